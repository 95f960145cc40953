import { zodResolver } from '@hookform/resolvers/zod';
import { OPERATOR_ROLE_VALUES } from '@icp/contract';
import type { OperatorRoleValue } from '@icp/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { FieldError, RequiredMark, TextField } from '../../components/ui/field.tsx';
import { ListError, ListLoading } from '../../components/ui/query-state.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { showSuccess } from '../../lib/ui-store.ts';
import { useAppForm } from '../../lib/use-app-form.ts';
import { OpsBadge } from '../components/ops-badge.tsx';
import { OpsPageHeader, OpsPanel } from '../components/ops-page.tsx';
import { TextAreaField } from '../components/textarea-field.tsx';
import { ROLE_LABELS, useOpsSession } from '../lib/ops-session.ts';
import { ConfirmCallDialog, messageOf } from '../payouts/components/batch-dialogs.tsx';
import { FormDialog } from '../payouts/components/form-dialog.tsx';
import { DataTable, Td, Th } from '../payouts/components/table.tsx';
import { FormAlert, useServerError } from './admin-form.tsx';
import {
  adminKeys,
  approveRoleChange,
  createOperator,
  disableOperator,
  operatorsQueryOptions,
  pendingRoleChangesQueryOptions,
  proposeRoleChange,
  rejectRoleChange,
} from './api.ts';
import type { OperatorAccount, RoleChange } from './api.ts';
import { createOperatorFormSchema } from './operator-form-schema.ts';

const rolesField = z.array(z.enum(OPERATOR_ROLE_VALUES)).min(1, '権限を1つ以上選択してください。');

const rolesText = (roles: readonly OperatorRoleValue[]) =>
  roles.length
    ? OPERATOR_ROLE_VALUES.filter((r) => roles.includes(r))
        .map((r) => ROLE_LABELS[r])
        .join('・')
    : 'なし';

/** The three roles as checkboxes of one group (審査 / 送金 / 管理者). */
function RoleChecks({
  registration,
  error,
  legend = '権限',
}: {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  legend?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-800">
        {legend}
        <RequiredMark />
      </legend>
      <div className="flex flex-wrap gap-4">
        {OPERATOR_ROLE_VALUES.map((r) => (
          <label key={r} className="flex items-center gap-2 text-[15px] text-slate-800">
            <input
              type="checkbox"
              value={r}
              aria-invalid={error ? true : undefined}
              className="size-5 accent-brand-600"
              {...registration}
            />
            {ROLE_LABELS[r]}
          </label>
        ))}
      </div>
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </fieldset>
  );
}

function CreateOperatorPanel() {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useAppForm({
    resolver: zodResolver(createOperatorFormSchema),
    defaultValues: { email_address: '', name: '', roles: [] as OperatorRoleValue[], password: '' },
  });
  const server = useServerError(setError, ['email_address', 'name', 'roles', 'password']);
  const onSubmit = handleSubmit(async (v) => {
    try {
      const { operator } = await createOperator(v);
      reset();
      server.clear();
      showSuccess(`${operator.name} さんを作成しました。初回ログイン時に認証アプリを登録します。`);
      await queryClient.invalidateQueries({ queryKey: adminKeys.operators });
    } catch (e) {
      server.apply(e);
    }
  });
  return (
    <OpsPanel title="運用者の作成">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="氏名" required autoComplete="off" error={errors.name?.message} {...register('name')} />
          <TextField
            label="メールアドレス"
            type="email"
            required
            autoComplete="off"
            error={errors.email_address?.message}
            {...register('email_address')}
          />
        </div>
        <RoleChecks registration={register('roles')} error={errors.roles?.message} />
        <TextField
          label="初期パスワード"
          type="password"
          required
          autoComplete="new-password"
          hint="本人に安全な方法で伝えてください。初回ログイン時に認証アプリの登録を求めます。"
          error={errors.password?.message}
          containerClassName="sm:max-w-sm"
          {...register('password')}
        />
        <FormAlert message={server.message} />
        <Button type="submit" pending={isSubmitting}>
          作成する
        </Button>
      </form>
    </OpsPanel>
  );
}

const proposeSchema = z.object({ roles: rolesField });

function ProposeDialog({ operator, onClose }: { operator: OperatorAccount; onClose: () => void }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useAppForm({ resolver: zodResolver(proposeSchema), defaultValues: { roles: [...operator.roles] } });
  const server = useServerError(setError, ['roles']);
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`${operator.name} さんの権限変更を申請`}
      description={`現在の権限: ${rolesText(operator.roles)}\n別の管理者が承認すると反映されます。`}
      submitLabel="申請する"
      pending={isSubmitting}
      error={server.message}
      onSubmit={handleSubmit(async (v) => {
        try {
          await proposeRoleChange(operator.id, v.roles);
          showSuccess('権限変更を申請しました。別の管理者の承認を待っています。');
          onClose();
        } catch (e) {
          server.apply(e);
        } finally {
          void queryClient.invalidateQueries({ queryKey: adminKeys.all });
        }
      })}
    >
      <RoleChecks legend="変更後の権限" registration={register('roles')} error={errors.roles?.message} />
    </FormDialog>
  );
}

const disableSchema = z.object({
  reason: z.string().trim().min(1, '理由を入力してください。').max(500, '理由は500文字以内で入力してください。'),
});

function DisableDialog({ operator, onClose }: { operator: OperatorAccount; onClose: () => void }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useAppForm({ resolver: zodResolver(disableSchema), defaultValues: { reason: '' } });
  const server = useServerError(setError, ['reason']);
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`${operator.name} さんを無効にしますか？`}
      description="ログイン中のセッションもすぐに失効します。無効にした運用者は元に戻せません。"
      submitLabel="無効にする"
      tone="danger"
      pending={isSubmitting}
      error={server.message}
      onSubmit={handleSubmit(async (v) => {
        try {
          await disableOperator(operator.id, v.reason);
          showSuccess(`${operator.name} さんを無効にしました。`);
          onClose();
        } catch (e) {
          server.apply(e);
        } finally {
          void queryClient.invalidateQueries({ queryKey: adminKeys.all });
        }
      })}
    >
      <TextAreaField label="理由" required rows={3} maxLength={500} error={errors.reason?.message} {...register('reason')} />
    </FormDialog>
  );
}

function PendingRoleChanges() {
  const changes = useQuery(pendingRoleChangesQueryOptions());
  const me = useOpsSession()?.operator;
  const queryClient = useQueryClient();
  const [deciding, setDeciding] = useState<{ change: RoleChange; kind: 'approve' | 'reject' } | null>(null);
  return (
    <OpsPanel title="承認待ちの権限変更" flush>
      {changes.isPending ? (
        <ListLoading />
      ) : changes.isError ? (
        <ListError message={messageOf(changes.error)} onRetry={() => void changes.refetch()} />
      ) : changes.data.role_changes.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">承認待ちの権限変更はありません。</p>
      ) : (
        <DataTable caption="承認待ちの権限変更">
          <thead>
            <tr>
              <Th>対象</Th>
              <Th>変更</Th>
              <Th>申請</Th>
              <Th>
                <span className="sr-only">操作</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {changes.data.role_changes.map((c) => (
              <tr key={c.id}>
                <Td className="whitespace-nowrap font-semibold">{c.operator.name}</Td>
                <Td className="min-w-40">
                  <span className="text-slate-500">{rolesText(c.from_roles)}</span>
                  <span className="px-1 text-slate-400" aria-label="から">
                    →
                  </span>
                  <span className="font-semibold">{rolesText(c.to_roles)}</span>
                </Td>
                <Td className="whitespace-nowrap">
                  {c.requested_by.name}
                  <span className="block text-xs text-slate-500">{formatDateTime(c.created_at)}</span>
                </Td>
                <Td className="whitespace-nowrap">
                  <div className="flex gap-2">
                    <Button size="sm" onClick={() => setDeciding({ change: c, kind: 'approve' })}>
                      承認
                    </Button>
                    <Button size="sm" variant="secondary" onClick={() => setDeciding({ change: c, kind: 'reject' })}>
                      却下
                    </Button>
                  </div>
                  {me && (c.requested_by.id === me.id || c.operator.id === me.id) ? (
                    <span className="mt-1 block text-xs text-slate-500">
                      {c.operator.id === me.id ? 'ご自身の権限変更です' : 'ご自身の申請です'}
                    </span>
                  ) : null}
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {deciding ? (
        <ConfirmCallDialog
          onClose={() => setDeciding(null)}
          title={deciding.kind === 'approve' ? '権限変更を承認しますか？' : '権限変更を却下しますか？'}
          description={`${deciding.change.operator.name}: ${rolesText(deciding.change.from_roles)} → ${rolesText(deciding.change.to_roles)}（申請 ${deciding.change.requested_by.name}）`}
          submitLabel={deciding.kind === 'approve' ? '承認する' : '却下する'}
          tone={deciding.kind === 'approve' ? 'primary' : 'danger'}
          call={async () => {
            try {
              await (deciding.kind === 'approve' ? approveRoleChange(deciding.change.id) : rejectRoleChange(deciding.change.id));
              showSuccess(deciding.kind === 'approve' ? '権限変更を承認しました。' : '権限変更を却下しました。');
              setDeciding(null);
            } finally {
              void queryClient.invalidateQueries({ queryKey: adminKeys.all });
            }
          }}
        />
      ) : null}
    </OpsPanel>
  );
}

function OperatorList() {
  const operators = useQuery(operatorsQueryOptions());
  const me = useOpsSession()?.operator;
  const [dialog, setDialog] = useState<{ kind: 'propose' | 'disable'; operator: OperatorAccount } | null>(null);
  return (
    <OpsPanel title="運用者" flush>
      {operators.isPending ? (
        <ListLoading />
      ) : operators.isError ? (
        <ListError message={messageOf(operators.error)} onRetry={() => void operators.refetch()} />
      ) : (
        <DataTable caption="運用者の一覧">
          <thead>
            <tr>
              <Th>氏名・メールアドレス</Th>
              <Th>権限</Th>
              <Th>認証アプリ</Th>
              <Th>状態</Th>
              <Th>
                <span className="sr-only">操作</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {operators.data.operators.map((o) => (
              <tr key={o.id} className={o.disabled_at ? 'text-slate-500' : undefined}>
                <Td className="min-w-44">
                  <span className="font-semibold">{o.name}</span>
                  {me?.id === o.id ? <span className="ml-1 text-xs text-slate-500">（あなた）</span> : null}
                  <span className="block text-xs break-all text-slate-500">{o.email_address}</span>
                </Td>
                <Td className="min-w-32">
                  <div className="flex flex-wrap gap-1">
                    {o.roles.map((r) => (
                      <OpsBadge key={r} tone={r === 'admin' ? 'violet' : r === 'treasurer' ? 'blue' : 'slate'}>
                        {ROLE_LABELS[r]}
                      </OpsBadge>
                    ))}
                  </div>
                  {o.pending_role_change ? (
                    <span className="mt-1 block text-xs text-amber-800">申請中: {rolesText(o.pending_role_change.to_roles)}</span>
                  ) : null}
                </Td>
                <Td className="whitespace-nowrap">{o.totp_enrolled ? '登録済' : '未登録（初回ログイン時）'}</Td>
                <Td className="whitespace-nowrap">
                  {o.disabled_at ? (
                    <OpsBadge tone="red">無効（{formatDate(o.disabled_at)}）</OpsBadge>
                  ) : (
                    <OpsBadge tone="green">有効</OpsBadge>
                  )}
                </Td>
                <Td className="whitespace-nowrap">
                  {o.disabled_at ? null : (
                    <div className="flex gap-2">
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={!!o.pending_role_change}
                        title={o.pending_role_change ? '承認待ちの申請があります' : undefined}
                        onClick={() => setDialog({ kind: 'propose', operator: o })}
                      >
                        権限変更
                      </Button>
                      {me?.id === o.id ? null : (
                        <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'disable', operator: o })}>
                          無効化
                        </Button>
                      )}
                    </div>
                  )}
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {dialog?.kind === 'propose' ? <ProposeDialog operator={dialog.operator} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'disable' ? <DisableDialog operator={dialog.operator} onClose={() => setDialog(null)} /> : null}
    </OpsPanel>
  );
}

/** 運用者: accounts, role changes under four eyes (another admin approves; never your own). */
export function Component() {
  return (
    <div className="space-y-6">
      <OpsPageHeader title="運用者" lead="権限の変更は別の管理者が承認すると反映されます（申請者・対象者は承認できません）。" />
      <PendingRoleChanges />
      <OperatorList />
      <CreateOperatorPanel />
    </div>
  );
}
