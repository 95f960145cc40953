import { zodResolver } from '@hookform/resolvers/zod';
import { otpCodeSchema, RECOVERY_CODE_PATTERN } from '@icp/contract';
import type { TokenResponse } from '@icp/contract';
import { useState } from 'react';
import { useAppForm } from '../../lib/use-app-form.ts';
import { z } from 'zod';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { PinField } from '../ui/pin-field.tsx';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api-client.ts';

/** What the user may type for a recovery code: spaces dropped, dash look-alikes made '-', lower case. */
export function normalizeRecoveryCode(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/[‐‑‒–—―ー−]/g, '-')
    .toLowerCase();
}

const appSchema = z.object({ code: otpCodeSchema });
const recoverySchema = z.object({
  code: z
    .string()
    .transform(normalizeRecoveryCode)
    .pipe(
      z
        .string()
        .min(1, 'リカバリーコードを入力してください。')
        .regex(RECOVERY_CODE_PATTERN, 'リカバリーコードは「xxxxx-xxxxx」の形式（英数字10文字）で入力してください。'),
    ),
});

export const TOTP_EXPIRED_MESSAGE =
  'ログインの有効期限が切れたか、入力回数の上限に達しました。お手数ですが、もう一度ログインしてください。';

/** Which second factor the user is typing: the app's 6-digit code or a saved recovery code. */
export type TotpMode = 'app' | 'recovery';

export interface TotpEntryFormProps {
  verify: (code: string) => Promise<TokenResponse>;
  verifying: boolean;
  /** Runs after a correct code; `usedRecoveryCode` says a recovery code was spent. */
  onVerified: (tokens: TokenResponse, usedRecoveryCode: boolean) => Promise<void>;
}

function CodeForm({ mode, ...props }: TotpEntryFormProps & { mode: TotpMode }) {
  const [finishing, setFinishing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, formState } = useAppForm<{ code: string }, unknown, { code: string }>({
    mode: 'onChange',
    resolver: zodResolver(mode === 'app' ? appSchema : recoverySchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    let tokens: TokenResponse;
    try {
      tokens = await props.verify(code);
    } catch (e) {
      if (isApiError(e) && e.status === 'invalid_code') {
        setError('code', { type: 'server', message: e.message }, { shouldFocus: true });
      } else if (isApiError(e) && e.status === 'code_expired') {
        // No resend for an app code: the login attempt itself is spent.
        setFormError(TOTP_EXPIRED_MESSAGE);
      } else {
        setFormError(isApiError(e) ? e.message : NETWORK_ERROR_MESSAGE);
      }
      return;
    }
    setFinishing(true);
    await props.onVerified(tokens, mode === 'recovery');
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {mode === 'app' ? (
        <div className="flex justify-center">
          <PinField
            control={control}
            name="code"
            label="認証コード"
            hint="認証アプリに表示されている6桁のコード（30秒ごとに切り替わります）"
            autoFocus
          />
        </div>
      ) : (
        <TextField
          {...register('code')}
          label="リカバリーコード"
          hint="「xxxxx-xxxxx」の形式の英数字10文字（例: abcde-12345）。ハイフンは省略できます。"
          placeholder="xxxxx-xxxxx"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          autoFocus
          className="font-mono tracking-wider"
          error={formState.errors.code?.message}
        />
      )}
      <Button type="submit" size="lg" block pending={props.verifying || finishing}>
        認証する
      </Button>
    </form>
  );
}

/**
 * The login second factor for TOTP users: the app's 6-digit code, or one recovery code. No resend.
 * The page owns the mode, because its lead text above this form has to follow it.
 */
export function TotpEntryForm({
  mode,
  onModeChange: setMode,
  ...props
}: TotpEntryFormProps & { mode: TotpMode; onModeChange: (mode: TotpMode) => void }) {
  return (
    <div className="space-y-6">
      {/* Keyed: each mode gets a fresh form (its own schema, no leftover value or error). */}
      <CodeForm key={mode} mode={mode} {...props} />
      <div className="border-t border-slate-100 pt-5 text-center text-sm text-slate-600">
        {mode === 'app' ? (
          <p>スマートフォンを紛失したなど、認証アプリを使えない場合はリカバリーコードでログインできます。</p>
        ) : (
          <p>認証アプリを使える場合は、アプリに表示される6桁のコードでもログインできます。</p>
        )}
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => setMode(mode === 'app' ? 'recovery' : 'app')}>
          {mode === 'app' ? 'リカバリーコードを使う' : '認証アプリのコードを使う'}
        </Button>
      </div>
    </div>
  );
}
