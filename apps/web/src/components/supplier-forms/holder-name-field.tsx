import { normalizeHolderKana } from '@icp/domain';
import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../ui/cn.ts';
import { describedBy, FieldShell, inputClass } from '../ui/field.tsx';
import { Spinner } from '../ui/spinner.tsx';
import type { HolderKana } from '../../lib/api/convert-holder-kana.ts';
import { GLOSSARY } from '../../lib/glossary.ts';

export const HOLDER_NAME_LABEL = '口座名義（カナ）';

/** The client-side Zengin preview of what was typed (the server confirms it on blur). */
export function previewHolderName(input: string) {
  return input.trim() === '' ? null : normalizeHolderKana(input);
}

interface HolderNameFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value'> {
  value: string;
  /** A validation or server message for the field. */
  error?: string | undefined;
  /** The server's answer for exactly the current value, once it came. */
  confirmed: HolderKana | null;
  checking?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * 口座名義 with a live preview of its Zengin half-width form, e.g. 株式会社サンプル → ｶ)ｻﾝﾌﾟﾙ.
 * Characters a bank cannot take are named under the field as the person types.
 */
export function HolderNameField({ value, error, confirmed, checking, ref, className, ...rest }: HolderNameFieldProps) {
  const id = useId();
  const previewId = `${id}-preview`;
  const preview = previewHolderName(value);
  const previewError = preview && !preview.ok ? preview.message : undefined;
  const shownError = error ?? previewError;
  const hint = GLOSSARY.zenginNameRule;
  const described = [describedBy(id, hint, shownError), preview ? previewId : null].filter(Boolean).join(' ') || undefined;

  return (
    <FieldShell id={id} label={HOLDER_NAME_LABEL} required hint={hint} error={shownError}>
      <input
        ref={ref}
        id={id}
        type="text"
        autoComplete="off"
        aria-invalid={shownError ? true : undefined}
        aria-describedby={described}
        aria-required
        value={value}
        placeholder="カ）サンプル"
        className={cn(inputClass, 'h-11', className)}
        {...rest}
      />
      {!shownError && (preview?.ok || confirmed) ? (
        <div id={previewId} className="rounded-lg border border-slate-200 bg-slate-50 px-3.5 py-2 text-sm">
          <p className="flex flex-wrap items-center gap-x-2 text-slate-600">
            <span>振込データでの表記</span>
            {confirmed ? (
              <span className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-700">
                <CircleCheck className="size-3.5" aria-hidden="true" />
                確認済み
              </span>
            ) : checking ? (
              <span className="inline-flex items-center gap-1 text-xs text-slate-500">
                <Spinner className="size-3.5" />
                確認中
              </span>
            ) : null}
          </p>
          <p className="font-mono text-base text-slate-900" data-testid="holder-preview">
            {confirmed ? confirmed.account_holder_name : preview?.ok ? preview.value : ''}
          </p>
          <p className="text-xs text-slate-500">{confirmed ? confirmed.display : preview?.ok ? preview.display : ''}</p>
        </div>
      ) : null}
    </FieldShell>
  );
}
