import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { RadioCards } from '../../components/ui/choice.tsx';
import { FieldError, RequiredMark, TextField } from '../../components/ui/field.tsx';
import { ListError, ListLoading } from '../../components/ui/query-state.tsx';
import { applyApiError } from '../../lib/form-errors.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { showSuccess } from '../../lib/ui-store.ts';
import { useAppForm } from '../../lib/use-app-form.ts';
import { FormAlert } from '../admin/admin-form.tsx';
import { OpsBadge } from '../components/ops-badge.tsx';
import { OpsPageHeader, OpsPanel } from '../components/ops-page.tsx';
import { TextAreaField } from '../components/textarea-field.tsx';
import { ConfirmCallDialog, messageOf } from '../payouts/components/batch-dialogs.tsx';
import { DataTable, Td, Th } from '../payouts/components/table.tsx';
import { AdminOnly } from './admin-only.tsx';
import { createPartnerClient, integrationKeys, partnerClientsQueryOptions, revokePartnerClient } from './api.ts';
import type { CreatedPartnerClient, PartnerClient } from './api.ts';
import { CopyValue } from './copy-value.tsx';
import {
  SCOPE_OPTIONS,
  type PartnerClientFormValues,
  logoProblem,
  partnerClientFormSchema,
  redirectUriLines,
} from './partner-client-form-schema.ts';

const TITLE = '連携アプリ';
const scopeLabel = (scope: string) => SCOPE_OPTIONS.find((s) => s.value === scope)?.label ?? scope;
const FORM_FIELDS = ['name', 'client_type', 'redirect_uris', 'scopes', 'webhook_url'] as const;

function AppName({ client }: { client: Pick<PartnerClient, 'name' | 'logo_data_uri' | 'client_id'> }) {
  return (
    <div className="flex items-start gap-2">
      {client.logo_data_uri ? (
        <img
          src={client.logo_data_uri}
          alt=""
          width={32}
          height={32}
          className="size-8 shrink-0 rounded-md border border-slate-200 object-contain"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-md bg-slate-100 font-bold text-slate-600"
        >
          {client.name.slice(0, 1)}
        </span>
      )}
      <div className="min-w-0">
        <span className="font-semibold">{client.name}</span>
        <span className="block font-mono text-xs break-all text-slate-500">{client.client_id}</span>
      </div>
    </div>
  );
}

function ClientList() {
  const clients = useQuery(partnerClientsQueryOptions());
  const queryClient = useQueryClient();
  const [revoking, setRevoking] = useState<PartnerClient | null>(null);
  return (
    <OpsPanel title="登録済みのアプリ" flush>
      {clients.isPending ? (
        <ListLoading />
      ) : clients.isError ? (
        <ListError message={messageOf(clients.error)} onRetry={() => void clients.refetch()} />
      ) : clients.data.clients.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">登録された連携アプリはありません。</p>
      ) : (
        <DataTable caption="連携アプリの一覧">
          <thead>
            <tr>
              <Th>アプリ・client_id</Th>
              <Th>種類</Th>
              <Th>スコープ</Th>
              <Th>リダイレクトURI・Webhook</Th>
              <Th numeric>連携数</Th>
              <Th>状態</Th>
              <Th>
                <span className="sr-only">操作</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {clients.data.clients.map((c) => (
              <tr key={c.client_id} className={c.status === 'revoked' ? 'text-slate-500' : undefined}>
                <Td className="min-w-52">
                  <AppName client={c} />
                </Td>
                <Td className="whitespace-nowrap">
                  {c.client_type === 'confidential' ? 'サーバー（機密）' : 'ネイティブ（公開）'}
                </Td>
                <Td className="min-w-32">
                  <div className="flex flex-wrap gap-1">
                    {c.scopes.map((s) => (
                      <OpsBadge key={s} title={s}>
                        {scopeLabel(s)}
                      </OpsBadge>
                    ))}
                  </div>
                </Td>
                <Td className="min-w-56 text-xs break-all">
                  <ul className="space-y-0.5">
                    {c.redirect_uris.map((u) => (
                      <li key={u}>{u}</li>
                    ))}
                  </ul>
                  <span className="mt-1 block text-slate-500">Webhook: {c.webhook_url ?? 'なし'}</span>
                </Td>
                <Td numeric>{c.connection_count.toLocaleString('ja-JP')}</Td>
                <Td className="whitespace-nowrap">
                  {c.status === 'revoked' ? (
                    <OpsBadge tone="red">停止（{formatDate(c.revoked_at)}）</OpsBadge>
                  ) : (
                    <OpsBadge tone="green">有効</OpsBadge>
                  )}
                  <span className="mt-1 block text-xs text-slate-500">登録 {formatDateTime(c.created_at)}</span>
                </Td>
                <Td className="whitespace-nowrap">
                  {c.status === 'active' ? (
                    <Button size="sm" variant="secondary" onClick={() => setRevoking(c)} aria-label={`${c.name}を停止`}>
                      停止
                    </Button>
                  ) : null}
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {revoking ? (
        <ConfirmCallDialog
          onClose={() => setRevoking(null)}
          title={`${revoking.name}を停止しますか？`}
          description={`連携中の${revoking.connection_count.toLocaleString('ja-JP')}件はすべて解除され、発行済みのトークンはすぐに使えなくなります。Webhook も送信されなくなります。停止したアプリは元に戻せません。`}
          submitLabel="停止する"
          tone="danger"
          call={async () => {
            try {
              await revokePartnerClient(revoking.client_id);
              showSuccess(`${revoking.name}を停止しました。`);
              setRevoking(null);
            } finally {
              void queryClient.invalidateQueries({ queryKey: integrationKeys.clients });
            }
          }}
        />
      ) : null}
    </OpsPanel>
  );
}

/** The secrets of the app just registered: readable here only, never again. */
function SecretsOnce({ created, onClose }: { created: CreatedPartnerClient; onClose: () => void }) {
  return (
    <OpsPanel title={`「${created.client.name}」を登録しました`}>
      <div className="space-y-4">
        <div role="alert" className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            <strong className="block">この画面を閉じると再表示できません。</strong>
            シークレットは暗号化して保存され、運用コンソールからも読み出せません。今コピーして、連携先に安全な方法で渡してください。
          </p>
        </div>
        <CopyValue label="client_id" value={created.client.client_id} />
        {created.client_secret ? <CopyValue label="クライアントシークレット" value={created.client_secret} /> : null}
        {created.webhook_secret ? <CopyValue label="Webhook シークレット" value={created.webhook_secret} /> : null}
        {!created.client_secret ? (
          <p className="text-sm text-slate-600">
            公開クライアントのため、クライアントシークレットはありません（PKCE のみで認可します）。
          </p>
        ) : null}
        <Button onClick={onClose}>控えたので閉じる</Button>
      </div>
    </OpsPanel>
  );
}

function ScopeChecks({ registration, error }: { registration: UseFormRegisterReturn; error?: string | undefined }) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-800">
        スコープ
        <RequiredMark />
      </legend>
      <div className="flex flex-wrap gap-4">
        {SCOPE_OPTIONS.map((s) => (
          <label key={s.value} className="flex items-center gap-2 text-[15px] text-slate-800">
            <input
              type="checkbox"
              value={s.value}
              aria-invalid={error ? true : undefined}
              className="size-5 accent-brand-600"
              {...registration}
            />
            {s.label}
            <span className="font-mono text-xs text-slate-500">{s.value}</span>
          </label>
        ))}
      </div>
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </fieldset>
  );
}

function RegisterPanel({ onCreated }: { onCreated: (created: CreatedPartnerClient) => void }) {
  const queryClient = useQueryClient();
  const logoId = useId();
  const [logo, setLogo] = useState<{ dataUri: string | null; error: string | null }>({ dataUri: null, error: null });
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useAppForm<PartnerClientFormValues>({
    resolver: zodResolver(partnerClientFormSchema),
    defaultValues: { name: '', client_type: 'confidential', redirect_uris: '', scopes: [], webhook_url: '' },
  });
  const onLogo = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return setLogo({ dataUri: null, error: null });
    const problem = logoProblem(file);
    if (problem) return setLogo({ dataUri: null, error: problem });
    const reader = new FileReader();
    reader.onload = () => setLogo({ dataUri: String(reader.result), error: null });
    reader.onerror = () => setLogo({ dataUri: null, error: 'ロゴを読み込めませんでした。' });
    reader.readAsDataURL(file);
  };
  const onSubmit = handleSubmit(async (v) => {
    if (logo.error) return;
    setServerMessage(null);
    try {
      const created = await createPartnerClient({
        name: v.name.trim(),
        client_type: v.client_type,
        redirect_uris: redirectUriLines(v.redirect_uris),
        scopes: v.scopes,
        ...(v.webhook_url.trim() ? { webhook_url: v.webhook_url.trim() } : {}),
        ...(logo.dataUri ? { logo_data_uri: logo.dataUri } : {}),
      });
      void queryClient.invalidateQueries({ queryKey: integrationKeys.clients });
      onCreated(created);
    } catch (e) {
      // "redirect_uris.1" → the redirect URI box; a logo refusal goes to the alert under the form.
      applyApiError(e, setError, FORM_FIELDS, { mapField: (f) => f.split('.')[0] ?? f, onUnmatched: setServerMessage });
    }
  });
  return (
    <OpsPanel title="アプリの登録">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          label="アプリ名"
          required
          autoComplete="off"
          maxLength={100}
          hint="同意画面に表示されます。"
          error={errors.name?.message}
          {...register('name')}
        />
        <RadioCards
          legend="クライアントの種類"
          name="client_type"
          required
          value={watch('client_type')}
          onChange={(v) => setValue('client_type', v, { shouldValidate: true })}
          error={errors.client_type?.message}
          options={[
            {
              value: 'confidential',
              label: 'サーバー（機密クライアント）',
              description: 'クライアントシークレットを発行します（Webアプリのサーバー側）。',
            },
            {
              value: 'public',
              label: 'ネイティブ（公開クライアント）',
              description: 'シークレットなし、PKCE のみ（デスクトップ・モバイルアプリ）。',
            },
          ]}
        />
        <TextAreaField
          label="リダイレクトURI"
          required
          rows={3}
          hint="1行に1つ。完全一致で照合します（https、開発用は http://localhost）。"
          error={errors.redirect_uris?.message}
          {...register('redirect_uris')}
        />
        <ScopeChecks registration={register('scopes')} error={errors.scopes?.message} />
        <TextField
          label="Webhook URL"
          type="url"
          autoComplete="off"
          hint="支払状況が変わるたびに署名付きで通知します。空欄なら通知しません。"
          error={errors.webhook_url?.message}
          {...register('webhook_url')}
        />
        <div className="space-y-1">
          <label htmlFor={logoId} className="text-sm font-semibold text-slate-800">
            ロゴ（任意）
          </label>
          <input
            id={logoId}
            type="file"
            accept="image/png,image/jpeg,image/svg+xml"
            onChange={onLogo}
            aria-invalid={logo.error ? true : undefined}
            aria-describedby={logo.error ? `${logoId}-error` : `${logoId}-hint`}
            className="block text-sm"
          />
          {logo.error ? (
            <FieldError id={`${logoId}-error`} message={logo.error} />
          ) : (
            <p id={`${logoId}-hint`} className="text-xs text-slate-600">
              PNG・JPEG・SVG、100KB以内。同意画面に表示されます。
            </p>
          )}
        </div>
        <FormAlert message={serverMessage} />
        <Button type="submit" pending={isSubmitting}>
          登録する
        </Button>
      </form>
    </OpsPanel>
  );
}

function PartnerClientsScreen() {
  const [created, setCreated] = useState<CreatedPartnerClient | null>(null);
  return (
    <div className="space-y-6">
      <OpsPageHeader
        title={TITLE}
        lead="会計ソフトなど、お客さまの請求書を送ってくる外部アプリ（OAuth クライアント）です。停止するとすべてのトークンがすぐに無効になります。"
      />
      {created ? (
        <SecretsOnce
          created={created}
          onClose={() => {
            setCreated(null);
            showSuccess('シークレットの表示を閉じました。');
          }}
        />
      ) : null}
      <ClientList />
      {created ? null : <RegisterPanel onCreated={setCreated} />}
    </div>
  );
}

/** 連携アプリ: the partner apps, their registration (secrets shown once) and revocation. */
export function Component() {
  return (
    <AdminOnly title={TITLE}>
      <PartnerClientsScreen />
    </AdminOnly>
  );
}
