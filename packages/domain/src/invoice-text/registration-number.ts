import { isValidCorporateNumber } from '../corporate-number.ts';
import { CONFIDENCE, found, notFound, type ExtractedField } from './field.ts';
import { LABELS } from './labels.ts';
import type { InvoiceLines } from './text.ts';

// T1234567890123, T 1234-5678-9012-3, T1-2345-6789-0123. OCR reads the T as 丁 or Т (Cyrillic).
const THIRTEEN_DIGITS = String.raw`(\d(?:[\s-]?\d){12})(?![\d])`;
const T_THEN_DIGITS = String.raw`[TＴТ丁]\s?-?\s?${THIRTEEN_DIGITS}`;
const WITH_T = new RegExp(String.raw`(?<![A-Za-z0-9])${T_THEN_DIGITS}`, 'g');
const BARE_13 = new RegExp(String.raw`(?<![\d])${THIRTEEN_DIGITS}`, 'g');
// (A T glued to a speck OCR read as a digit or a letter before it, '登録天呈1T9715383990213'.)
const GLUED_T = new RegExp(String.raw`(?<=[A-Za-z0-9])${T_THEN_DIGITS}`, 'g');
/** A registration number anywhere in a line, T and its 13 digits as printed: what marks the issuer's block. */
export const REGISTRATION_NUMBER_PRINTED = new RegExp(String.raw`(?<![A-Za-z0-9])${T_THEN_DIGITS}`);
const T_AS_ONE = new RegExp(String.raw`(?<![A-Za-z0-9])[1Il|]\s?-?\s?${THIRTEEN_DIGITS}`, 'g');
/** The 13 digits a match captured, without the spaces and hyphens set between them. */
const digitsOf = (m: RegExpMatchArray) => m[1]!.replace(/[\s-]/g, '');

/** 'T1234-5678-9012-3' → 'T1234567890123'; null unless it is T and 13 digits. */
export function normalizeRegistrationNumber(s: string): string | null {
  const m = /^\s*[TＴТ丁]\s?-?\s?(\d(?:[\s-]?\d){12})\s*$/.exec(s.normalize('NFKC'));
  return m ? `T${m[1]!.replace(/[\s-]/g, '')}` : null;
}

/**
 * 適格請求書発行事業者 登録番号. The 13 digits carry the 法人番号 check digit (個人事業者 numbers
 * are issued with the same scheme), so a number that fails it was misread: kept, but weak.
 */
export function findRegistrationNumber(doc: InvoiceLines): ExtractedField<string> {
  const candidates: { value: string; labeled: boolean; valid: boolean }[] = [];
  for (const [i, line] of doc.lines.entries()) {
    const label = LABELS.registrationNumber.exec(line);
    const labeled = label !== null || (i > 0 && LABELS.registrationNumber.test(doc.lines[i - 1]!));
    const matches = [...line.matchAll(WITH_T)];
    // Under a label the T itself is sometimes lost to OCR: the 13 digits after it still count.
    if (matches.length === 0 && label) {
      // Or read as a 1 ('1-8885-1865-0208-4'): 14 digits whose last 13 pass the check digit.
      for (const m of line.slice(label.index).matchAll(T_AS_ONE)) {
        const digits = digitsOf(m);
        if (isValidCorporateNumber(digits)) candidates.push({ value: `T${digits}`, labeled: true, valid: true });
      }
      matches.push(...line.slice(label.index).matchAll(BARE_13));
    }
    // Glued, only where the check digit says the 13 digits were read right.
    for (const m of line.matchAll(GLUED_T)) {
      const digits = digitsOf(m);
      if (isValidCorporateNumber(digits)) candidates.push({ value: `T${digits}`, labeled, valid: true });
    }
    for (const m of matches) {
      const digits = digitsOf(m);
      candidates.push({ value: `T${digits}`, labeled, valid: isValidCorporateNumber(digits) });
    }
  }
  const best =
    candidates.find((c) => c.valid && c.labeled) ?? candidates.find((c) => c.valid) ?? candidates.find((c) => c.labeled);
  if (!best) return notFound();
  if (!best.valid) return found(best.value, CONFIDENCE.WEAK);
  // The check digit passed: a misread digit would (almost always) have failed it.
  return found(best.value, best.labeled ? CONFIDENCE.VERIFIED : CONFIDENCE.LABEL);
}
