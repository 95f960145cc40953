import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ListError, ListLoading } from '../../components/ui/query-state.tsx';
import { formatAmount, formatDateTime } from '../../lib/format.ts';
import { showSuccess } from '../../lib/ui-store.ts';
import { OpsBadge } from '../components/ops-badge.tsx';
import { OpsPageHeader, OpsPanel } from '../components/ops-page.tsx';
import { opsPaths } from '../lib/ops-paths.ts';
import { ConfirmCallDialog, messageOf } from '../payouts/components/batch-dialogs.tsx';
import { DataTable, Td, Th } from '../payouts/components/table.tsx';
import { adminKeys, gatewayOperationsQueryOptions, retryGatewayOperation } from './api.ts';
import type { GatewayOperation } from './api.ts';

const KIND = { void: '与信取消', refund: '返金' } as const;

/** 決済処理の再試行: card gateway operations (void, refund) whose retries gave up, and a retry for each. */
export function Component() {
  const ops = useQuery(gatewayOperationsQueryOptions());
  const queryClient = useQueryClient();
  const [retrying, setRetrying] = useState<GatewayOperation | null>(null);
  return (
    <div className="space-y-6">
      <OpsPageHeader
        title="決済処理の再試行"
        lead="自動の再試行を打ち切ったカード決済の処理（与信取消・返金）です。原因を確認してから再実行してください。返金が二重に行われることはありません。"
      />
      <OpsPanel title="打ち切った処理" flush>
        {ops.isPending ? (
          <ListLoading />
        ) : ops.isError ? (
          <ListError message={messageOf(ops.error)} onRetry={() => void ops.refetch()} />
        ) : ops.data.operations.length === 0 ? (
          <EmptyState icon={CircleCheck} title="打ち切った処理はありません" />
        ) : (
          <DataTable caption="打ち切った決済処理">
            <thead>
              <tr>
                <Th numeric>処理ID</Th>
                <Th>支払</Th>
                <Th>種類</Th>
                <Th numeric>金額</Th>
                <Th numeric>試行</Th>
                <Th>結果コード</Th>
                <Th>最終更新</Th>
                <Th>
                  <span className="sr-only">操作</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {ops.data.operations.map((op) => (
                <tr key={op.id}>
                  <Td numeric className="font-mono">
                    {op.id}
                  </Td>
                  <Td className="whitespace-nowrap">
                    {op.invoice_id ? (
                      <Link
                        to={opsPaths.examinationDetail(op.invoice_id)}
                        className="text-brand-700 underline underline-offset-2"
                      >
                        支払 {op.invoice_id}
                      </Link>
                    ) : op.approval_id ? (
                      `与信 ${op.approval_id}`
                    ) : (
                      '—'
                    )}
                  </Td>
                  <Td>
                    <OpsBadge tone={op.kind === 'refund' ? 'amber' : 'slate'}>{KIND[op.kind]}</OpsBadge>
                  </Td>
                  <Td numeric>{formatAmount(op.amount)}</Td>
                  <Td numeric>{op.attempts}回</Td>
                  <Td className="font-mono text-xs">{op.result_code ?? '—'}</Td>
                  <Td className="whitespace-nowrap">{formatDateTime(op.updated_at)}</Td>
                  <Td>
                    <Button size="sm" variant="secondary" onClick={() => setRetrying(op)}>
                      再実行
                    </Button>
                  </Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </OpsPanel>
      {retrying ? (
        <ConfirmCallDialog
          onClose={() => setRetrying(null)}
          title="この処理を再実行しますか？"
          description={`処理 ${retrying.id}：${KIND[retrying.kind]} ${formatAmount(retrying.amount)}`}
          submitLabel="再実行する"
          call={async () => {
            try {
              const { operation } = await retryGatewayOperation(retrying.id);
              if (operation.status === 'done') {
                showSuccess(`処理 ${operation.id} は完了しました。`);
                setRetrying(null);
              } else {
                throw new Error(
                  `処理 ${operation.id} はまだ完了していません（${operation.result_code ?? '不明'}、次回 ${formatDateTime(operation.next_attempt_at)}）。`,
                );
              }
            } finally {
              void queryClient.invalidateQueries({ queryKey: adminKeys.gatewayOperations });
            }
          }}
        />
      ) : null}
    </div>
  );
}
