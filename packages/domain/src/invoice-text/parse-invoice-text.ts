import type { AccountType } from '../banks.ts';
import { findTotalAmount } from './amounts.ts';
import { findBankAccount } from './bank-account.ts';
import { findDueDate, findIssueDate, orderInvoiceDates } from './dates.ts';
import type { ExtractedField, InvoiceTextFieldName } from './field.ts';
import { findInvoiceNumber } from './invoice-number.ts';
import { findIssuerName, withLegalFormFromHolder } from './issuer.ts';
import { findIssuerContact, type IssuerContactFields } from './issuer-contact.ts';
import {
  withHolderFormMarked,
  withHolderVoicedAsName,
  withNameCheckedAgainstHolder,
  withNameCompletedFromHolder,
  withoutKanaTheHolderLacks,
} from './issuer-holder.ts';
import { findRegistrationNumber } from './registration-number.ts';
import { prepareInvoiceText } from './text.ts';

/**
 * The fields an invoice prefills, one per name of INVOICE_TEXT_FIELD_NAMES (checked below). The
 * same shape as @icp/contract's ExtractedFields (the contract depends on this package, not the
 * other way round; the API checks the value types agree).
 */
export interface InvoiceTextFields extends IssuerContactFields {
  total_amount: ExtractedField<number>;
  due_date: ExtractedField<string>;
  invoice_number: ExtractedField<string>;
  issue_date: ExtractedField<string>;
  issuer_name: ExtractedField<string>;
  registration_number: ExtractedField<string>;
  bank_name: ExtractedField<string>;
  bank_code: ExtractedField<string>;
  branch_name: ExtractedField<string>;
  branch_code: ExtractedField<string>;
  account_type: ExtractedField<AccountType>;
  account_number: ExtractedField<string>;
  account_holder: ExtractedField<string>;
}

// Fails to compile when a field is added here but not to INVOICE_TEXT_FIELD_NAMES, or the other way round.
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const fieldsMatchNames: SameKeys<keyof InvoiceTextFields, InvoiceTextFieldName> = true;
void fieldsMatchNames;

/**
 * Reads an invoice's text (a PDF text layer, or OCR output) into fields. Confidences weigh the
 * evidence (a label, a check digit, 小計 + 消費税, issue date before due date) and assume the text
 * is what the document says; for OCR text the caller maps them with calibrateFieldConfidences.
 */
export function parseInvoiceText(text: string): InvoiceTextFields {
  const doc = prepareInvoiceText(text);
  const due = findDueDate(doc);
  const dates = orderInvoiceDates(findIssueDate(doc, due.value), due);
  const issuer = findIssuerName(doc);
  const read = findBankAccount(doc);
  const bank = {
    ...read,
    account_holder: withHolderFormMarked(withHolderVoicedAsName(read.account_holder, issuer.value), issuer.value),
  };
  return {
    total_amount: findTotalAmount(doc),
    due_date: dates.due,
    invoice_number: findInvoiceNumber(doc),
    issue_date: dates.issue,
    issuer_name: withNameCompletedFromHolder(
      withoutKanaTheHolderLacks(
        withNameCheckedAgainstHolder(doc, withLegalFormFromHolder(issuer, bank.account_holder.value), bank.account_holder.value),
        bank.account_holder.value,
      ),
      bank.account_holder.value,
    ),
    registration_number: findRegistrationNumber(doc),
    ...bank,
    // (The name as the page prints it: the contact block is found by it.)
    ...findIssuerContact(doc, issuer.value),
  };
}
