import { SearchX } from 'lucide-react';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { DocumentTitle } from '../../../../components/ui/document-title.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ListError, ListLoading } from '../../../../components/ui/query-state.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import type { PaymentListTab } from '../../../../lib/paths.ts';

/** A route param that should be a positive integer id, or null. */
export function parseIdParam(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export const isNotFound = (e: unknown) => isApiError(e) && e.httpStatus === 404;

const BACK_LABELS: Readonly<Record<PaymentListTab, string>> = {
  review: '審査中の一覧へ',
  reserved: '振込予約済の一覧へ',
  history: '支払履歴へ',
  waiting: '支払待ちの一覧へ',
  draft: '下書きの一覧へ',
};

/** An unknown payment, or another buyer's (the API answers 404 for both and so do we). */
export function PaymentNotFound({ tab }: { tab: PaymentListTab }) {
  return (
    <Card flush>
      <DocumentTitle title="支払が見つかりません" />
      <EmptyState
        icon={SearchX}
        title="支払が見つかりません"
        action={<ButtonLink to={paths.paymentList(tab)}>{BACK_LABELS[tab]}</ButtonLink>}
      >
        URLが正しいかご確認ください。削除された支払や、ほかの事業者の支払は表示できません。
      </EmptyState>
    </Card>
  );
}

/** Loading, failed or not found: what a payment screen shows until its payment is there. */
export function PaymentQueryState({
  tab,
  query,
}: {
  tab: PaymentListTab;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
}) {
  if (query.isError && isNotFound(query.error)) return <PaymentNotFound tab={tab} />;
  if (query.isError)
    return (
      <Card flush>
        <ListError message="支払を取得できませんでした。時間をおいて再度お試しください。" onRetry={() => void query.refetch()} />
      </Card>
    );
  return <ListLoading label="支払を読み込んでいます" />;
}

export { BACK_LABELS };
