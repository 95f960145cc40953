import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { ListError, ListLoading } from '../../components/ui/query-state.tsx';
import { formatDateTime, formatJapaneseDate } from '../../lib/format.ts';
import { showSuccess } from '../../lib/ui-store.ts';
import { useAppForm } from '../../lib/use-app-form.ts';
import { OpsBadge } from '../components/ops-badge.tsx';
import { OpsPageHeader, OpsPanel } from '../components/ops-page.tsx';
import { TextAreaField } from '../components/textarea-field.tsx';
import { ConfirmCallDialog, messageOf } from '../payouts/components/batch-dialogs.tsx';
import { DataTable, Td, Th } from '../payouts/components/table.tsx';
import { FormAlert, ISO_DATE, useServerError } from './admin-form.tsx';
import { adminKeys, publishTerms, termsQueryOptions } from './api.ts';

const schema = z.object({
  version: z.string().trim().min(1, '版を入力してください。').max(20, '版は20文字以内で入力してください。'),
  effective_date: z
    .string()
    .min(1, '施行日を入力してください。')
    .regex(ISO_DATE, '施行日は YYYY-MM-DD の形式で入力してください。'),
  body: z.string().trim().min(1, '本文を入力してください。').max(100_000, '本文は100,000文字以内で入力してください。'),
});
type Values = z.output<typeof schema>;

/** 利用規約: the versions, and publishing a new one (buyers accept it at their next login after it takes effect). */
export function Component() {
  const terms = useQuery(termsQueryOptions());
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useAppForm({ resolver: zodResolver(schema), defaultValues: { version: '', effective_date: '', body: '' } });
  const server = useServerError(setError, ['version', 'effective_date', 'body']);
  const [confirming, setConfirming] = useState<Values | null>(null);
  return (
    <div className="space-y-6">
      <OpsPageHeader
        title="利用規約"
        lead="新しい版を公開すると、施行日以降の次回ログイン時に利用者へ同意を求めます。公開した版は変更できません。"
      />
      <OpsPanel title="公開済みの版" flush>
        {terms.isPending ? (
          <ListLoading />
        ) : terms.isError ? (
          <ListError message={messageOf(terms.error)} onRetry={() => void terms.refetch()} />
        ) : (
          <DataTable caption="利用規約の版">
            <thead>
              <tr>
                <Th>版</Th>
                <Th>施行日</Th>
                <Th>公開日時</Th>
              </tr>
            </thead>
            <tbody>
              {terms.data.versions.map((t) => (
                <tr key={t.version}>
                  <Td className="font-semibold whitespace-nowrap">
                    {t.version}
                    {t.version === terms.data.current_version ? (
                      <OpsBadge tone="green" className="ml-2">
                        現在の版
                      </OpsBadge>
                    ) : null}
                  </Td>
                  <Td className="whitespace-nowrap">{formatJapaneseDate(t.effective_date)}</Td>
                  <Td className="whitespace-nowrap">{formatDateTime(t.published_at)}</Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </OpsPanel>
      <OpsPanel title="新しい版を公開">
        <form
          noValidate
          className="space-y-4"
          onSubmit={handleSubmit((v) => {
            server.clear();
            setConfirming(v);
          })}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="版" required placeholder="例: 3" error={errors.version?.message} {...register('version')} />
            <TextField
              label="施行日"
              type="date"
              required
              error={errors.effective_date?.message}
              {...register('effective_date')}
            />
          </div>
          <TextAreaField label="本文" required rows={12} error={errors.body?.message} {...register('body')} />
          <FormAlert message={server.message} />
          <Button type="submit">公開内容を確認</Button>
        </form>
      </OpsPanel>
      {confirming ? (
        <ConfirmCallDialog
          onClose={() => setConfirming(null)}
          title={`利用規約 ${confirming.version} を公開しますか？`}
          description={`施行日 ${formatJapaneseDate(confirming.effective_date)}・本文 ${confirming.body.length.toLocaleString('ja-JP')}文字\n公開後は変更できません。`}
          submitLabel="公開する"
          call={async () => {
            try {
              const res = await publishTerms(confirming);
              showSuccess(`利用規約 ${res.version} を公開しました（${formatJapaneseDate(res.effective_date)} 施行）。`);
              reset();
              setConfirming(null);
            } catch (e) {
              setConfirming(null);
              server.apply(e);
            } finally {
              void queryClient.invalidateQueries({ queryKey: adminKeys.terms });
            }
          }}
        />
      ) : null}
    </div>
  );
}
