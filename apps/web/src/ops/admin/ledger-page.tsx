import { useMutation } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { OpsPageHeader, OpsPanel } from '../components/ops-page.tsx';
import { opsPaths } from '../lib/ops-paths.ts';
import { messageOf } from '../payouts/components/batch-dialogs.tsx';
import { DataTable, Td, Th } from '../payouts/components/table.tsx';
import { verifyLedger } from './api.ts';

/** 元帳検証: ledger:verify from the console — every payment's ledger balances checked against its status. */
export function Component() {
  const run = useMutation({ mutationFn: verifyLedger });
  const result = run.data;
  return (
    <div className="space-y-6">
      <OpsPageHeader
        title="元帳検証"
        lead="すべての支払について、元帳の残高が支払の状態と合っているかを検証します（読み取りのみ）。"
      />
      <OpsPanel title="検証の実行">
        <div className="space-y-4">
          <Button pending={run.isPending} onClick={() => run.mutate()}>
            {run.isPending ? null : <PlayCircle className="size-4" aria-hidden="true" />}
            元帳を検証する
          </Button>
          {run.isError ? <Alert tone="error">{messageOf(run.error)}</Alert> : null}
          {result ? (
            <div
              role="status"
              className={
                result.problems.length === 0
                  ? 'flex items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 font-bold text-emerald-900'
                  : 'flex items-center gap-2 rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-bold text-red-800'
              }
            >
              {result.problems.length === 0 ? (
                <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
              ) : (
                <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
              )}
              {result.checked.toLocaleString('ja-JP')} 件を検証しました。不整合 {result.problems.length} 件（
              {formatDateTime(result.verified_at)}）
            </div>
          ) : null}
        </div>
      </OpsPanel>
      {result && result.problems.length > 0 ? (
        <OpsPanel title="不整合" flush>
          <DataTable caption="元帳の不整合">
            <thead>
              <tr>
                <Th>支払</Th>
                <Th>状態</Th>
                <Th>内容</Th>
              </tr>
            </thead>
            <tbody>
              {result.problems.map((p) => (
                <tr key={`${p.invoice_id}-${p.problem}`}>
                  <Td className="font-mono text-xs whitespace-nowrap">
                    {p.invoice_id > 0 ? (
                      <Link to={opsPaths.examinationDetail(p.invoice_id)} className="text-brand-700 underline underline-offset-2">
                        {p.display_id}
                      </Link>
                    ) : (
                      // The card acquirer's settlement (a period, or the whole): no single payment to open.
                      <Link to={opsPaths.money()} className="text-brand-700 underline underline-offset-2">
                        {p.display_id}
                      </Link>
                    )}
                  </Td>
                  <Td className="whitespace-nowrap">{p.status}</Td>
                  <Td>{p.problem}</Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </OpsPanel>
      ) : null}
    </div>
  );
}
