import { INVOICE_STATUS, INVOICE_TYPES, MONEY, SUPPLIER_STATUS, type InvoiceStatus, type SupplierStatus } from '@icp/domain';
import { z } from 'zod';
import { LIST_PAGE_SIZE } from './limits.ts';

/**
 * List endpoints page with `from` (offset) and `size` (max 100), as the spec's stats probes do
 * (from=0&size=1). Filters that take several values accept `a,b` or repeated `?x=a&x=b`.
 */
const nonNegativeInt = (label: string) =>
  z.coerce.number({ error: `${label}は数値で指定してください。` }).int(`${label}は整数で指定してください。`);

export const pagingQuerySchema = z.strictObject({
  from: nonNegativeInt('from').min(0, 'fromは0以上で指定してください。').max(1_000_000).default(0),
  size: nonNegativeInt('size')
    .min(1, 'sizeは1以上で指定してください。')
    .max(LIST_PAGE_SIZE.MAX, `sizeは${LIST_PAGE_SIZE.MAX}以下で指定してください。`)
    .default(LIST_PAGE_SIZE.DEFAULT),
});

export const csvList = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === '') return undefined;
    const parts = (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(','));
    return parts.map((s) => s.trim()).filter((s) => s.length > 0);
  }, z.array(item).max(20).optional());

const booleanQuery = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ error: 'trueまたはfalseで指定してください。' }).optional(),
);

// The names on the wire are the domain's lists (their one source, with the numbers the database
// stores): these only wire them into zod. apps/api/src/db/lists-agree.test.ts checks all three agree.
export const SUPPLIER_STATUS_NAMES = Object.keys(SUPPLIER_STATUS) as readonly SupplierStatus[] as readonly [
  SupplierStatus,
  ...SupplierStatus[],
];
export const supplierStatusNameSchema = z.enum(SUPPLIER_STATUS_NAMES, { error: '支払先の状態が正しくありません。' });

export const INVOICE_STATUS_NAMES = Object.keys(INVOICE_STATUS) as readonly InvoiceStatus[] as readonly [
  InvoiceStatus,
  ...InvoiceStatus[],
];
export const invoiceStatusNameSchema = z.enum(INVOICE_STATUS_NAMES, { error: '支払の状態が正しくありません。' });
export const INVOICE_TYPE_NAMES = INVOICE_TYPES;
export const invoiceTypeNameSchema = z.enum(INVOICE_TYPE_NAMES, { error: '支払の種類が正しくありません。' });

export const suppliersQuerySchema = pagingQuerySchema.extend({
  status: csvList(supplierStatusNameSchema),
  q: z.string().trim().max(100).optional(),
});
export const supplierListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_kana: z.string(),
  business_form: z.union([z.literal(1), z.literal(2)]),
  status: supplierStatusNameSchema,
  /** Bank of the most recently registered account, e.g. みずほ / 渋谷. */
  bank_name: z.string().nullable(),
  branch_name: z.string().nullable(),
  last_payment_date: z.string().nullable(),
  created_at: z.string(),
});
export const suppliersResponseSchema = z.object({ count_all: z.number().int(), suppliers: z.array(supplierListItemSchema) });

export const invoicesQuerySchema = pagingQuerySchema.extend({
  status: csvList(invoiceStatusNameSchema),
  type: csvList(invoiceTypeNameSchema),
  is_action_required: booleanQuery,
  /** One supplier's payments (its payment history screen). */
  supplier_id: z.coerce.number({ error: 'supplier_idは数値で指定してください。' }).int().positive().optional(),
  /** Supplier (or requesting seller) name contains. */
  q: z.string().trim().max(100, '検索語は100文字以内で入力してください。').optional(),
  amount_min: z.coerce.number({ error: '金額は数値で指定してください。' }).int().min(0).max(MONEY.MAX_INVOICE_AMOUNT).optional(),
  amount_max: z.coerce.number({ error: '金額は数値で指定してください。' }).int().min(0).max(MONEY.MAX_INVOICE_AMOUNT).optional(),
  /** Transfer date range (YYYY-MM-DD, inclusive). */
  date_from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日付はYYYY-MM-DDの形式で指定してください。')
    .optional(),
  date_to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日付はYYYY-MM-DDの形式で指定してください。')
    .optional(),
});
export const invoiceListItemSchema = z.object({
  id: z.number().int(),
  display_id: z.string(),
  type: invoiceTypeNameSchema,
  status: invoiceStatusNameSchema,
  is_action_required: z.boolean(),
  supplier_name: z.string().nullable(),
  amount: z.number().int(),
  transfer_date: z.string().nullable(),
  /** YYYY-MM-DD (JST) the transfer was actually made; null until transferred. */
  transferred_on: z.string().nullable(),
  /** A seller's request (InvoiceRequestBuyer): until when it can be paid (ISO 8601); null otherwise. */
  request_expires_at: z.string().nullable(),
  created_at: z.string(),
});
export const invoicesResponseSchema = z.object({
  total_count: z.number().int(),
  total_count_is_action_required: z.number().int(),
  invoices: z.array(invoiceListItemSchema),
});

export const draftsQuerySchema = pagingQuerySchema;
export const draftListItemSchema = z.object({
  id: z.number().int(),
  supplier_name: z.string().nullable(),
  amount: z.number().int().nullable(),
  updated_at: z.string(),
});
export const draftsResponseSchema = z.object({ count: z.number().int(), drafts: z.array(draftListItemSchema) });

export const notificationsQuerySchema = pagingQuerySchema.extend({ unread: booleanQuery });
export const notificationListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  is_read: z.boolean(),
  published_at: z.string(),
});
export const notificationsResponseSchema = z.object({
  count_all: z.number().int(),
  count_unread: z.number().int(),
  notifications: z.array(notificationListItemSchema),
});
