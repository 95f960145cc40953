import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../../lib/paths.ts';
import { showSnackbar } from '../../../../lib/ui-store.ts';
import { invoiceQueryOptions } from '../../shared/api/get-invoice.ts';
import type { InvoiceDetail } from '../../shared/api/get-invoice.ts';
import { listTabOf } from '../../shared/components/list-tab.ts';
import { PaymentNotFound, PaymentQueryState } from '../../shared/components/payment-not-found.tsx';

/** The edit screens read the payment without a list filter: it is corrected wherever it is listed. */
export const editInvoiceQueryOptions = (id: number) => invoiceQueryOptions(id, null);

export const NOT_EDITABLE = 'この支払は修正できません。審査で修正をお願いした支払のみ、審査中に修正できます。';

/** Back to the payment, saying why (the snackbar outlives the navigation). */
export function RedirectWithMessage({ to, text }: { to: string; text: string }) {
  useEffect(() => showSnackbar({ color: 'info', text }), [text]);
  return <Navigate to={to} replace />;
}

/**
 * The payment of an edit screen once it is known to be correctable: not found, loading and
 * failure states otherwise, and back to its detail when it cannot be corrected (any more).
 */
export function EditGate({
  id,
  leaving,
  children,
}: {
  id: number | null;
  /** The correction was sent and the screen is being left: keep showing it as it is. */
  leaving?: boolean;
  children: (inv: InvoiceDetail) => ReactNode;
}) {
  const detail = useQuery({ ...editInvoiceQueryOptions(id ?? 0), enabled: id !== null });
  if (id === null) return <PaymentNotFound tab="review" />;
  if (!detail.data) return <PaymentQueryState tab="review" query={detail} />;
  const inv = detail.data;
  if (!inv.can_edit && !leaving) {
    return <RedirectWithMessage to={paths.paymentDetail(listTabOf(inv), inv.id)} text={NOT_EDITABLE} />;
  }
  return children(inv);
}
