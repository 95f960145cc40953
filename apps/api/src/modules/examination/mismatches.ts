import type { ExaminationMismatch, InvoiceExtraction } from '@icp/contract';
import { accountTypeLabel, normalizeHolderKana } from '@icp/domain';

/** What the buyer entered, as the detail query returns it. */
export interface EnteredPayment {
  amount: number;
  dueDate: string | null;
  account: { bankCode: string; branchCode: string; accountType: string; accountNumber: string; holderName: string } | null;
  /** 'T' + the supplier's 法人番号, or null. */
  registrationNumber: string | null;
}

const digits = (s: string) => s.replace(/[^0-9]/g, '');
/** Account numbers are 7 digits on the transfer file; a document may print fewer (leading zeros dropped). */
const accountNumberKey = (s: string) => digits(s).replace(/^0+/, '');
const codeKey = (s: string) => digits(s).replace(/^0+/, '');
/** Holder names compared as Zengin half-width kana, without spaces or the dots of ｶ)ﾔﾏﾀﾞ. */
function holderKey(s: string): string {
  const normalized = normalizeHolderKana(s);
  const value = normalized.ok ? normalized.value : s;
  return value.replace(/[\s.]/g, '');
}

/**
 * Where what the document says differs from what the buyer entered. A field the reader did not
 * find (or the buyer did not give) is no mismatch: the examiner looks at the document itself.
 */
export function findMismatches(entered: EnteredPayment, extraction: InvoiceExtraction | null): ExaminationMismatch[] {
  if (!extraction) return [];
  const f = extraction.fields;
  const out: ExaminationMismatch[] = [];

  const readAmount = f.total_amount.value;
  if (readAmount !== null && readAmount !== entered.amount)
    out.push({ field: 'amount', label: '金額', entered: String(entered.amount), read: String(readAmount) });

  const readDue = f.due_date.value;
  if (readDue !== null && entered.dueDate !== null && readDue !== entered.dueDate)
    out.push({ field: 'due_date', label: '支払期日', entered: entered.dueDate, read: readDue });

  const account = entered.account;
  if (account) {
    const differs =
      (f.bank_code.value !== null && codeKey(f.bank_code.value) !== codeKey(account.bankCode)) ||
      (f.branch_code.value !== null && codeKey(f.branch_code.value) !== codeKey(account.branchCode)) ||
      (f.account_type.value !== null && f.account_type.value !== account.accountType) ||
      (f.account_number.value !== null && accountNumberKey(f.account_number.value) !== accountNumberKey(account.accountNumber));
    if (differs) {
      const part = (v: string | null) => v ?? '?';
      out.push({
        field: 'bank_account',
        label: '振込先口座',
        entered: `${account.bankCode}-${account.branchCode} ${accountTypeLabel(account.accountType) ?? account.accountType} ${account.accountNumber}`,
        read: `${part(f.bank_code.value)}-${part(f.branch_code.value)} ${
          f.account_type.value ? (accountTypeLabel(f.account_type.value) ?? '?') : '?'
        } ${part(f.account_number.value)}`,
      });
    }
    const readHolder = f.account_holder.value;
    if (readHolder !== null && holderKey(readHolder) !== holderKey(account.holderName))
      out.push({ field: 'holder_name', label: '口座名義', entered: account.holderName, read: readHolder });
  }

  const readRegistration = f.registration_number.value;
  if (readRegistration !== null && entered.registrationNumber !== null) {
    const norm = (s: string) => s.toUpperCase().replace(/[^T0-9]/g, '');
    if (norm(readRegistration) !== norm(entered.registrationNumber))
      out.push({ field: 'registration_number', label: '登録番号', entered: entered.registrationNumber, read: readRegistration });
  }
  return out;
}
