import { editDistance, type InvoiceTextFields } from '@icp/domain';
import { bankDirectory } from '../../banks/bank-directory.ts';

/** At most one misread character in every this many of the name (at least one). */
const CHARS_PER_SLIP = 5;
/** The ending a misread name must share with the directory's: a 銀行 stays a 銀行, a 金庫 a 金庫. */
const KIND = /(?:銀行|金庫|組合)$/;

/**
 * The bank's name as OCR read it, put right by the Zengin directory where it names no bank there
 * and exactly one bank of the same kind is a slip or so away ('七十銀行' is the 七十七銀行: OCR
 * loses one of two like kanji side by side). A name two banks are equally near ('京部銀行': 京都
 * and 京葉) stays as read, and so does any name the directory knows or cannot place.
 */
export function withBankNameFromDirectory(
  fields: InvoiceTextFields,
  names: readonly string[] = bankDirectory().printedNames(),
): InvoiceTextFields {
  const read = fields.bank_name.value?.normalize('NFKC');
  const kind = read ? KIND.exec(read)?.[0] : undefined;
  if (!read || !kind || names.includes(read)) return fields;
  let best: string[] = [];
  let bestSlips = Infinity;
  for (const name of names) {
    if (!name.endsWith(kind)) continue;
    const slips = editDistance(read, name);
    if (slips > Math.max(1, Math.floor([...name].length / CHARS_PER_SLIP)) || slips > bestSlips) continue;
    best = slips < bestSlips ? [name] : [...best, name];
    bestSlips = slips;
  }
  if (best.length !== 1) return fields;
  return { ...fields, bank_name: { ...fields.bank_name, value: best[0]! } };
}
