import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { ListError, ListLoading } from '../../components/ui/query-state.tsx';
import { formatJapaneseDate } from '../../lib/format.ts';
import { showSuccess } from '../../lib/ui-store.ts';
import { useAppForm } from '../../lib/use-app-form.ts';
import { OpsPageHeader, OpsPanel } from '../components/ops-page.tsx';
import { ConfirmCallDialog, messageOf } from '../payouts/components/batch-dialogs.tsx';
import { DataTable, Td, Th } from '../payouts/components/table.tsx';
import { FormAlert, ISO_DATE, useServerError } from './admin-form.tsx';
import { addClosedDay, adminKeys, closedDaysQueryOptions, removeClosedDay } from './api.ts';

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];
const weekday = (iso: string) => WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()] ?? '';

const addSchema = z.object({
  date: z.string().min(1, '休業日を入力してください。').regex(ISO_DATE, '休業日は YYYY-MM-DD の形式で入力してください。'),
  reason: z.string().trim().min(1, '理由を入力してください。').max(100, '理由は100文字以内で入力してください。'),
});

function AddForm() {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useAppForm({ resolver: zodResolver(addSchema), defaultValues: { date: '', reason: '' } });
  const server = useServerError(setError, ['date', 'reason']);
  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (v) => {
        try {
          await addClosedDay(v);
          reset();
          server.clear();
          showSuccess(`${formatJapaneseDate(v.date)} を休業日にしました。`);
        } catch (e) {
          server.apply(e);
        } finally {
          void queryClient.invalidateQueries({ queryKey: adminKeys.closedDays });
          void queryClient.invalidateQueries({ queryKey: ['ops', 'payouts'] });
        }
      })}
      className="space-y-4"
    >
      <div className="flex flex-wrap items-start gap-4">
        <TextField
          label="休業日"
          type="date"
          required
          containerClassName="w-full sm:w-48"
          error={errors.date?.message}
          {...register('date')}
        />
        <TextField
          label="理由"
          required
          placeholder="例: システム障害による臨時休業"
          containerClassName="w-full sm:flex-1"
          error={errors.reason?.message}
          {...register('reason')}
        />
      </div>
      <FormAlert message={server.message} />
      <Button type="submit" pending={isSubmitting}>
        追加する
      </Button>
    </form>
  );
}

/** 休業日: the bank's extra closed days (weekends and national holidays are known already). */
export function Component() {
  const days = useQuery(closedDaysQueryOptions());
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<{ date: string; reason: string } | null>(null);
  return (
    <div className="space-y-6">
      <OpsPageHeader
        title="休業日"
        lead="土日・祝日・年末年始は自動で休業日です。ここでは臨時の銀行休業日を管理します。休業日を振込指定日とするバッチは承認できません。"
      />
      <OpsPanel title="臨時の休業日を追加">
        <AddForm />
      </OpsPanel>
      <OpsPanel title="臨時の休業日" flush>
        {days.isPending ? (
          <ListLoading />
        ) : days.isError ? (
          <ListError message={messageOf(days.error)} onRetry={() => void days.refetch()} />
        ) : days.data.days.length === 0 ? (
          <p className="p-4 text-sm text-slate-600">臨時の休業日はありません。</p>
        ) : (
          <DataTable caption="臨時の休業日">
            <thead>
              <tr>
                <Th>日付</Th>
                <Th>理由</Th>
                <Th>
                  <span className="sr-only">操作</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {days.data.days.map((d) => (
                <tr key={d.date}>
                  <Td className="whitespace-nowrap">
                    {formatJapaneseDate(d.date)}（{weekday(d.date)}）
                  </Td>
                  <Td>{d.reason}</Td>
                  <Td className="text-right">
                    <Button size="sm" variant="secondary" onClick={() => setRemoving(d)}>
                      削除
                    </Button>
                  </Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </OpsPanel>
      {removing ? (
        <ConfirmCallDialog
          onClose={() => setRemoving(null)}
          title="この休業日を削除しますか？"
          description={`${formatJapaneseDate(removing.date)}（${removing.reason}）は銀行営業日として扱われます。`}
          submitLabel="削除する"
          tone="danger"
          call={async () => {
            try {
              await removeClosedDay(removing.date);
              showSuccess(`${formatJapaneseDate(removing.date)} を休業日から外しました。`);
              setRemoving(null);
            } finally {
              void queryClient.invalidateQueries({ queryKey: adminKeys.closedDays });
              void queryClient.invalidateQueries({ queryKey: ['ops', 'payouts'] });
            }
          }}
        />
      ) : null}
    </div>
  );
}
