import type { Approval } from '@icp/contract';
import { createWorkflowStore } from '../../../../lib/workflow.ts';
import type { Attempt } from '../../shared/card-payment/card-approval.ts';

export interface RequestPaymentState {
  /** The seller's request being paid; everything else belongs to it. */
  invoiceId: number | null;
  transferDate: string | null;
  creditCardId: number | null;
  approval: Approval | null;
  approvalAttempt: Attempt | null;
  payAttempt: Attempt | null;

  /** Opens the screen for a request: another request starts from nothing. */
  open: (invoiceId: number) => void;
  setTransferDate: (date: string | null) => void;
  setCreditCardId: (id: number | null) => void;
  setApproval: (approval: Approval | null) => void;
  setApprovalAttempt: (attempt: Attempt | null) => void;
  setPayAttempt: (attempt: Attempt | null) => void;
  reset: () => void;
}

const INITIAL = {
  invoiceId: null,
  transferDate: null,
  creditCardId: null,
  approval: null,
  approvalAttempt: null,
  payAttempt: null,
} satisfies Partial<RequestPaymentState>;

/**
 * Paying a seller's request by card (/payments/waiting/{id}/creditcard): the `invoicePayment`
 * workflow (sessionStorage, so the 3-D Secure round trip keeps it; cleared when it is left).
 */
export const useRequestPayment = createWorkflowStore<RequestPaymentState>('invoicePayment', (set, get) => ({
  ...INITIAL,
  open: (invoiceId) => {
    if (get().invoiceId !== invoiceId) set({ ...INITIAL, invoiceId });
  },
  setTransferDate: (transferDate) => set({ transferDate }),
  setCreditCardId: (creditCardId) => set({ creditCardId }),
  setApproval: (approval) => set({ approval }),
  setApprovalAttempt: (approvalAttempt) => set({ approvalAttempt }),
  setPayAttempt: (payAttempt) => set({ payAttempt }),
  reset: () => set({ ...INITIAL }),
}));
