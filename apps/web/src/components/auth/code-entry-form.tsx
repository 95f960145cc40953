import { zodResolver } from '@hookform/resolvers/zod';
import { otpCodeSchema, type TokenResponse } from '@icp/contract';
import { useState } from 'react';
import { useAppForm } from '../../lib/use-app-form.ts';
import { z } from 'zod';
import { Button } from '../ui/button.tsx';
import { PinField } from '../ui/pin-field.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { applyApiError } from '../../lib/form-errors.ts';
import { showError, showSuccess } from '../../lib/ui-store.ts';

const formSchema = z.object({ code: otpCodeSchema });

export interface CodeEntryFormProps {
  /** 認証コード (sign-up and login; lib/glossary.ts): also the PIN input's label. */
  codeLabel: string;
  submitLabel: string;
  resendLabel: string;
  verify: (code: string) => Promise<TokenResponse>;
  verifying: boolean;
  resend: () => Promise<{ message?: string } | undefined>;
  resending: boolean;
  /** Runs after a correct code; the form keeps its button busy until navigation. */
  onVerified: (tokens: TokenResponse) => Promise<void>;
}

/** The 6-digit code step shared by sign-up confirmation and the login second factor. */
export function CodeEntryForm(props: CodeEntryFormProps) {
  const [finishing, setFinishing] = useState(false);
  const { control, handleSubmit, setError } = useAppForm({
    mode: 'onChange',
    resolver: zodResolver(formSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    let tokens: TokenResponse;
    try {
      tokens = await props.verify(code);
    } catch (e) {
      // invalid_code / code_expired describe the code itself: show them under the field.
      if (isApiError(e) && (e.status === 'invalid_code' || e.status === 'code_expired')) {
        setError('code', { type: 'server', message: e.message }, { shouldFocus: true });
      } else {
        applyApiError(e, setError, ['code']);
      }
      return;
    }
    setFinishing(true);
    await props.onVerified(tokens);
  });

  const onResend = async () => {
    try {
      const res = await props.resend();
      showSuccess(res?.message ?? `${props.codeLabel}を再送信しました。`);
    } catch (e) {
      // 429 resend_too_soon carries its own Japanese message.
      showError(isApiError(e) ? e.message : `${props.codeLabel}を再送信できませんでした。`);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <div className="flex justify-center">
        <PinField control={control} name="code" label={props.codeLabel} hint="コードの有効期限は10分です。" autoFocus />
      </div>
      <Button type="submit" size="lg" block pending={props.verifying || finishing}>
        {props.submitLabel}
      </Button>
      <div className="border-t border-slate-100 pt-5 text-center text-sm text-slate-600">
        <p>メールが届かない場合は、迷惑メールフォルダもご確認ください。</p>
        <Button variant="ghost" size="sm" className="mt-2" onClick={onResend} pending={props.resending}>
          {props.resendLabel}
        </Button>
      </div>
    </form>
  );
}
