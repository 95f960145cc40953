import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ListError, ListLoading } from '../../components/ui/query-state.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { OpsPageHeader, OpsPanel } from '../components/ops-page.tsx';
import { opsPaths } from '../lib/ops-paths.ts';
import { messageOf } from '../payouts/components/batch-dialogs.tsx';
import { DataTable, InlineSelect, Td, Th } from '../payouts/components/table.tsx';
import { AdminOnly } from './admin-only.tsx';
import { DELIVERIES_PAGE_SIZE, partnerClientsQueryOptions, webhookDeliveriesQueryOptions } from './api.ts';
import type { DeliveryStatus } from './api.ts';
import { DELIVERY_STATUS_LABELS, DeliveryStatusBadge, lastResult } from './delivery-status.tsx';

const TITLE = 'Webhook配信';
const STATUSES = Object.keys(DELIVERY_STATUS_LABELS) as DeliveryStatus[];

function DeliveriesScreen() {
  const [params, setParams] = useSearchParams();
  const status = STATUSES.find((s) => s === params.get('status'));
  const clientId = params.get('client') || undefined;
  const before = Number(params.get('before')) || undefined;
  const deliveries = useQuery(webhookDeliveriesQueryOptions({ status, clientId, beforeId: before }));
  const clients = useQuery(partnerClientsQueryOptions());
  const update = (next: Record<string, string | undefined>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    // A new filter starts from the newest again.
    if (!('before' in next)) p.delete('before');
    setParams(p);
  };
  const rows = deliveries.data?.deliveries ?? [];
  return (
    <div className="space-y-6">
      <OpsPageHeader
        title={TITLE}
        lead="連携アプリへの通知（支払状況の変化）の配信記録です。失敗は24時間まで自動で再試行し、その後は「失敗」になります。詳細から再送できます。"
      />
      <OpsPanel
        title="配信ログ"
        flush
        actions={
          <div className="flex flex-wrap gap-3">
            <InlineSelect
              label="状態"
              value={status ?? ''}
              onChange={(v) => update({ status: v || undefined })}
              options={[{ value: '', label: 'すべて' }, ...STATUSES.map((s) => ({ value: s, label: DELIVERY_STATUS_LABELS[s] }))]}
            />
            <InlineSelect
              label="アプリ"
              value={clientId ?? ''}
              onChange={(v) => update({ client: v || undefined })}
              options={[
                { value: '', label: 'すべて' },
                ...(clients.data?.clients ?? []).map((c) => ({ value: c.client_id, label: c.name })),
              ]}
            />
          </div>
        }
      >
        {deliveries.isPending ? (
          <ListLoading />
        ) : deliveries.isError ? (
          <ListError message={messageOf(deliveries.error)} onRetry={() => void deliveries.refetch()} />
        ) : rows.length === 0 ? (
          <p className="p-4 text-sm text-slate-600">{before ? 'これより前の配信はありません。' : '該当する配信はありません。'}</p>
        ) : (
          <DataTable caption="Webhook の配信">
            <thead>
              <tr>
                <Th>発生日時</Th>
                <Th>イベント</Th>
                <Th>アプリ</Th>
                <Th>状態</Th>
                <Th numeric>試行</Th>
                <Th>最後の結果</Th>
                <Th>配信・次回試行</Th>
                <Th>
                  <span className="sr-only">詳細</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d.id}>
                  <Td className="whitespace-nowrap">{formatDateTime(d.created_at)}</Td>
                  <Td className="min-w-48">
                    <span className="font-semibold">{d.event_type}</span>
                    <span className="block font-mono text-xs break-all text-slate-500">{d.event_id}</span>
                  </Td>
                  <Td className="min-w-32">{d.client_name}</Td>
                  <Td className="whitespace-nowrap">
                    <DeliveryStatusBadge status={d.status} />
                  </Td>
                  <Td numeric>{d.attempts}</Td>
                  <Td className="max-w-64 min-w-32 text-xs break-all">{lastResult(d)}</Td>
                  <Td className="whitespace-nowrap text-xs">
                    {d.delivered_at
                      ? `配信 ${formatDateTime(d.delivered_at)}`
                      : d.next_attempt_at
                        ? `次回 ${formatDateTime(d.next_attempt_at)}`
                        : '—'}
                  </Td>
                  <Td className="whitespace-nowrap">
                    <Link
                      to={opsPaths.webhookDelivery(d.id)}
                      className="inline-flex items-center font-semibold text-brand-700 underline underline-offset-4"
                      aria-label={`${d.event_id} の詳細`}
                    >
                      詳細
                      <ChevronRight className="size-4" aria-hidden="true" />
                    </Link>
                  </Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
        {before || rows.length === DELIVERIES_PAGE_SIZE ? (
          <nav aria-label="ページ送り" className="flex justify-between gap-3 p-4">
            {before ? (
              <Button variant="secondary" size="sm" onClick={() => update({ before: undefined })}>
                最新から表示
              </Button>
            ) : (
              <span />
            )}
            {rows.length === DELIVERIES_PAGE_SIZE ? (
              <Button variant="secondary" size="sm" onClick={() => update({ before: String(rows.at(-1)!.id) })}>
                さらに古い配信
              </Button>
            ) : null}
          </nav>
        ) : null}
      </OpsPanel>
    </div>
  );
}

/** Webhook配信: the delivery log, by status and app, newest first. */
export function Component() {
  return (
    <AdminOnly title={TITLE}>
      <DeliveriesScreen />
    </AdminOnly>
  );
}
