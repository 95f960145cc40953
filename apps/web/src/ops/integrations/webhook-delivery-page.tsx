import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, Send } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ListError, ListLoading } from '../../components/ui/query-state.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { showError, showSuccess } from '../../lib/ui-store.ts';
import { OpsPageHeader, OpsPanel } from '../components/ops-page.tsx';
import { opsPaths } from '../lib/ops-paths.ts';
import { ConfirmCallDialog, messageOf } from '../payouts/components/batch-dialogs.tsx';
import { DataTable, Td, Th } from '../payouts/components/table.tsx';
import { AdminOnly } from './admin-only.tsx';
import { integrationKeys, replayWebhookDelivery, webhookDeliveryQueryOptions } from './api.ts';
import type { WebhookDeliveryDetail } from './api.ts';
import { DeliveryStatusBadge, lastResult } from './delivery-status.tsx';

const TITLE = 'Webhook配信の詳細';

/** The body as sent, indented for reading (what was sent byte for byte is the same JSON). */
function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function Summary({ detail }: { detail: WebhookDeliveryDetail }) {
  const d = detail.delivery;
  const rows: [string, ReactNode][] = [
    ['状態', <DeliveryStatusBadge key="s" status={d.status} />],
    ['イベント', d.event_type],
    [
      'イベントID',
      <span key="e" className="font-mono break-all">
        {d.event_id}
      </span>,
    ],
    ['アプリ', `${d.client_name}（${d.client_id}）`],
    ['発生日時', formatDateTime(d.created_at)],
    ['試行回数', `${d.attempts}回`],
    ['最後の結果', lastResult(d)],
    ['配信日時', d.delivered_at ? formatDateTime(d.delivered_at) : '—'],
    ['次回試行', d.next_attempt_at ? formatDateTime(d.next_attempt_at) : '—'],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-500">{k}</dt>
          <dd className="text-slate-900">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function DeliveryScreen({ id }: { id: number }) {
  const detail = useQuery(webhookDeliveryQueryOptions(id));
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="space-y-6">
      <OpsPageHeader
        title={TITLE}
        back={
          <Link
            to={opsPaths.webhookDeliveries()}
            className="inline-flex items-center font-semibold text-brand-700 underline underline-offset-4"
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            Webhook配信へ戻る
          </Link>
        }
        actions={
          detail.data ? (
            <Button onClick={() => setConfirming(true)}>
              <Send className="size-4" aria-hidden="true" />
              再送
            </Button>
          ) : null
        }
      />
      {detail.isPending ? (
        <ListLoading />
      ) : detail.isError ? (
        <ListError message={messageOf(detail.error)} onRetry={() => void detail.refetch()} />
      ) : (
        <>
          <OpsPanel title="配信">
            <Summary detail={detail.data} />
          </OpsPanel>
          <OpsPanel title="送信した本文">
            <pre className="max-h-96 overflow-auto rounded-lg bg-slate-900 p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap break-all text-slate-100">
              {prettyBody(detail.data.delivery.body)}
            </pre>
            <p className="mt-2 text-xs text-slate-600">
              再送しても同じイベントID・同じ本文です（署名とタイムスタンプは送信のたびに新しくなります）。
            </p>
          </OpsPanel>
          <OpsPanel title="試行の履歴" flush>
            {detail.data.attempts.length === 0 ? (
              <p className="p-4 text-sm text-slate-600">まだ送信していません。</p>
            ) : (
              <DataTable caption="試行の履歴">
                <thead>
                  <tr>
                    <Th>日時</Th>
                    <Th>結果</Th>
                    <Th numeric>所要時間</Th>
                    <Th>再送</Th>
                  </tr>
                </thead>
                <tbody>
                  {detail.data.attempts.map((a) => (
                    <tr key={a.id}>
                      <Td className="whitespace-nowrap">{formatDateTime(a.created_at)}</Td>
                      <Td className="min-w-40 text-xs break-all">
                        {a.status_code !== null ? <span className="font-semibold">HTTP {a.status_code}</span> : null}
                        {a.error ? <span className="block text-red-800">{a.error}</span> : null}
                      </Td>
                      <Td numeric>{a.duration_ms.toLocaleString('ja-JP')} ms</Td>
                      <Td className="whitespace-nowrap">{a.replayed_by ? `${a.replayed_by}が再送` : '自動'}</Td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            )}
          </OpsPanel>
        </>
      )}
      {confirming && detail.data ? (
        <ConfirmCallDialog
          onClose={() => setConfirming(false)}
          title="この Webhook を再送しますか？"
          description={`${detail.data.delivery.client_name} へ、同じイベント（${detail.data.delivery.event_id}）を今すぐ送信します。応答を最大5秒待ちます。`}
          submitLabel="再送する"
          call={async () => {
            const result = await replayWebhookDelivery(id);
            queryClient.setQueryData(integrationKeys.delivery(id), result);
            void queryClient.invalidateQueries({ queryKey: ['ops', 'integrations', 'deliveries'] });
            setConfirming(false);
            const last = result.attempts.at(-1);
            if (last && last.status_code !== null && last.status_code >= 200 && last.status_code < 300)
              showSuccess(`再送しました（HTTP ${last.status_code}）。`);
            else
              showError(
                `再送しましたが、受け付けられませんでした（${last?.error ?? (last?.status_code ? `HTTP ${last.status_code}` : '応答なし')}）。`,
              );
          }}
        />
      ) : null}
    </div>
  );
}

/** One delivery: the exact body, every attempt, and 再送. */
export function Component() {
  const id = Number(useParams().id);
  return (
    <AdminOnly title={TITLE}>
      {Number.isSafeInteger(id) && id > 0 ? <DeliveryScreen id={id} /> : <ListError message="Webhook の配信が見つかりません。" />}
    </AdminOnly>
  );
}
