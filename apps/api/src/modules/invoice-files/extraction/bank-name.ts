import { editDistance, type InvoiceTextFields } from '@icp/domain';
import { bankDirectory } from '../../banks/bank-directory.ts';

/** At most one misread character in every this many of the name (at least one). */
const CHARS_PER_SLIP = 5;
/** The ending a misread name must share with the directory's: a 銀行 stays a 銀行, a 金庫 a 金庫. */
const KIND = /(?:銀行|金庫|組合)$/;
/** A bank's name OCR read with something before it is at least this long ('七十七銀行'). */
const MIN_SUFFIX_NAME = 4;

/** The branches a bank has, as the directory names them ('博多', '本店'). */
export type BranchesOfBank = (bankName: string) => readonly string[];

const directoryBranches: BranchesOfBank = (bankName) => {
  const bank = bankDirectory().bankByPrintedName(bankName);
  return bank
    ? bankDirectory()
        .branchesOf(bank.code)
        .map((b) => b.name.normalize('NFKC'))
    : [];
};

/** A name with each run of Latin letters as one mark: '三菱UFJ銀行' and '三菱FI銀行' are both 三菱＊銀行. */
const latinShape = (name: string) => name.replace(/[A-Za-z]+/g, '＊');

/**
 * The one bank whose name has the read name's shape once its Latin letters are set aside (OCR
 * misreads a bank's initials more than its kanji: '三菱FI銀行', '三菱UP銀行'), or, with a misread
 * label before it ('…名三菱DF銀行'), the longest such shape the read name ends with. Two banks of
 * one shape ('PayPay銀行', 'UI銀行') place nothing.
 */
function byLatinShape(read: string, names: readonly string[]): string | null {
  const shape = latinShape(read);
  if (!shape.includes('＊')) return null;
  const latinNames = names.filter((name) => /[A-Za-z]/.test(name));
  const same = latinNames.filter((name) => latinShape(name) === shape);
  if (same.length > 0) return same.length === 1 ? same[0]! : null;
  const endings = latinNames.filter(
    (name) => [...latinShape(name)].length >= MIN_SUFFIX_NAME && shape.endsWith(latinShape(name)),
  );
  const longest = Math.max(0, ...endings.map((name) => latinShape(name).length));
  const atLongest = endings.filter((name) => latinShape(name).length === longest);
  return atLongest.length === 1 ? atLongest[0]! : null;
}

/**
 * The bank's name as OCR read it, put right by the Zengin directory where it names no bank there:
 * - Latin letters read in the wrong case are set right ('paypay銀行': PayPay銀行);
 * - a label's misread end before it ('お折込先七十七銀行': お振込先) is left out, the longest bank
 *   the name ends with kept;
 * - misread Latin initials are set aside where one bank has the rest ('三菱FI銀行': 三菱UFJ);
 * - else exactly one bank of the same kind a slip or so away ('七十銀行' is the 七十七銀行: OCR
 *   loses one of two like kanji side by side), or, of several as near, the one that has the
 *   branch read ('条南信用金庫' and 博多: 城南, not 湘南).
 * A name two banks are equally near with nothing to tell them apart ('京部銀行': 京都 and 京葉)
 * stays as read, and so does any name the directory knows or cannot place.
 */
export function withBankNameFromDirectory(
  fields: InvoiceTextFields,
  names: readonly string[] = bankDirectory().printedNames(),
  branchesOf: BranchesOfBank = directoryBranches,
): InvoiceTextFields {
  const read = fields.bank_name.value?.normalize('NFKC');
  const kind = read ? KIND.exec(read)?.[0] : undefined;
  if (!read || !kind || names.includes(read)) return fields;
  const named = (value: string) => ({ ...fields, bank_name: { ...fields.bank_name, value } });
  // Latin letters in the wrong case ('paypay銀行'): the name is spelled right.
  const cased = names.find((name) => name.toLowerCase() === read.toLowerCase());
  if (cased) return named(cased);
  const suffix = names
    .filter((name) => [...name].length >= MIN_SUFFIX_NAME && read.endsWith(name))
    .sort((a, b) => b.length - a.length)[0];
  if (suffix) return named(suffix);
  const latin = byLatinShape(read, names);
  if (latin) return named(latin);
  let best: string[] = [];
  let bestSlips = Infinity;
  for (const name of names) {
    if (!name.endsWith(kind)) continue;
    const slips = editDistance(read, name);
    if (slips > Math.max(1, Math.floor([...name].length / CHARS_PER_SLIP)) || slips > bestSlips) continue;
    best = slips < bestSlips ? [name] : [...best, name];
    bestSlips = slips;
  }
  const branch = fields.branch_name.value?.normalize('NFKC').replace(/支店$/, '');
  if (best.length > 1 && branch) best = best.filter((name) => branchesOf(name).includes(branch));
  return best.length === 1 ? named(best[0]!) : fields;
}
