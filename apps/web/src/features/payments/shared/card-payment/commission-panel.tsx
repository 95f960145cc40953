import type { Commission } from '@icp/contract';
import { Card } from '../../../../components/ui/card.tsx';
import { ListError, ListLoading } from '../../../../components/ui/query-state.tsx';
import { formatAmount } from '../../../../lib/format.ts';

const rate = (basisPoints: number) => `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

function Row({ label, value, sub, strong }: { label: string; value: string; sub?: boolean; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'mt-2 flex items-baseline justify-between gap-4 border-t border-slate-100 pt-3'
          : 'flex items-baseline justify-between gap-4 py-1.5'
      }
    >
      <dt className={sub ? 'pl-4 text-sm text-slate-500' : strong ? 'font-bold text-slate-900' : 'text-slate-700'}>{label}</dt>
      <dd
        className={
          strong
            ? 'text-2xl font-bold text-slate-900 tabular-nums'
            : sub
              ? 'text-sm text-slate-500 tabular-nums'
              : 'font-semibold text-slate-900 tabular-nums'
        }
      >
        {value}
      </dd>
    </div>
  );
}

/** 請求金額, 手数料（税込）with うち消費税 and any discount, and the total charged to the card. */
export function CommissionPanel({
  commission,
  loading,
  failed,
  onRetry,
}: {
  commission: Commission | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  return (
    <Card>
      <section aria-labelledby="commission-heading">
        <h2 id="commission-heading" className="mb-3 text-lg font-bold text-slate-900">
          お支払い金額
        </h2>
        {commission ? (
          <>
            {/* A dl holds only dt/dd pairs, each in one div (no wrapper around groups of rows), or screen readers lose the pairs. */}
            <dl aria-busy={loading || undefined}>
              <Row label="請求金額" value={formatAmount(commission.amount)} />
              {commission.discount > 0 ? (
                <>
                  <Row label="手数料（税込）" value={formatAmount(commission.commission)} />
                  <Row label="プロモーション割引" value={`-${formatAmount(commission.discount)}`} />
                  <Row label="割引後の手数料（税込）" value={formatAmount(commission.commission_after_discount)} />
                </>
              ) : (
                <Row label="手数料（税込）" value={formatAmount(commission.commission_after_discount)} />
              )}
              <Row label="うち消費税" value={formatAmount(commission.consumption_tax)} sub />
              <Row label="カードへのご請求額（合計）" value={formatAmount(commission.total)} strong />
            </dl>
            <p className="mt-3 text-xs text-slate-500">
              手数料は請求金額の{rate(commission.commission_rate_basis_points)}（最低{formatAmount(commission.minimum_commission)}
              ）です。カードへの請求は審査の完了後に確定します。
            </p>
          </>
        ) : failed ? (
          <ListError message="手数料を取得できませんでした。" onRetry={onRetry} />
        ) : (
          <ListLoading label="手数料を計算しています" />
        )}
      </section>
    </Card>
  );
}
