// Codes and limits of spec §1–§3 and §9 that carry no lookup logic of their own.

export const BUSINESS_FORM = { CORPORATION: 1, SOLE_PROPRIETOR: 2 } as const;
export type BusinessForm = (typeof BUSINESS_FORM)[keyof typeof BUSINESS_FORM];

export const BUSINESS_FORM_LABELS: Readonly<Record<BusinessForm, string>> = {
  1: '法人',
  2: '個人事業主',
};

export function isBusinessForm(value: unknown): value is BusinessForm {
  return value === BUSINESS_FORM.CORPORATION || value === BUSINESS_FORM.SOLE_PROPRIETOR;
}

export const MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;
export type Month = (typeof MONTHS)[number];

export function isMonth(value: string): value is Month {
  return (MONTHS as readonly string[]).includes(value);
}

export const REQUEST_KEY_STATUS = { VALID: 1, EXPIRED: 2, INVALID: 3 } as const;
export type RequestKeyStatus = (typeof REQUEST_KEY_STATUS)[keyof typeof REQUEST_KEY_STATUS];

export const WAIT_PAYMENT = 2;
export const AUTH_CODE = { NORMAL: 2, PERSONAL: 4 } as const;

/** Leaving one of these for another clears the one left's saved in-progress data (spec §2). */
export const WORKFLOW_TYPES = [
  'paymentCreate',
  'supplierRegistration',
  'collectionCreate',
  'oauthPayment',
  'oauthCollection',
  'receiptInvoiceCreate',
  'invoicePayment',
  'paymentRequest',
] as const;
export type WorkflowType = (typeof WORKFLOW_TYPES)[number];

export function isWorkflowType(value: string): value is WorkflowType {
  return (WORKFLOW_TYPES as readonly string[]).includes(value);
}

export const MAX_TOKEN_REFRESH_RETRIES = 3;
/** Counts come from list calls' totals, so one row is enough. */
export const STATS_PROBE = { from: 0, size: 1 } as const;
export const DESKTOP_BREAKPOINT_PX = 1024;
export const CONFIRM_DIALOG_WIDTH_PX = 500;
export const CONFIRM_DIALOG_LABELS = { yes: 'はい', no: 'いいえ' } as const;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const SNACKBAR_MAX_WIDTH_PX = { mobile: 360, desktop: 600 } as const;
export const SNACKBAR_SHOW_DELAY_MS = 100;
export const SNACKBAR_CLEAR_DELAY_MS = 400;

export const MONEY = {
  MIN_INVOICE_AMOUNT: 1,
  MAX_INVOICE_AMOUNT: 10_000_000,
  // Basis points keep the 2.98 % rate an integer, so fees never touch floating point.
  COMMISSION_RATE_BASIS_POINTS: 298,
  MIN_COMMISSION_YEN: 330,
} as const;
