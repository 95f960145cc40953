/**
 * The one list of the fields read from an invoice, in the order they are shown and sent: the
 * reader's result (InvoiceTextFields) and the contract's extractedFieldsSchema both have exactly
 * these keys (each checked by the compiler where it is declared), and the API fills them in this
 * order. The last three (the issuer's contact details) came later: the contract keeps them
 * optional for readings stored before them.
 */
export const INVOICE_TEXT_FIELD_NAMES = [
  'total_amount',
  'due_date',
  'invoice_number',
  'issue_date',
  'issuer_name',
  'registration_number',
  'bank_name',
  'bank_code',
  'branch_name',
  'branch_code',
  'account_type',
  'account_number',
  'account_holder',
  'issuer_postal_code',
  'issuer_address',
  'issuer_phone',
] as const;
export type InvoiceTextFieldName = (typeof INVOICE_TEXT_FIELD_NAMES)[number];

/** One field read from an invoice: the value, or null when not found, and how sure (0–1). */
export interface ExtractedField<T> {
  value: T | null;
  confidence: number;
}

export const notFound = <T>(): ExtractedField<T> => ({ value: null, confidence: 0 });

export const found = <T>(value: T, confidence: number): ExtractedField<T> => ({
  value,
  confidence: Math.round(Math.min(1, Math.max(0, confidence)) * 100) / 100,
});

/**
 * How sure a value is, by the evidence for it: where it was found and what checks it passed. These
 * hold for clean text; calibrateConfidence (confidence-calibration.ts) maps them for OCR.
 */
export const CONFIDENCE = {
  /** Labelled, and it passes a check of its own: a check digit, 小計 + 消費税, a known bank's code. */
  VERIFIED: 0.98,
  /** The value sits right after its label. */
  LABEL: 0.95,
  /** The value sits below its label (a table's header row, or a label on its own line). */
  LABEL_BELOW: 0.85,
  /** Found by its shape or position, without a label. */
  HEURISTIC: 0.6,
  /** A guess: the best candidate of several, or a shape that failed its check digit. */
  WEAK: 0.3,
} as const;
