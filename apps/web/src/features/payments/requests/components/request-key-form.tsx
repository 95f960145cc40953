import { REQUEST_KEY_STATUS } from '@icp/domain';
import { KeyRound } from 'lucide-react';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { confirmDialog } from '../../../../components/ui/confirm.tsx';
import { TextField } from '../../../../components/ui/field.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { afterNextPaint, focusFirstInvalidField } from '../../../../lib/form-focus.ts';
import { showError } from '../../../../lib/ui-store.ts';
import { getRequestKey, REQUEST_KEY_PATTERN, useLinkRequestKey } from '../api/request-keys.ts';
import { errorText } from '../../shared/components/error-text.ts';
import { GLOSSARY } from '../../../../lib/glossary.ts';

/** Spec §8: the dialog when a request cannot be linked (400 with status "2"). */
export const LINK_FAILED_TITLE = '請求支払の取得に失敗しました';
/** Spec §8's default body: expired or invalid, ask the requesting business. */
export const LINK_FAILED_DEFAULT =
  'この請求は有効期限が切れているか、無効になっています。お手数ですが、請求元の事業者へ直接お問い合わせください。';

const showLinkFailed = (message: string) =>
  confirmDialog({ title: LINK_FAILED_TITLE, description: message, confirmLabel: 'OK', cancelLabel: null });

/** What the dialog says for a refused key: the server's words for 400 status "2", the default for an unknown key. */
function linkRefusal(e: unknown): string | null {
  if (!isApiError(e)) return null;
  if (e.httpStatus === 400 && e.status === '2') return e.message || LINK_FAILED_DEFAULT;
  if (e.httpStatus === 404) return LINK_FAILED_DEFAULT;
  return null;
}

/**
 * 請求キー → 取得: checks the key (GET), links a valid unused one to this buyer (POST) and opens
 * its card payment screen; a key already used opens the request it was used for. The field is
 * emptied after every attempt, whatever its outcome (spec §4).
 */
export function RequestKeyForm() {
  const navigate = useNavigate();
  const link = useLinkRequestKey();
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy.current) return;
    const form = e.currentTarget as HTMLFormElement;
    const refuse = (message: string) => {
      setError(message);
      afterNextPaint(() => focusFirstInvalidField(form));
    };
    const typed = key.trim();
    if (!typed) {
      refuse('請求キーを入力してください。');
      return;
    }
    if (!REQUEST_KEY_PATTERN.test(typed)) {
      refuse('請求キーは半角英数字とハイフン（6〜64文字）で入力してください。');
      return;
    }
    busy.current = true;
    setPending(true);
    setError(null);
    let target: number | null = null;
    try {
      const info = await getRequestKey(typed);
      if (info.is_used && info.invoice_id !== null) target = info.invoice_id;
      else if (info.key_status !== REQUEST_KEY_STATUS.VALID) {
        void showLinkFailed(LINK_FAILED_DEFAULT);
      } else {
        const linked = await link.mutateAsync(typed);
        target = linked.invoice_id;
      }
    } catch (err) {
      const refusal = linkRefusal(err);
      if (refusal) void showLinkFailed(refusal);
      else showError(errorText(err), '請求を取得できませんでした');
    } finally {
      setKey('');
      busy.current = false;
      setPending(false);
    }
    if (target !== null) void navigate(paths.paymentsWaitingCreditcard(target));
  };

  return (
    <Card className="mb-6">
      <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="request-key-heading">
        <h2 id="request-key-heading" className="flex items-center gap-2 text-base font-bold text-slate-900">
          <KeyRound className="size-5 text-brand-600" aria-hidden="true" />
          請求キーで請求を取得
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          請求元の事業者から届いた請求キーを入力すると、その請求をカードで支払えます。
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            label="請求キー"
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            placeholder={GLOSSARY.requestKeyPlaceholder}
            containerClassName="flex-1 sm:max-w-md"
            value={key}
            onChange={(e) => {
              setKey(e.target.value);
              if (error) setError(null);
            }}
            error={error ?? undefined}
          />
          <Button type="submit" pending={pending} className="sm:mt-7">
            取得
          </Button>
        </div>
      </form>
    </Card>
  );
}
