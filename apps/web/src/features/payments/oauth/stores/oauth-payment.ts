import type { Approval, CreatedInvoice } from '@icp/contract';
import { createWorkflowStore } from '../../../../lib/workflow.ts';
import type { Attempt } from '../../shared/card-payment/card-approval.ts';

/** The buyer's supplier and account for the pre-payment (POST …/prepare): matched, or registered now. */
export interface PreparedIds {
  supplierId: number;
  accountId: number;
  supplierCreated: boolean;
  accountCreated: boolean;
}

/** What the buyer chose on the invoice-info step; the rest of the invoice is the partner's. */
export interface OAuthInvoiceInfo {
  transferDate: string | null;
  /** Typed by the buyer only when the partner sent no due date. */
  dueDate: string | null;
  /** null: the partner's memo, unchanged. */
  memo: string | null;
}

/** The payment made in this flow, kept for the complete screen after the in-progress data is cleared. */
export interface OAuthCompleted {
  preId: string;
  invoice: CreatedInvoice;
}

export interface OAuthPaymentState extends OAuthInvoiceInfo {
  /** The pre-payment being paid; everything below belongs to it. */
  preId: string | null;
  prepared: PreparedIds | null;
  /** The invoice-info step was completed with these values (the supplier and account exist). */
  invoiceInfoDone: boolean;
  creditCardId: number | null;
  promotionCode: string;
  approval: Approval | null;
  approvalAttempt: Attempt | null;
  invoiceAttempt: Attempt | null;
  /** The buyer ticked 「重複していないことを確認しました」 for the earlier payments shown (ADR 0013). */
  duplicateConfirmed: boolean;
  completed: OAuthCompleted | null;

  /** Opens the flow for a pre-payment: another pre-payment starts from nothing. */
  open: (preId: string) => void;
  updateInvoiceInfo: (patch: Partial<OAuthInvoiceInfo>) => void;
  /** 次へ succeeded: the supplier and account exist, the confirm step may open. */
  completeInvoiceInfo: (prepared: PreparedIds) => void;
  updateConfirm: (patch: { creditCardId?: number | null; promotionCode?: string }) => void;
  setApproval: (approval: Approval | null) => void;
  setApprovalAttempt: (attempt: Attempt | null) => void;
  setInvoiceAttempt: (attempt: Attempt | null) => void;
  setDuplicateConfirmed: (confirmed: boolean) => void;
  /** The payment was created: the in-progress data goes, what the complete screen shows stays. */
  finish: (invoice: CreatedInvoice) => void;
  reset: () => void;
}

const NO_APPROVAL = { approval: null, approvalAttempt: null, invoiceAttempt: null } as const;

const IN_PROGRESS = {
  preId: null,
  transferDate: null,
  dueDate: null,
  memo: null,
  prepared: null,
  invoiceInfoDone: false,
  creditCardId: null,
  promotionCode: '',
  ...NO_APPROVAL,
  duplicateConfirmed: false,
} satisfies Partial<OAuthPaymentState>;

const INITIAL = { ...IN_PROGRESS, completed: null } satisfies Partial<OAuthPaymentState>;

/**
 * The OAuth payment workflow (`oauthPayment`, spec §2): sessionStorage, so the 3-D Secure round
 * trip keeps it; cleared when the buyer leaves for another workflow. Never any card data.
 */
export const useOAuthPayment = createWorkflowStore<OAuthPaymentState>('oauthPayment', (set, get) => ({
  ...INITIAL,
  open: (preId) => {
    if (get().preId !== preId) set({ ...IN_PROGRESS, preId });
  },
  updateInvoiceInfo: (patch) => {
    const s = get();
    const changed = (Object.keys(patch) as (keyof OAuthInvoiceInfo)[]).some((k) => patch[k] !== undefined && patch[k] !== s[k]);
    // What was authorised and prepared was for the old values: the step must be completed again.
    if (changed) set({ ...patch, invoiceInfoDone: false, duplicateConfirmed: false, ...NO_APPROVAL });
  },
  completeInvoiceInfo: (prepared) => set({ prepared, invoiceInfoDone: true }),
  updateConfirm: (patch) => {
    const s = get();
    const changed =
      (patch.creditCardId !== undefined && patch.creditCardId !== s.creditCardId) ||
      (patch.promotionCode !== undefined && patch.promotionCode !== s.promotionCode);
    if (changed) set({ ...patch, ...NO_APPROVAL });
  },
  setApproval: (approval) => set({ approval }),
  setApprovalAttempt: (approvalAttempt) => set({ approvalAttempt }),
  setInvoiceAttempt: (invoiceAttempt) => set({ invoiceAttempt }),
  setDuplicateConfirmed: (duplicateConfirmed) => set({ duplicateConfirmed }),
  finish: (invoice) => {
    const preId = get().preId;
    set({ ...IN_PROGRESS, completed: preId ? { preId, invoice } : null });
  },
  reset: () => set({ ...INITIAL }),
}));

export type OAuthFlowRoute = 'invoiceinfo' | 'confirm' | 'complete';

/** Steps cannot be skipped, and a paid pre-payment is not paid again: where `route` must go instead, or null. */
export function oauthFlowRedirect(
  route: OAuthFlowRoute,
  preId: string,
  s: Pick<OAuthPaymentState, 'preId' | 'prepared' | 'invoiceInfoDone' | 'transferDate' | 'completed'>,
): OAuthFlowRoute | null {
  if (route === 'complete') return null;
  if (s.completed?.preId === preId) return 'complete';
  if (route === 'invoiceinfo') return null;
  const ready = s.preId === preId && s.invoiceInfoDone && s.prepared !== null && s.transferDate !== null;
  return ready ? null : 'invoiceinfo';
}
