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

/**
 * The bank's name as OCR read it, put right by the Zengin directory where it names no bank there:
 * - a label's misread end before it ('お折込先七十七銀行': お振込先) is left out, the longest bank
 *   the name ends with kept;
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
  const suffix = names
    .filter((name) => [...name].length >= MIN_SUFFIX_NAME && read.endsWith(name))
    .sort((a, b) => b.length - a.length)[0];
  if (suffix) return named(suffix);
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
