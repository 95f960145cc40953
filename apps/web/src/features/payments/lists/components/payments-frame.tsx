import { Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { PageHeader } from '../../../../components/ui/card.tsx';
import { cn } from '../../../../components/ui/cn.ts';
import { paths } from '../../../../lib/paths.ts';
import type { PaymentListTab } from '../../../../lib/paths.ts';
import { paymentTabCounts, useStatsStore } from '../../../../lib/session/stats-store.ts';

const TABS: readonly { tab: PaymentListTab; label: string }[] = [
  { tab: 'review', label: '審査中' },
  { tab: 'waiting', label: '支払待ち' },
  { tab: 'reserved', label: '振込予約済' },
  { tab: 'history', label: '履歴' },
  { tab: 'draft', label: '下書き' },
];

/** Title, the upload call to action and the tab bar shared by the payment lists. */
export function PaymentsFrame({ title, children }: { title: string; children: ReactNode }) {
  const stats = useStatsStore((s) => s.stats);
  const counts: Record<PaymentListTab, number> = paymentTabCounts(stats);
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <ButtonLink to={paths.paymentsCreate()}>
            <Upload className="size-4" aria-hidden="true" />
            請求書をアップロードして支払う
          </ButtonLink>
        }
      />
      <nav aria-label="支払の一覧" className="-mx-4 mb-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 border-b border-slate-200">
          {TABS.map(({ tab, label }) => (
            <li key={tab}>
              <NavLink
                to={paths.paymentList(tab)}
                end={false}
                className={({ isActive }) =>
                  cn(
                    'relative flex h-11 items-center gap-2 px-4 text-sm font-medium whitespace-nowrap',
                    isActive
                      ? 'text-brand-700 after:absolute after:inset-x-2 after:-bottom-px after:h-0.5 after:rounded-full after:bg-brand-600'
                      : 'text-slate-600 hover:text-slate-900',
                  )
                }
              >
                {label}
                <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-600 tabular-nums">{counts[tab]}</span>
                {tab === 'review' && stats.paymentsActionRequiredCount > 0 ? (
                  <span className="size-2 rounded-full bg-red-500" role="img" aria-label="要対応あり" />
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </>
  );
}
