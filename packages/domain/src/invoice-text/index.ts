// The invoice reader's public surface; label tables and line helpers stay internal.
export { findAmounts, findTotalAmount, parseYenAmount, type FoundAmount } from './amounts.ts';
export {
  calibrateConfidence,
  calibrateFieldConfidences,
  MIN_OCR_CONFIDENCE_FOR_CHECKED,
  MIN_OCR_CONFIDENCE_FOR_SHAPED,
  type ReadingSource,
} from './confidence-calibration.ts';
export { cleanAccountHolder, findBankAccount, mainBankCode, type BankAccountFields } from './bank-account.ts';
export { findDates, findDueDate, findIssueDate, orderInvoiceDates, parseJapaneseDate, type FoundDate } from './dates.ts';
export { INVOICE_TEXT_FIELD_NAMES, notFound, type ExtractedField, type InvoiceTextFieldName } from './field.ts';
export { foldIdeographForms } from './ideograph-forms.ts';
export { findInvoiceNumber, parseInvoiceNumber } from './invoice-number.ts';
export { findIssuerName } from './issuer.ts';
export { findIssuerContact, isBuildingName, type IssuerContactFields } from './issuer-contact.ts';
export { misreadSigns, type MisreadChecks } from './misread-signs.ts';
export { repairKatakanaLookalikes } from './katakana-lookalikes.ts';
export { parseInvoiceText, type InvoiceTextFields } from './parse-invoice-text.ts';
export { findRegistrationNumber, normalizeRegistrationNumber } from './registration-number.ts';
export { prepareInvoiceText, type InvoiceLines } from './text.ts';
