import type { Approval, Commission, CreatedInvoice, Draft, PaymentFlowDraftData, RegisteredUpload } from '@icp/contract';
import { MONEY } from '@icp/domain';
import type { HolderKana } from '../../../../lib/api/convert-holder-kana.ts';
import type { SupplierAccountBody } from '../../../../lib/api/create-supplier-account.ts';
import type { BankAccountFormValues } from '../../../../components/supplier-forms/bank-account-values.ts';
import type { CompanyBody, CompanyFormValues } from '../../../../components/supplier-forms/company-values.ts';
import { createWorkflowStore } from '../../../../lib/workflow.ts';

/** The steps a draft can be saved at (contract: paymentFlowDraftDataSchema.step). */
export type FlowStep = PaymentFlowDraftData['step'];
export type InvoiceForm = PaymentFlowDraftData['invoiceForm'];
export type ConfirmForm = PaymentFlowDraftData['confirmForm'];

/** A supplier typed in this flow, created with the API when the buyer proceeds to confirm. */
export interface NewSupplierDraft {
  values: CompanyFormValues;
  body: CompanyBody;
}

/** A bank account typed in this flow, created with the API when the buyer proceeds to confirm. */
export interface NewAccountDraft {
  values: BankAccountFormValues;
  body: SupplierAccountBody;
  holder: HolderKana;
}

/** An Idempotency-Key with the body it was made for: a retry of the same body reuses the key. */
export interface Attempt {
  key: string;
  body: string;
}

export interface PaymentFlowState {
  /** Where the buyer is (saved with a draft, and where opening the draft goes back to). */
  step: FlowStep;
  /** Spec §3 invoiceFile: the uploaded file with what was read from it. */
  invoiceFile: RegisteredUpload | null;
  invoiceForm: InvoiceForm;
  /** The invoice-info step was completed with these values (supplier and account exist). */
  invoiceFormDone: boolean;
  newSupplier: NewSupplierDraft | null;
  newAccount: NewAccountDraft | null;
  /** The chosen supplier's name, for display until the supplier itself is loaded. */
  supplierName: string | null;
  confirmForm: ConfirmForm;
  /** Spec §3 commissions: the last figures shown on the confirm step. */
  commissions: Commission | null;
  /** Spec §3 isCreditApproved: an authorised approval matches the current values. */
  isCreditApproved: boolean;
  approval: Approval | null;
  approvalAttempt: Attempt | null;
  invoiceAttempt: Attempt | null;
  /** Spec §3 paymentId: the created invoice's id. */
  paymentId: number | null;
  created: CreatedInvoice | null;
  draftId: number | null;
  /** The buyer ticked 「重複していないことを確認しました」 for the earlier payments shown (ADR 0013). */
  duplicateConfirmed: boolean;

  /** A new upload: the form starts again from what was read from it. */
  setInvoiceFile: (upload: RegisteredUpload) => void;
  updateInvoiceForm: (patch: Partial<InvoiceForm>) => void;
  setSupplierChoice: (choice: { supplierId: number | null; isNewSupplier: boolean; name: string | null }) => void;
  setAccountChoice: (choice: { accountId: number | null; isNewAccount: boolean }) => void;
  saveNewSupplier: (draft: NewSupplierDraft) => void;
  saveNewAccount: (draft: NewAccountDraft) => void;
  /** POST /suppliers succeeded: the supplier is registered now (spec §5). */
  supplierCreated: (id: number, name: string) => void;
  /** POST /suppliers/{id}/accounts succeeded: the account is registered now (spec §5). */
  accountCreated: (accountId: number) => void;
  completeInvoiceForm: () => void;
  updateConfirmForm: (patch: Partial<ConfirmForm>) => void;
  setCommissions: (commissions: Commission | null) => void;
  setApprovalAttempt: (attempt: Attempt | null) => void;
  setApproval: (approval: Approval | null) => void;
  setInvoiceAttempt: (attempt: Attempt | null) => void;
  setCreated: (invoice: CreatedInvoice) => void;
  setDraftId: (id: number) => void;
  setStep: (step: FlowStep) => void;
  setDuplicateConfirmed: (confirmed: boolean) => void;
  loadDraft: (draft: Draft) => void;
  reset: () => void;
}

export const EMPTY_INVOICE_FORM: InvoiceForm = {
  formOne: { supplierId: null, isNewSupplier: false },
  formTwo: { accountId: null, isNewAccount: false },
  amount: null,
  dueDate: null,
  transferDate: null,
  invoiceNumber: '',
  memo: '',
};

const EMPTY_CONFIRM_FORM: ConfirmForm = { creditCardId: null, promotionCode: '' };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The form as the invoice reads: total, due date, number and the matched supplier. */
export function invoiceFormFromUpload(upload: RegisteredUpload): InvoiceForm {
  const f = upload.extraction.fields;
  const amount = f.total_amount.value;
  const due = f.due_date.value;
  return {
    ...EMPTY_INVOICE_FORM,
    formOne: { supplierId: upload.extraction.matched_supplier_id, isNewSupplier: false },
    amount: amount !== null && amount >= MONEY.MIN_INVOICE_AMOUNT && amount <= MONEY.MAX_INVOICE_AMOUNT ? amount : null,
    dueDate: due !== null && ISO_DATE.test(due) ? due : null,
    invoiceNumber: (f.invoice_number.value ?? '').slice(0, 50),
  };
}

const NO_APPROVAL = { isCreditApproved: false, approval: null, approvalAttempt: null, invoiceAttempt: null } as const;

const INITIAL = {
  step: 'create' as FlowStep,
  invoiceFile: null,
  invoiceForm: EMPTY_INVOICE_FORM,
  invoiceFormDone: false,
  newSupplier: null,
  newAccount: null,
  supplierName: null,
  confirmForm: EMPTY_CONFIRM_FORM,
  commissions: null,
  ...NO_APPROVAL,
  paymentId: null,
  created: null,
  draftId: null,
  duplicateConfirmed: false,
} satisfies Partial<PaymentFlowState>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const invoiceFormChanges = (s: PaymentFlowState, next: Partial<PaymentFlowState>) =>
  next.invoiceForm !== undefined && !same(next.invoiceForm, s.invoiceForm);
const confirmFormChanges = (s: PaymentFlowState, next: Partial<PaymentFlowState>) =>
  next.confirmForm !== undefined && !same(next.confirmForm, s.confirmForm);

/** The `paymentCreate` workflow (sessionStorage; leaving the flow clears it). No card data is ever kept here. */
export const usePaymentFlow = createWorkflowStore<PaymentFlowState>('paymentCreate', (set, get) => {
  /**
   * Applies a change. Everything an authorisation was made for is in the two forms: changing
   * either drops the approval and its keys; changing the invoice form also reopens that step.
   */
  const update = (next: Partial<PaymentFlowState>) =>
    set((s) => {
      // Another invoice may look like other payments: its confirmation is asked again.
      if (invoiceFormChanges(s, next)) return { ...next, ...NO_APPROVAL, invoiceFormDone: false, duplicateConfirmed: false };
      if (confirmFormChanges(s, next)) return { ...next, ...NO_APPROVAL };
      return next;
    });

  return {
    ...INITIAL,
    setInvoiceFile: (upload) =>
      set((s) => ({
        ...INITIAL,
        draftId: s.draftId,
        step: 'invoiceinfo',
        invoiceFile: upload,
        invoiceForm: invoiceFormFromUpload(upload),
      })),
    updateInvoiceForm: (patch) => update({ invoiceForm: { ...get().invoiceForm, ...patch } }),
    setSupplierChoice: ({ supplierId, isNewSupplier, name }) => {
      const { invoiceForm: form, supplierName } = get();
      if (form.formOne.supplierId === supplierId && form.formOne.isNewSupplier === isNewSupplier) {
        if (name !== null && name !== supplierName) set({ supplierName: name });
        return;
      }
      update({
        supplierName: name,
        invoiceForm: {
          ...form,
          formOne: { supplierId, isNewSupplier },
          // Another supplier's accounts: choose again (a new supplier can only have a new account).
          formTwo: { accountId: null, isNewAccount: isNewSupplier },
        },
      });
    },
    setAccountChoice: (formTwo) => update({ invoiceForm: { ...get().invoiceForm, formTwo } }),
    saveNewSupplier: (newSupplier) => {
      update({ newSupplier, supplierName: newSupplier.body.body.name, invoiceFormDone: false });
    },
    saveNewAccount: (newAccount) => update({ newAccount, invoiceFormDone: false }),
    supplierCreated: (id, name) => {
      const form = get().invoiceForm;
      update({
        newSupplier: null,
        supplierName: name,
        invoiceForm: { ...form, formOne: { supplierId: id, isNewSupplier: false } },
      });
    },
    accountCreated: (accountId) => {
      const form = get().invoiceForm;
      update({ newAccount: null, invoiceForm: { ...form, formTwo: { accountId, isNewAccount: false } } });
    },
    completeInvoiceForm: () => set({ invoiceFormDone: true, step: 'confirm' }),
    updateConfirmForm: (patch) => update({ confirmForm: { ...get().confirmForm, ...patch } }),
    setCommissions: (commissions) => set({ commissions }),
    setApprovalAttempt: (approvalAttempt) => set({ approvalAttempt }),
    setApproval: (approval) => set({ approval, isCreditApproved: approval?.status === 'authorized' }),
    setInvoiceAttempt: (invoiceAttempt) => set({ invoiceAttempt }),
    setCreated: (created) => set({ created, paymentId: created.id }),
    setDraftId: (draftId) => set({ draftId }),
    setStep: (step) => set({ step }),
    setDuplicateConfirmed: (duplicateConfirmed) => set({ duplicateConfirmed }),
    loadDraft: (draft) => {
      const { data } = draft;
      const form = { ...EMPTY_INVOICE_FORM, ...data.invoiceForm };
      set({
        ...INITIAL,
        draftId: draft.id,
        step: data.invoiceFile ? data.step : 'create',
        invoiceFile: data.invoiceFile,
        invoiceForm: form,
        supplierName: draft.supplier_name,
        confirmForm: { ...EMPTY_CONFIRM_FORM, ...data.confirmForm },
        // A draft saved on the confirm step had a complete form; the confirm step re-checks the dates.
        invoiceFormDone: data.step === 'confirm' && isInvoiceFormComplete(form),
      });
    },
    reset: () => set({ ...INITIAL }),
  };
});

/** Supplier and account exist and every required value is there (the confirm step's precondition). */
export function isInvoiceFormComplete(f: InvoiceForm): boolean {
  return (
    f.formOne.supplierId !== null &&
    !f.formOne.isNewSupplier &&
    f.formTwo.accountId !== null &&
    !f.formTwo.isNewAccount &&
    f.amount !== null &&
    f.amount >= MONEY.MIN_INVOICE_AMOUNT &&
    f.dueDate !== null &&
    f.transferDate !== null
  );
}

/** What a saved draft holds (never the card token or the approval). */
export function draftDataOf(s: PaymentFlowState, step: FlowStep): PaymentFlowDraftData {
  const f = s.invoiceForm;
  return {
    step,
    invoiceFile: s.invoiceFile,
    invoiceForm: {
      ...f,
      invoiceNumber: f.invoiceNumber.slice(0, 50),
      memo: f.memo.slice(0, 200),
    },
    confirmForm: { ...s.confirmForm, promotionCode: s.confirmForm.promotionCode.slice(0, 32) },
  };
}

export type FlowRoute = 'create' | 'invoiceinfo' | 'confirm' | 'complete';

/** Steps cannot be skipped: where a direct visit to `route` must go instead, or null to stay. */
export function flowRedirect(
  route: FlowRoute,
  s: Pick<PaymentFlowState, 'invoiceFile' | 'invoiceForm' | 'invoiceFormDone' | 'created'>,
): FlowRoute | null {
  if (route === 'complete') return s.created ? null : 'create';
  // A payment made in this flow cannot be made again from its screens.
  if (s.created) return route === 'create' ? null : 'complete';
  if (route === 'create') return null;
  if (!s.invoiceFile) return 'create';
  if (route === 'invoiceinfo') return null;
  return s.invoiceFormDone && isInvoiceFormComplete(s.invoiceForm) ? null : 'invoiceinfo';
}
