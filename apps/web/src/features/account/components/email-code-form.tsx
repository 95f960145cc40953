import { zodResolver } from '@hookform/resolvers/zod';
import { verifyEmailAuthCodeRequestSchema } from '@icp/contract';
import { useState } from 'react';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PinField } from '../../../components/ui/pin-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { applyApiError } from '../../../lib/form-errors.ts';
import type { VerifyEmailAuthCodeResponse } from '../api/verify-email-auth-code.ts';

/**
 * The 6-digit code of an e-mail change. A wrong code shows the server's message (with the tries
 * left) under the field; a dead code (code_expired) is handed to `onExpired`, since only a new
 * request (address + password again) sends a new one.
 */
export function EmailCodeForm({
  hint,
  verify,
  verifying,
  onVerified,
  onExpired,
  onError,
}: {
  hint: string;
  verify: (code: string) => Promise<VerifyEmailAuthCodeResponse>;
  verifying: boolean;
  onVerified: (res: VerifyEmailAuthCodeResponse) => void | Promise<void>;
  onExpired: (message: string) => void;
  onError: (message: string) => void;
}) {
  const [finishing, setFinishing] = useState(false);
  const { control, handleSubmit, setError } = useAppForm({
    mode: 'onChange',
    resolver: zodResolver(verifyEmailAuthCodeRequestSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    let res: VerifyEmailAuthCodeResponse;
    try {
      res = await verify(code);
    } catch (e) {
      if (isApiError(e) && e.status === 'code_expired') {
        onExpired(e.message);
        return;
      }
      if (isApiError(e) && e.status === 'invalid_code') {
        const message = e.errors.find((x) => x.field === 'code')?.message ?? e.message;
        setError('code', { type: 'server', message }, { shouldFocus: true });
        return;
      }
      applyApiError(e, setError, ['code'], { onUnmatched: onError });
      return;
    }
    setFinishing(true);
    await onVerified(res);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <div className="flex justify-center">
        <PinField control={control} name="code" label="認証コード" hint={hint} autoFocus />
      </div>
      <Button type="submit" size="lg" block pending={verifying || finishing}>
        認証してメールアドレスを変更
      </Button>
    </form>
  );
}
