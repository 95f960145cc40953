import type { Approval, RegisteredUpload } from '@icp/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { registerWorkflowReset, workflowStorageKey } from '../../../../lib/workflow.ts';
import type { InvoiceDetail } from '../../shared/api/get-invoice.ts';
import type { Attempt } from '../../shared/card-payment/card-approval.ts';

/** The correctable fields of a payment, as the edit screens hold them. */
export interface EditForm {
  amount: number | null;
  dueDate: string | null;
  transferDate: string | null;
  invoiceNumber: string;
  memo: string;
  accountId: number | null;
}

export interface PaymentEditState {
  /** The payment being corrected; everything else belongs to it. */
  invoiceId: number | null;
  /** Its values when the edit began (what "changed" is measured against), and its version. */
  original: (EditForm & { updatedAt: string }) | null;
  form: EditForm;
  /** A replacement invoice file, uploaded on the first edit screen. */
  newFile: RegisteredUpload | null;
  /** The first screen was completed with these values. */
  formDone: boolean;
  /** The card for a new authorisation (only when the amount changes). */
  creditCardId: number | null;
  approval: Approval | null;
  approvalAttempt: Attempt | null;
  updateAttempt: Attempt | null;

  start: (invoice: InvoiceDetail) => void;
  updateForm: (patch: Partial<EditForm>) => void;
  setNewFile: (upload: RegisteredUpload | null) => void;
  completeForm: () => void;
  setCreditCardId: (id: number | null) => void;
  setApproval: (approval: Approval | null) => void;
  setApprovalAttempt: (attempt: Attempt | null) => void;
  setUpdateAttempt: (attempt: Attempt | null) => void;
  reset: () => void;
}

const EMPTY_FORM: EditForm = {
  amount: null,
  dueDate: null,
  transferDate: null,
  invoiceNumber: '',
  memo: '',
  accountId: null,
};

const INITIAL = {
  invoiceId: null,
  original: null,
  form: EMPTY_FORM,
  newFile: null,
  formDone: false,
  creditCardId: null,
  approval: null,
  approvalAttempt: null,
  updateAttempt: null,
} satisfies Partial<PaymentEditState>;

export const formOfInvoice = (inv: InvoiceDetail): EditForm => ({
  amount: inv.amount,
  dueDate: inv.due_date,
  transferDate: inv.transfer_date,
  invoiceNumber: inv.invoice_number ?? '',
  memo: inv.memo ?? '',
  accountId: inv.account?.id ?? null,
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The correction of a payment the examination sent back (/payments/edit/{id}/…). It lives in the
 * `paymentCreate` workflow the edit routes belong to (sessionStorage, so the 3-D Secure round trip
 * keeps it; cleared when the workflow is left) under its own key, beside the creation flow's.
 */
export const usePaymentEdit = create<PaymentEditState>()(
  persist(
    (set, get) => ({
      ...INITIAL,
      start: (inv) =>
        set({
          ...INITIAL,
          invoiceId: inv.id,
          original: { ...formOfInvoice(inv), updatedAt: inv.updated_at },
          form: formOfInvoice(inv),
        }),
      updateForm: (patch) => {
        const form = { ...get().form, ...patch };
        if (!same(form, get().form)) set({ form, formDone: false });
      },
      setNewFile: (newFile) => set({ newFile, formDone: false }),
      completeForm: () => set({ formDone: true }),
      setCreditCardId: (creditCardId) => set({ creditCardId }),
      setApproval: (approval) => set({ approval }),
      setApprovalAttempt: (approvalAttempt) => set({ approvalAttempt }),
      setUpdateAttempt: (updateAttempt) => set({ updateAttempt }),
      reset: () => set({ ...INITIAL }),
    }),
    { name: `${workflowStorageKey('paymentCreate')}.edit`, storage: createJSONStorage(() => sessionStorage) },
  ),
);

registerWorkflowReset('paymentCreate', () => usePaymentEdit.setState({ ...INITIAL }));

/** Whether the amount differs from the payment's: a new card authorisation is needed then. */
export const amountChanged = (s: Pick<PaymentEditState, 'form' | 'original'>) =>
  s.original !== null && s.form.amount !== null && s.form.amount !== s.original.amount;
