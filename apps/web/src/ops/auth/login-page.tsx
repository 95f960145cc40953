import { zodResolver } from '@hookform/resolvers/zod';
import { ClipboardCopy, KeyRound } from 'lucide-react';
import { Fragment, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { PinField } from '../../components/ui/pin-field.tsx';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api-client.ts';
import { useAppForm } from '../../lib/use-app-form.ts';
import { ConsoleMark } from '../components/ops-layout.tsx';
import { OpsTitle } from '../components/ops-page.tsx';
import { opsPaths, sanitizeOpsRedirect } from '../lib/ops-paths.ts';
import { opsQueryClient } from '../lib/ops-query.ts';
import { setOpsSession } from '../lib/ops-session.ts';
import { opsLogInCall, opsVerifyTotpCall } from './api.ts';
import { opsCodeFormSchema, opsLoginFormSchema } from './login-schemas.ts';
import type { OpsEnrolment, OpsLoginResult } from './api.ts';

export const OPS_LOGIN_EXPIRED_MESSAGE =
  'ログインの有効期限が切れたか、入力回数の上限に達しました。もう一度ログインしてください。';
export const OPS_SESSION_ENDED_MESSAGE = '一定時間操作がなかったため、ログアウトしました。もう一度ログインしてください。';

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP". */
export function groupSecret(secret: string): string {
  return (
    secret
      .replace(/\s+/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

type Step = { kind: 'password' } | { kind: 'code'; login: OpsLoginResult };

/**
 * /ops/login: email + password, then the authenticator app's 6-digit code. At the first login the
 * operator enrols the app here (the key as text and as a QR code), then types its first code.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = sanitizeOpsRedirect(params.get('redirect'));
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [notice, setNotice] = useState<string | null>(params.get('expired') ? OPS_SESSION_ENDED_MESSAGE : null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const goTo = (next: Step, message: string | null = null) => {
    setStep(next);
    setNotice(message);
    // The new step's heading takes focus (the form it replaces is gone), unless the step already
    // put it somewhere meaningful (the code field's autoFocus, or the field of a first error): a
    // late frame must never pull focus away from where the operator is typing.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) headingRef.current?.focus();
    });
  };

  const title = step.kind === 'password' ? 'ログイン' : step.login.enrolment ? '認証アプリの設定' : '認証コードの入力';

  return (
    <div className="flex min-h-dvh flex-col bg-slate-900 px-4 py-8 sm:py-14">
      <OpsTitle title={title} />
      <div className="mx-auto w-full max-w-[460px]">
        <div className="mb-6 flex justify-center">
          <ConsoleMark className="[&_svg]:size-8" />
        </div>
        <div className="rounded-2xl bg-white px-5 py-7 shadow-xl sm:px-9 sm:py-9">
          <p className="mb-2 text-center text-xs font-semibold text-amber-800">
            <span className="rounded bg-amber-100 px-2 py-0.5">運用担当者専用</span>
          </p>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-center text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
          >
            {title}
          </h1>
          {notice ? (
            <Alert tone="info" className="mt-5">
              {notice}
            </Alert>
          ) : null}
          <div className="mt-6">
            {step.kind === 'password' ? (
              <PasswordStep onDone={(login) => goTo({ kind: 'code', login })} />
            ) : (
              <CodeStep
                login={step.login}
                onRestart={() => goTo({ kind: 'password' }, OPS_LOGIN_EXPIRED_MESSAGE)}
                onIn={() => void navigate(redirect ?? opsPaths.home(), { replace: true })}
              />
            )}
          </div>
        </div>
        <p className="mt-6 text-center text-xs text-slate-400">
          このページは運用担当者用です。お客さまは通常のログイン画面をご利用ください。
        </p>
      </div>
    </div>
  );
}

const passwordSchema = opsLoginFormSchema;
type PasswordValues = z.input<typeof passwordSchema>;

function PasswordStep({ onDone }: { onDone: (login: OpsLoginResult) => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useAppForm<PasswordValues, unknown, z.output<typeof passwordSchema>>({
    mode: 'onTouched',
    resolver: zodResolver(passwordSchema),
    defaultValues: { email_address: '', password: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      onDone(await opsLogInCall(body));
    } catch (e) {
      if (!isApiError(e)) {
        setFormError(NETWORK_ERROR_MESSAGE);
        return;
      }
      let placed = false;
      for (const fe of e.errors) {
        if (fe.field === 'email_address' || fe.field === 'password') {
          setError(fe.field, { type: 'server', message: fe.message });
          placed = true;
        }
      }
      // Wrong credentials and throttling (429, with how long to wait) belong to the whole form.
      if (!placed) setFormError(e.message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField
        {...register('email_address')}
        label="メールアドレス"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        error={formState.errors.email_address?.message}
      />
      <PasswordField
        {...register('password')}
        label="パスワード"
        autoComplete="current-password"
        required
        error={formState.errors.password?.message}
      />
      <Button type="submit" size="lg" block pending={formState.isSubmitting}>
        次へ
      </Button>
    </form>
  );
}

const codeSchema = opsCodeFormSchema;

function CodeStep({ login, onRestart, onIn }: { login: OpsLoginResult; onRestart: () => void; onIn: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useAppForm<{ code: string }>({
    mode: 'onTouched',
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      const result = await opsVerifyTotpCall({ login_token: login.login_token, code });
      opsQueryClient.clear();
      setOpsSession({ token: result.token, operator: result.operator });
      onIn();
    } catch (e) {
      if (isApiError(e) && e.status === 'invalid_code') {
        setError('code', { type: 'server', message: e.message });
      } else if (isApiError(e) && (e.status === 'code_expired' || e.status === 'login_expired')) {
        onRestart();
      } else {
        setFormError(isApiError(e) ? e.message : NETWORK_ERROR_MESSAGE);
      }
    }
  });

  return (
    <div className="space-y-6">
      {login.enrolment ? (
        <Enrolment enrolment={login.enrolment} />
      ) : (
        <p className="text-center text-sm text-slate-600">認証アプリに表示されている6桁のコードを入力してください。</p>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <div className="flex justify-center">
          <PinField
            control={control}
            name="code"
            label="認証コード"
            hint="認証アプリに表示されている6桁のコード（30秒ごとに切り替わります）"
            autoFocus={!login.enrolment}
          />
        </div>
        <Button type="submit" size="lg" block pending={formState.isSubmitting}>
          {login.enrolment ? '設定してログイン' : 'ログイン'}
        </Button>
      </form>
      <div className="text-center">
        <Button variant="ghost" size="sm" onClick={onRestart}>
          メールアドレスの入力に戻る
        </Button>
      </div>
    </div>
  );
}

function Enrolment({ enrolment }: { enrolment: OpsEnrolment }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(enrolment.secret);
      setCopied('セットアップキーをコピーしました。');
    } catch {
      setCopied('コピーできませんでした。キーを選択してコピーしてください。');
    }
  };
  return (
    <section aria-labelledby="ops-enrol-title" className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h2 id="ops-enrol-title" className="flex items-center gap-2 text-base font-bold text-slate-900">
        <KeyRound className="size-5 text-brand-600" aria-hidden="true" />
        初回ログイン：認証アプリを登録してください
      </h2>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>認証アプリ（Google Authenticator、Microsoft Authenticator など）でアカウントを追加します。</li>
        <li>
          {enrolment.qr_code_data_uri ? '下のQRコードを読み取るか、' : ''}
          セットアップキーを入力します（アプリの「セットアップキーを入力」、種類は「時間ベース」）。
        </li>
        <li>アプリに表示された6桁のコードを入力します。</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        {enrolment.qr_code_data_uri ? (
          <img
            src={enrolment.qr_code_data_uri}
            alt="認証アプリに読み取らせるQRコード"
            width={160}
            height={160}
            className="size-40 shrink-0 rounded-lg border border-slate-200 bg-white p-2"
          />
        ) : null}
        <div className="w-full min-w-0 space-y-2">
          <p className="text-sm font-semibold text-slate-800">セットアップキー（手入力用）</p>
          <p
            className="rounded-lg border border-slate-200 bg-white px-3 py-2 font-mono text-base tracking-wider break-all text-slate-900 select-all"
            data-testid="ops-totp-secret"
          >
            {/* Groups wrap as wholes, never mid-group. */}
            {groupSecret(enrolment.secret)
              .split(' ')
              .map((g, i) => (
                <Fragment key={i}>
                  {i > 0 ? ' ' : null}
                  <span className="inline-block whitespace-nowrap">{g}</span>
                </Fragment>
              ))}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => void copy()}>
              <ClipboardCopy className="size-4" aria-hidden="true" />
              キーをコピー
            </Button>
            {/* On a phone a QR code cannot be scanned by the same phone: open the app directly. */}
            <a
              href={enrolment.otpauth_uri}
              className="inline-flex h-9 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 lg:hidden"
            >
              このスマートフォンのアプリで設定
            </a>
          </div>
          <p className="text-xs text-slate-600" role="status">
            {copied}
          </p>
        </div>
      </div>
    </section>
  );
}
