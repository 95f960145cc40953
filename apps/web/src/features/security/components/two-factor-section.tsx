import { KeyRound, Mail, Smartphone } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { confirmDialog } from '../../../components/ui/confirm.tsx';
import { Badge, ListLoading } from '../../../components/ui/query-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { showSuccess } from '../../../lib/ui-store.ts';
import { useConfirmTotp } from '../api/confirm-totp.ts';
import { useDisableTotp } from '../api/disable-totp.ts';
import { useRefreshSecuritySettings } from '../api/get-security-settings.ts';
import type { SecuritySettings } from '../api/get-security-settings.ts';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes.ts';
import { useStartTotpEnrolment } from '../api/start-totp-enrolment.ts';
import type { TotpEnrolResponse } from '../api/start-totp-enrolment.ts';
import { RecoveryCodes } from './recovery-codes.tsx';
import { Warning } from './warning.tsx';

// The forms (react-hook-form + zod, ~40 KB gzip) load when a change is started, not with the page.
const PasswordStep = lazy(() => import('./password-step.tsx').then((m) => ({ default: m.PasswordStep })));
const TotpScanStep = lazy(() => import('./totp-scan-step.tsx').then((m) => ({ default: m.TotpScanStep })));

function FormSlot({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ListLoading label="入力欄を読み込み中です" />}>{children}</Suspense>;
}

/** At or below this many unused recovery codes the page suggests issuing new ones. */
export const LOW_RECOVERY_CODES = 3;

type Panel =
  | { kind: 'none' }
  | { kind: 'enrol-password' }
  | { kind: 'enrol-scan'; enrolment: TotpEnrolResponse }
  | { kind: 'codes'; codes: string[]; reason: 'enrolled' | 'regenerated' }
  | { kind: 'disable' }
  | { kind: 'regenerate' };

function MethodRow({ settings }: { settings: SecuritySettings }) {
  const totp = settings.two_factor_method === 'totp';
  const Icon = totp ? Smartphone : Mail;
  return (
    <div className="flex items-start gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-500">現在の認証方法</p>
        <p className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900" data-testid="two-factor-method">
          {totp ? '認証アプリ' : 'メール'}
          {totp ? <Badge tone="green">有効</Badge> : null}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {totp
            ? `ログイン時に、認証アプリに表示される6桁のコードを入力します。${
                settings.totp_enabled_at ? `（${formatDateTime(settings.totp_enabled_at)}に設定）` : ''
              }`
            : 'ログイン時に、登録メールアドレスに届く6桁のコードを入力します。'}
        </p>
      </div>
    </div>
  );
}

function RecoveryCodesRow({ remaining }: { remaining: number }) {
  return (
    <div className="space-y-3">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
          <KeyRound className="size-5" aria-hidden="true" />
        </span>
        <div>
          <p className="text-sm text-slate-500">リカバリーコード</p>
          <p className="text-base font-semibold text-slate-900">残り {remaining} 個</p>
        </div>
      </div>
      {remaining <= LOW_RECOVERY_CODES ? (
        <Warning title={remaining === 0 ? 'リカバリーコードがありません' : 'リカバリーコードの残りが少なくなっています'}>
          認証アプリを使えなくなったときに備えて、リカバリーコードを再発行してください。
        </Warning>
      ) : null}
    </div>
  );
}

/** 2段階認証: e-mail codes (default) or an authenticator app, with its recovery codes. */
export function TwoFactorSection({ settings }: { settings: SecuritySettings }) {
  const refreshSettings = useRefreshSecuritySettings();
  const [panel, setPanel] = useState<Panel>({ kind: 'none' });
  const start = useStartTotpEnrolment();
  const confirm = useConfirmTotp();
  const disable = useDisableTotp();
  const regenerate = useRegenerateRecoveryCodes();
  const close = () => setPanel({ kind: 'none' });
  const totp = settings.two_factor_method === 'totp';

  const finishCodes = () => {
    // Only now does the page show the new state (認証アプリ, 10 codes left).
    refreshSettings();
    if (panel.kind === 'codes' && panel.reason === 'enrolled') showSuccess('認証アプリによる2段階認証を有効にしました。');
    close();
  };

  return (
    <Card>
      <section aria-labelledby="security-two-factor" className="space-y-6">
        <div>
          <CardTitle>
            <span id="security-two-factor">2段階認証</span>
          </CardTitle>
          <p className="mt-1 text-sm text-slate-600">ログイン時に、パスワードに加えて6桁のコードで本人確認をします。</p>
        </div>

        {panel.kind === 'codes' ? null : <MethodRow settings={settings} />}
        {totp && panel.kind === 'none' ? <RecoveryCodesRow remaining={settings.recovery_codes_remaining} /> : null}

        {panel.kind === 'none' ? (
          totp ? (
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button variant="secondary" onClick={() => setPanel({ kind: 'regenerate' })}>
                リカバリーコードを再発行
              </Button>
              <Button variant="secondary" className="text-red-700" onClick={() => setPanel({ kind: 'disable' })}>
                認証アプリを解除
              </Button>
            </div>
          ) : (
            <div className="space-y-3">
              <p className="text-sm text-slate-600">
                認証アプリ（Google Authenticator、Microsoft Authenticator など）を使うと、メールより安全にログインできます。
              </p>
              <Button onClick={() => setPanel({ kind: 'enrol-password' })}>
                <Smartphone className="size-4" aria-hidden="true" />
                認証アプリを設定する
              </Button>
            </div>
          )
        ) : null}

        <FormSlot>
          {panel.kind === 'enrol-password' ? (
            <PasswordStep
              title="認証アプリの設定：本人確認"
              description="設定を始めるには、現在のパスワードを入力してください。"
              submitLabel="次へ"
              onSubmit={async (password) => setPanel({ kind: 'enrol-scan', enrolment: await start.mutateAsync(password) })}
              onCancel={close}
            />
          ) : null}

          {panel.kind === 'enrol-scan' ? (
            <TotpScanStep
              enrolment={panel.enrolment}
              onConfirm={async (code) => {
                const { recovery_codes } = await confirm.mutateAsync(code);
                setPanel({ kind: 'codes', codes: recovery_codes, reason: 'enrolled' });
              }}
              onCancel={close}
            />
          ) : null}

          {panel.kind === 'codes' ? (
            <RecoveryCodes
              codes={panel.codes}
              title={panel.reason === 'enrolled' ? '認証アプリを設定しました：リカバリーコードの保管' : '新しいリカバリーコード'}
              lead={
                panel.reason === 'enrolled'
                  ? '次回のログインから、認証アプリのコードを入力します。最後に、リカバリーコードを保管してください。'
                  : 'これまでのリカバリーコードは使えなくなりました。新しいコードを保管してください。'
              }
              onDone={finishCodes}
            />
          ) : null}

          {panel.kind === 'regenerate' ? (
            <PasswordStep
              title="リカバリーコードの再発行"
              description="新しいコードを10個発行します。これまでのコードはすべて使えなくなります。"
              submitLabel="再発行する"
              onSubmit={async (password) => {
                const { recovery_codes } = await regenerate.mutateAsync(password);
                setPanel({ kind: 'codes', codes: recovery_codes, reason: 'regenerated' });
              }}
              onCancel={close}
            />
          ) : null}

          {panel.kind === 'disable' ? (
            <PasswordStep
              title="認証アプリの解除"
              description="解除すると、ログイン時の認証コードは登録メールアドレスに届くようになり、リカバリーコードは使えなくなります。"
              submitLabel="解除する"
              submitVariant="danger"
              onSubmit={async (password) => {
                const ok = await confirmDialog({
                  title: '認証アプリによる2段階認証を解除しますか？',
                  description: '次回のログインから、認証コードはメールで届きます。',
                  tone: 'danger',
                });
                if (!ok) return;
                await disable.mutateAsync(password);
                showSuccess('認証アプリを解除しました。認証コードはメールで届きます。');
                close();
              }}
              onCancel={close}
            />
          ) : null}
        </FormSlot>
      </section>
    </Card>
  );
}
