import { zodResolver } from '@hookform/resolvers/zod';
import { otpCodeSchema } from '@icp/contract';
import { Copy, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PinField } from '../../../components/ui/pin-field.tsx';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client.ts';
import { showError, showSuccess } from '../../../lib/ui-store.ts';
import type { TotpEnrolResponse } from '../api/start-totp-enrolment.ts';
import { groupSecret } from './format.ts';

const schema = z.object({ code: otpCodeSchema });

export const ENROLMENT_EXPIRED_MESSAGE = '設定の有効期限が切れました。お手数ですが、最初からやり直してください。';

/**
 * Enrolment step 2: the QR code (and the key for typing by hand), then the app's first code.
 * `onConfirm` rejects with the API error; `onExpired` starts over.
 */
export function TotpScanStep({
  enrolment,
  onConfirm,
  onCancel,
}: {
  enrolment: TotpEnrolResponse;
  onConfirm: (code: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const grouped = groupSecret(enrolment.secret);
  const { control, handleSubmit, setError, formState } = useAppForm({
    mode: 'onChange',
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await onConfirm(code);
    } catch (e) {
      if (isApiError(e) && e.status === 'invalid_code') {
        setError('code', { type: 'server', message: e.message }, { shouldFocus: true });
      } else if (isApiError(e) && e.status === 'code_expired') {
        setFormError(ENROLMENT_EXPIRED_MESSAGE);
      } else {
        setFormError(isApiError(e) ? e.message : NETWORK_ERROR_MESSAGE);
      }
    }
  });

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(enrolment.secret);
      showSuccess('セットアップキーをコピーしました。');
    } catch {
      showError('コピーできませんでした。キーを選択してコピーしてください。');
    }
  };

  return (
    <div className="space-y-6 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-6">
      <div>
        <h3 className="text-base font-bold text-slate-900">認証アプリの設定</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
          <li>スマートフォンに認証アプリ（Google Authenticator、Microsoft Authenticator など）をインストールします。</li>
          <li>アプリでアカウントを追加し、下のQRコードを読み取ります。読み取れない場合はセットアップキーを入力してください。</li>
          <li>アプリに表示された6桁のコードを入力し、「有効にする」を押します。</li>
        </ol>
      </div>

      <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
        <img
          src={enrolment.qr_code_data_uri}
          alt="認証アプリに読み取らせるQRコード"
          width={192}
          height={192}
          className="size-48 shrink-0 rounded-lg border border-slate-200 bg-white p-2"
        />
        <div className="w-full min-w-0 space-y-3">
          <div>
            <p className="text-sm font-semibold text-slate-800">セットアップキー（手入力用）</p>
            <p
              className="mt-1 rounded-lg border border-slate-200 bg-white px-3 py-2 font-mono text-base tracking-wider break-all text-slate-900 select-all"
              data-testid="totp-secret"
            >
              {grouped}
            </p>
            <p className="mt-1 text-xs text-slate-500">
              アプリで「セットアップキーを入力」を選び、種類は「時間ベース」を選んでください（空白は入力不要です）。
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => void copySecret()}>
              <Copy className="size-4" aria-hidden="true" />
              キーをコピー
            </Button>
            {/* On a phone the QR code cannot be scanned by itself: open the app directly. */}
            <a
              href={enrolment.otpauth_uri}
              className="inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 lg:hidden"
            >
              <Smartphone className="size-4" aria-hidden="true" />
              このスマートフォンのアプリで設定
            </a>
          </div>
        </div>
      </div>

      <form onSubmit={submit} noValidate className="space-y-5 border-t border-slate-200 pt-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <PinField control={control} name="code" label="認証コード" hint="認証アプリに表示されている6桁のコード" />
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Button variant="secondary" onClick={onCancel} disabled={formState.isSubmitting}>
            キャンセル
          </Button>
          <Button type="submit" pending={formState.isSubmitting}>
            有効にする
          </Button>
        </div>
      </form>
    </div>
  );
}
