import type { InvoiceExtraction, SupplierAccount } from '@icp/contract';
import {
  ACCOUNT_TYPE_UNSELECTED,
  isValidCorporateNumber,
  mainBankByCode,
  normalizePostalCode,
  splitAddress,
  toHalfWidthDigits,
} from '@icp/domain';
import { agreedAddress } from '../../../../components/address-lookup/address-fill.ts';
import { formatPostalInput } from '../../../../components/ui/postal-code-field.tsx';
import type { PostalAddress } from '../../../../lib/api/lookup-postal-code.ts';
import { EMPTY_BANK_ACCOUNT, YUCHO_BANK_CODE } from '../../../../components/supplier-forms/bank-account-values.ts';
import type { BankAccountFormValues } from '../../../../components/supplier-forms/bank-account-values.ts';
import { EMPTY_COMPANY } from '../../../../components/supplier-forms/company-values.ts';
import type { CompanyFormValues } from '../../../../components/supplier-forms/company-values.ts';

const digitsOf = (s: string | null) => (s === null ? '' : toHalfWidthDigits(s).replace(/\D/g, ''));

/** 適格請求書発行事業者の登録番号 T + 13 digits: for a corporation the digits are its 法人番号. */
export function corporateNumberFromRegistration(registration: string | null): string | null {
  const m = registration ? /^T(\d{13})$/.exec(toHalfWidthDigits(registration.trim()).toUpperCase()) : null;
  return m?.[1] && isValidCorporateNumber(m[1]) ? m[1] : null;
}

/** The issuer's postal code as read from the invoice (7 digits), if it reads as one. */
export const issuerPostalCodeOf = (extraction: InvoiceExtraction): string | null =>
  normalizePostalCode(extraction.fields.issuer_postal_code?.value ?? '');

/** The issuer's address in the form's three inputs: split with the postal code's cities when known. */
function issuerAddressFrom(extraction: InvoiceExtraction, postalAddresses: readonly PostalAddress[]) {
  const printed = extraction.fields.issuer_address?.value;
  const found = agreedAddress(postalAddresses);
  if (printed) {
    const split = splitAddress(printed, postalAddresses);
    return { address_state: split.prefecture ?? found.prefecture, address_city: split.city, address_street: split.street };
  }
  // The address itself was not read (a blurred photo): what the postal code names is a start.
  return { address_state: found.prefecture, address_city: found.city, address_street: found.street };
}

/**
 * A new supplier as read from the invoice: the issuer's name, for a corporation its 法人番号, and
 * the postal code, address and phone number printed under the name. `postalAddresses` are the
 * printed postal code's addresses (GET /postal_codes), which tell the city from the street.
 */
export function companyDefaultsFrom(
  extraction: InvoiceExtraction,
  postalAddresses: readonly PostalAddress[] = [],
): { businessForm: 1 | 2; values: CompanyFormValues } {
  const corporateNumber = corporateNumberFromRegistration(extraction.fields.registration_number.value);
  const postalCode = issuerPostalCodeOf(extraction);
  return {
    businessForm: 1,
    values: {
      ...EMPTY_COMPANY,
      name: extraction.fields.issuer_name.value ?? '',
      corporate_number: corporateNumber ?? '',
      postal_code: postalCode ? formatPostalInput(postalCode) : '',
      ...issuerAddressFrom(extraction, postalAddresses),
      phone_number: extraction.fields.issuer_phone?.value ?? '',
    },
  };
}

/** A new bank account as read from the invoice; the bank and branch only when their codes were read. */
export function bankAccountDefaultsFrom(extraction: InvoiceExtraction): BankAccountFormValues {
  const f = extraction.fields;
  const bankCode = digitsOf(f.bank_code.value);
  const branchCode = digitsOf(f.branch_code.value);
  const hasBank = /^\d{4}$/.test(bankCode);
  const hasBranch = hasBank && /^\d{3}$/.test(branchCode);
  const number = digitsOf(f.account_number.value);
  return {
    ...EMPTY_BANK_ACCOUNT,
    bank_code: hasBank ? bankCode : '',
    bank_name: hasBank ? (mainBankByCode(bankCode)?.name ?? f.bank_name.value ?? bankCode) : '',
    branch_code: hasBranch ? branchCode : '',
    branch_name: hasBranch ? (f.branch_name.value ?? branchCode) : '',
    account_type: f.account_type.value ?? ACCOUNT_TYPE_UNSELECTED,
    account_number: number.length >= 1 && number.length <= 7 ? number : '',
    // The invoice gives the 店名・口座番号 form of a ゆうちょ account, not its 記号・番号.
    yucho_mode: bankCode === YUCHO_BANK_CODE ? 'branch' : EMPTY_BANK_ACCOUNT.yucho_mode,
    account_holder_name: f.account_holder.value ?? '',
  };
}

/** Anything about a bank account was read from the invoice. */
export const hasExtractedAccount = (extraction: InvoiceExtraction) => {
  const f = extraction.fields;
  return [f.bank_name, f.bank_code, f.branch_name, f.branch_code, f.account_number, f.account_holder].some(
    (x) => x.value !== null,
  );
};

/** The bank details as printed on the invoice, for reading beside the form. */
export function extractedAccountText(extraction: InvoiceExtraction): string | null {
  const f = extraction.fields;
  const type = f.account_type.value === '1' ? '当座' : f.account_type.value === '2' ? '普通' : null;
  const parts = [f.bank_name.value, f.branch_name.value, type, f.account_number.value, f.account_holder.value].filter(
    (x): x is string => x !== null && x !== '',
  );
  return parts.length > 0 ? parts.join('　') : null;
}

/** The saved account that is the one on the invoice (same bank, branch and number), if any. */
export function matchingAccount(accounts: readonly SupplierAccount[], extraction: InvoiceExtraction): SupplierAccount | null {
  const f = extraction.fields;
  const number = digitsOf(f.account_number.value);
  const bank = digitsOf(f.bank_code.value);
  const branch = digitsOf(f.branch_code.value);
  if (number === '' || number.length > 7) return null;
  return (
    accounts.find(
      (a) =>
        a.account_number === number.padStart(7, '0') &&
        (bank === '' || a.bank_code === bank) &&
        (branch === '' || a.branch_code === branch),
    ) ?? null
  );
}

const normalizeName = (s: string) => s.normalize('NFKC').replace(/\s+/g, '');

/** A supplier whose name is the invoice's issuer, when the registration number matched none. */
export function supplierByIssuer<T extends { id: number; name: string }>(
  suppliers: readonly T[],
  issuer: string | null,
): T | null {
  if (!issuer) return null;
  const wanted = normalizeName(issuer);
  const hits = suppliers.filter((s) => normalizeName(s.name) === wanted);
  return hits.length === 1 ? (hits[0] ?? null) : null;
}
