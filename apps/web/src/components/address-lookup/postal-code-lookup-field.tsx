import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../lib/api-client.ts';
import { lookupPostalCodeOnce } from '../../lib/api/lookup-postal-code.ts';
import type { PostalAddress } from '../../lib/api/lookup-postal-code.ts';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { PostalCodeField } from '../ui/postal-code-field.tsx';
import type { PostalCodeFieldProps } from '../ui/postal-code-field.tsx';
import { agreedAddress, isEmptyPatch, planAddressFill } from './address-fill.ts';
import type { AddressValues } from './address-fill.ts';

/** How the field reads and writes the form's 都道府県 / 市区町村 / 番地 (whatever the form calls them). */
export interface AddressAccess {
  get: () => AddressValues;
  set: (values: Partial<AddressValues>) => void;
}

type Hint =
  | { kind: 'none' }
  | { kind: 'filled'; label: string }
  | { kind: 'offer'; label: string; values: Partial<AddressValues> }
  | { kind: 'ambiguous' }
  | { kind: 'notFound' };

const NONE: Hint = { kind: 'none' };

function hintText(hint: Hint): string {
  switch (hint.kind) {
    case 'filled':
      return `郵便番号から「${hint.label}」を入力しました。続きの住所を入力してください。`;
    case 'offer':
      return `この郵便番号の住所は「${hint.label}」です。入力済みの内容と異なります。`;
    case 'ambiguous':
      return 'この郵便番号には複数の地域が該当します。住所を直接入力してください。';
    case 'notFound':
      return '該当する住所が見つかりません。郵便番号をご確認ください。';
    case 'none':
      return '';
  }
}

/**
 * The 郵便番号 field that fills the address from Japan Post's data once 7 digits are typed (or
 * pasted). Only empty inputs are filled; where the user already typed something else, a
 * 「住所を入力」 button offers the address instead. The outcome is announced politely and focus
 * stays where the user is. Values set by code (a 法人番号 search, saved data) never trigger it.
 */
export function PostalCodeLookupField({ address, onChange, ref, ...props }: PostalCodeFieldProps & { address: AddressAccess }) {
  const [hint, setHint] = useState<Hint>(NONE);
  // The code whose answer is awaited or shown: a late answer for an older code is dropped.
  const current = useRef<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);

  const setInputRef = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  const apply = (addresses: readonly PostalAddress[]) => {
    const found = agreedAddress(addresses);
    if (found.prefecture === '') {
      setHint({ kind: 'ambiguous' });
      return;
    }
    const plan = planAddressFill(address.get(), found);
    if (!isEmptyPatch(plan.now)) address.set(plan.now);
    if (!isEmptyPatch(plan.onRequest)) setHint({ kind: 'offer', label: plan.label, values: plan.onRequest });
    else setHint(isEmptyPatch(plan.now) ? NONE : { kind: 'filled', label: plan.label });
  };

  const lookUp = (formatted: string) => {
    const code = formatted.replace(/\D/g, '');
    if (code.length !== 7) {
      current.current = null;
      setHint(NONE);
      return;
    }
    // The same 7 digits again (an 8th digit typed and dropped): nothing new to look up.
    if (code === current.current) return;
    current.current = code;
    setHint(NONE);
    lookupPostalCodeOnce(code).then(
      (addresses) => {
        if (current.current === code) apply(addresses);
      },
      (error: unknown) => {
        // Anything but "no such code" is the network's business: the user types the address.
        if (current.current === code) setHint(isApiError(error) && error.httpStatus === 404 ? { kind: 'notFound' } : NONE);
      },
    );
  };

  const fillOffered = () => {
    if (hint.kind !== 'offer') return;
    address.set(hint.values);
    setHint({ kind: 'filled', label: hint.label });
    // The button goes away: keep the keyboard where the address started.
    input.current?.focus();
  };

  const text = hintText(hint);
  return (
    <div>
      <PostalCodeField
        {...props}
        ref={setInputRef}
        onChange={(value) => {
          onChange(value);
          lookUp(value);
        }}
      />
      {/* Always in the page, so that screen readers announce what appears in it. */}
      <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-2', text && 'mt-2')}>
        <p role="status" className={cn('text-sm', hint.kind === 'notFound' ? 'text-amber-800' : 'text-slate-600')}>
          {text}
        </p>
        {hint.kind === 'offer' ? (
          <Button variant="secondary" size="sm" onClick={fillOffered}>
            住所を入力
          </Button>
        ) : null}
      </div>
    </div>
  );
}
