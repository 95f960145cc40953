import { useQuery } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import {
  Bell,
  Building2,
  CalendarClock,
  ChevronRight,
  CircleAlert,
  FilePen,
  History,
  Hourglass,
  Search,
  Upload,
} from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { companyNameOf } from '../../../lib/api/get-user-information.ts';
import { paths } from '../../../lib/paths.ts';
import { paymentTabCounts, useStatsStore } from '../../../lib/session/stats-store.ts';
import { userStatsQueryOptions } from '../../../lib/session/user-stats.ts';
import { useUserStore } from '../../../lib/session/user-store.ts';

interface CountCard {
  key: string;
  label: string;
  description: string;
  count: number;
  to: string;
  icon: LucideIcon;
  urgent?: boolean;
}

/**
 * A status card. Its name is its content, so it says everything it shows, in order: label,
 * description, count ("要対応 修正や確認が必要な支払 2件"). No aria-label: one would drop the
 * description or differ from the visible text (WCAG 2.5.3). The {' '} separate the words for
 * speech and render nothing between the block and flex boxes.
 */
function CountTile({ card, loaded }: { card: CountCard; loaded: boolean }) {
  const Icon = card.icon;
  const highlighted = card.urgent && card.count > 0;
  return (
    // min-w-0: a grid item is at least as wide as its unbroken text, so without it a long
    // description (truncated on one line) pushes the card past a 390 px screen.
    <li className="min-w-0">
      <Link
        to={card.to}
        className={cn(
          'group flex h-full items-center gap-4 rounded-2xl border bg-white p-5 transition-shadow hover:shadow-md',
          highlighted ? 'border-red-300 ring-2 ring-red-100' : 'border-slate-200/80',
        )}
      >
        <span
          className={cn(
            'flex size-11 shrink-0 items-center justify-center rounded-xl',
            highlighted ? 'bg-red-50 text-red-600' : 'bg-brand-50 text-brand-600',
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className={cn('block text-sm font-semibold', highlighted ? 'text-red-700' : 'text-slate-700')}>{card.label}</span>{' '}
          <span className="block truncate text-xs text-slate-500">{card.description}</span>
        </span>{' '}
        <span className={cn('text-2xl font-bold tabular-nums', highlighted ? 'text-red-600' : 'text-slate-900')}>
          {loaded ? (
            <>
              {card.count}
              <span className="ml-0.5 text-xs font-medium text-slate-500">件</span>
            </>
          ) : (
            <>
              <span aria-hidden="true">—</span>
              <span className="sr-only">件数を取得中</span>
            </>
          )}
        </span>
        <ChevronRight className="size-5 shrink-0 text-slate-300 group-hover:text-slate-500" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** "What needs doing now": a card per payment tab, suppliers, notifications, and next steps. */
export function Component() {
  useQuery(userStatsQueryOptions());
  const stats = useStatsStore((s) => s.stats);
  const loaded = useStatsStore((s) => s.loaded);
  const user = useUserStore((s) => s.user);
  const company = companyNameOf(user);
  const person = user ? [user.userLastName, user.userFirstName].filter(Boolean).join(' ') : '';

  const tabCounts = paymentTabCounts(stats);
  const paymentCards: CountCard[] = [
    {
      key: 'action',
      label: '要対応',
      description: '修正や確認が必要な支払',
      count: stats.paymentsActionRequiredCount,
      to: paths.paymentList('review'),
      icon: CircleAlert,
      urgent: true,
    },
    {
      key: 'review',
      label: '審査中',
      description: '申請済みで審査中の支払（要対応を含む）',
      // The same count as the 審査中 tab it opens.
      count: tabCounts.review,
      to: paths.paymentList('review'),
      icon: Search,
    },
    {
      key: 'waiting',
      label: '支払待ち',
      description: 'カード払いを依頼された支払',
      count: tabCounts.waiting,
      to: paths.paymentList('waiting'),
      icon: Hourglass,
    },
    {
      key: 'reserved',
      label: '振込予約済',
      description: '振込日を待っている支払',
      count: tabCounts.reserved,
      to: paths.paymentList('reserved'),
      icon: CalendarClock,
    },
    {
      key: 'history',
      label: '履歴',
      description: '振込完了・キャンセル・期限切れ',
      count: tabCounts.history,
      to: paths.paymentList('history'),
      icon: History,
    },
    {
      key: 'draft',
      label: '下書き',
      description: '入力途中で保存した支払',
      count: tabCounts.draft,
      to: paths.paymentList('draft'),
      icon: FilePen,
    },
  ];
  const otherCards: CountCard[] = [
    {
      key: 'suppliers',
      label: '登録済み支払先',
      description: '利用中の支払先',
      count: stats.suppliersEnableCount,
      to: paths.suppliers('enable'),
      icon: Building2,
    },
    {
      key: 'notifications',
      label: '未読のお知らせ',
      description: '審査結果やサービスからのご案内',
      count: stats.notificationUnreadCount,
      to: paths.notifications(),
      icon: Bell,
      urgent: true,
    },
  ];
  const noSuppliers = loaded && stats.suppliersEnableCount === 0;

  return (
    <>
      <PageHeader
        title="トップページ"
        lead={company ? `${company}${person ? `　${person} 様` : ''}` : undefined}
        actions={
          <ButtonLink to={paths.paymentsCreate()} size="lg">
            <Upload className="size-5" aria-hidden="true" />
            請求書をアップロードして支払う
          </ButtonLink>
        }
      />

      {loaded && stats.paymentsActionRequiredCount > 0 ? (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center gap-4 rounded-2xl border border-red-200 bg-red-50 p-5 sm:p-6"
        >
          <CircleAlert className="size-6 shrink-0 text-red-600" aria-hidden="true" />
          <p className="min-w-0 flex-1 font-semibold text-red-800">
            対応が必要な支払が {stats.paymentsActionRequiredCount}件 あります。内容をご確認ください。
          </p>
          <ButtonLink to={paths.paymentList('review')} variant="danger">
            確認する
          </ButtonLink>
        </div>
      ) : null}

      <section aria-labelledby="toppage-payments" className="mb-8">
        <h2 id="toppage-payments" className="mb-3 text-base font-bold text-slate-900">
          支払の状況
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {paymentCards.map((c) => (
            <CountTile key={c.key} card={c} loaded={loaded} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="toppage-others" className="mb-8">
        <h2 id="toppage-others" className="mb-3 text-base font-bold text-slate-900">
          支払先とお知らせ
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {otherCards.map((c) => (
            <CountTile key={c.key} card={c} loaded={loaded} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="toppage-next">
        <h2 id="toppage-next" className="mb-3 text-base font-bold text-slate-900">
          次にすること
        </h2>
        <div className="grid gap-3 lg:grid-cols-2">
          <Card className={cn('flex flex-col gap-3', noSuppliers && 'border-brand-200 ring-2 ring-brand-100')}>
            <p className="text-sm font-semibold text-brand-700">{noSuppliers ? 'ステップ 1' : '支払先'}</p>
            <h3 className="text-lg font-bold text-slate-900">支払先を登録する</h3>
            <p className="text-sm text-slate-600">
              請求書の発行元（支払先）と振込先口座を登録します。登録した支払先は、次回から選ぶだけで使えます。
            </p>
            <div>
              <ButtonLink to={paths.supplierAddCompany()} variant={noSuppliers ? 'primary' : 'secondary'}>
                支払先を登録する
              </ButtonLink>
            </div>
          </Card>
          <Card className="flex flex-col gap-3">
            <p className="text-sm font-semibold text-brand-700">{noSuppliers ? 'ステップ 2' : '支払'}</p>
            <h3 className="text-lg font-bold text-slate-900">請求書をカードで支払う</h3>
            <p className="text-sm text-slate-600">
              請求書（JPG・PNG・PDF）をアップロードし、内容を確認して申請します。支払先へは銀行振込でお届けします。
            </p>
            <div>
              <ButtonLink to={paths.paymentsCreate()} variant={noSuppliers ? 'secondary' : 'primary'}>
                請求書をアップロードして支払う
              </ButtonLink>
            </div>
          </Card>
        </div>
      </section>
    </>
  );
}
