import { normalizeCardNumber, securityCodeLength, toHalfWidthDigits } from '@icp/domain';
import { CreditCard as CardIcon, Lock } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { isApiError } from '../../lib/api-client.ts';
import { applyApiError } from '../../lib/form-errors.ts';
import { createCardToken } from '../../lib/card-gateway.ts';
import { afterNextPaint, ancestorsOf, focusNearestLanding } from '../../lib/form-focus.ts';
import { securityCodeHint } from '../../lib/glossary.ts';
import { useAppForm } from '../../lib/use-app-form.ts';
import type { CardToken, CardTokenField } from '../../lib/card-gateway.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { TextField } from '../ui/field.tsx';
import {
  cardExpiryError,
  cardNumberError,
  formatCardNumberInput,
  formatExpiryInput,
  guessCardBrand,
  holderNameError,
  securityCodeError,
} from './card-rules.ts';

export interface CardFormValues {
  card_number: string;
  card_expire: string;
  security_code: string;
  holder_name: string;
}

const EMPTY: CardFormValues = { card_number: '', card_expire: '', security_code: '', holder_name: '' };
/** Where the token server's refusals go (card-gateway.ts maps its codes to these fields). */
const TOKEN_FIELDS: readonly CardTokenField[] = ['card_number', 'card_expire', 'security_code'];

/** The spec §5 card rules, checked in the browser before anything is sent. */
export function cardFormErrors(v: CardFormValues, now: Date): Partial<Record<keyof CardFormValues, string>> {
  const out: Partial<Record<keyof CardFormValues, string>> = {};
  const number = cardNumberError(v.card_number);
  if (number) out.card_number = number;
  const expire = cardExpiryError(v.card_expire, now);
  if (expire) out.card_expire = expire;
  const code = securityCodeError(v.security_code, v.card_number);
  if (code) out.security_code = code;
  const holder = holderNameError(v.holder_name);
  if (holder) out.holder_name = holder;
  return out;
}

const resolver: Resolver<CardFormValues> = async (values) => {
  const found = cardFormErrors(values, new Date());
  const errors: FieldErrors<CardFormValues> = {};
  for (const [name, message] of Object.entries(found) as [keyof CardFormValues, string][]) {
    errors[name] = { type: 'validate', message };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

const REGISTER_FAILED = 'カードを登録できませんでした。お手数ですが、もう一度カード情報を入力してください。';

/**
 * A new card: number (brand shown while typing; JCB only), expiry MM/YY, security code and an
 * optional holder name. Number, expiry and code go to the acquirer's token server only (the MDK
 * token carries no holder name, so the name goes to our API with the token, for the buyer's list);
 * the inputs are cleared as soon as the token is back, and `onToken` registers the token and the
 * typed last 4 digits with our API.
 */
export function CardForm({
  onToken,
  submitLabel = 'このカードを登録する',
  secondaryAction,
}: {
  onToken: (token: CardToken) => Promise<void>;
  submitLabel?: string;
  secondaryAction?: ReactNode;
}) {
  const form = useAppForm<CardFormValues>({ mode: 'onChange', resolver, defaultValues: EMPTY });
  const { register, control, setValue, setError, reset, formState } = form;
  const errors = formState.errors;
  const [number, expire] = useWatch({ control, name: ['card_number', 'card_expire'] });
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  // True from the moment the token is handed over: a screen may close the form before onToken returns.
  const handedOver = useRef(false);
  const brand = guessCardBrand(number);

  // Screens close this form once the card is registered (or on キャンセル), and focus would fall to
  // <body>. Land it on what is left: the newly selected card, else the section around the form.
  // A layout effect's cleanup runs while the form is still in the page, so it can see where focus
  // is; the ancestors are taken at mount, when they are certainly attached.
  useLayoutEffect(() => {
    const form = formRef.current;
    const ancestors = ancestorsOf(form);
    return () => {
      if (!handedOver.current && !form?.contains(document.activeElement)) return;
      // Once the screen's other updates (the card list refreshed from the query cache) are drawn.
      afterNextPaint(() => focusNearestLanding(ancestors));
    };
  }, []);

  // The submit button was disabled while pending: a failure would leave focus nowhere.
  useEffect(() => {
    if (formError) errorRef.current?.focus();
  }, [formError]);
  const codeSize = securityCodeLength(normalizeCardNumber(number) ?? '');

  const onValid = async (v: CardFormValues) => {
    setFormError(null);
    setPending(true);
    let token: CardToken;
    try {
      token = await createCardToken({
        card_number: normalizeCardNumber(v.card_number) ?? '',
        card_expire: v.card_expire.trim(),
        security_code: toHalfWidthDigits(v.security_code.trim()),
      });
    } catch (e) {
      setPending(false);
      // A refused number, expiry or code goes under its field (and focus to the first of them);
      // anything else above the form.
      applyApiError(e, setError, TOKEN_FIELDS, { onUnmatched: setFormError });
      return;
    }
    // The card data has done its job: it leaves the page before anything else happens.
    reset(EMPTY);
    handedOver.current = true;
    // Embossed names are capitals; whatever case was typed, the list shows it as on the card.
    const holderName = v.holder_name.trim().toUpperCase();
    if (holderName) token = { ...token, holder_name: holderName };
    try {
      await onToken(token);
    } catch (e) {
      handedOver.current = false;
      setFormError(isApiError(e) ? `${e.message}\n${REGISTER_FAILED}` : REGISTER_FAILED);
    } finally {
      setPending(false);
    }
  };

  const cardNumber = register('card_number');
  const cardExpire = register('card_expire');
  const securityCode = register('security_code');
  const holderName = register('holder_name');

  return (
    <form
      ref={formRef}
      onSubmit={(e) => void form.handleSubmit(onValid)(e)}
      noValidate
      className="space-y-5"
      aria-label="新しいカード"
    >
      {formError ? (
        <div ref={errorRef} tabIndex={-1} className="outline-none">
          <Alert tone="error">{formError}</Alert>
        </div>
      ) : null}
      <div className="relative">
        <TextField
          label="カード番号"
          required
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          maxLength={23}
          className="pr-20 font-mono sm:pr-28 sm:tracking-wider"
          hint="カード表面の番号（JCBカードのみご利用いただけます）"
          error={errors.card_number?.message}
          {...cardNumber}
          onChange={(e) => {
            e.target.value = formatCardNumberInput(e.target.value);
            return cardNumber.onChange(e);
          }}
        />
        <span
          className={cn(
            'pointer-events-none absolute top-9 right-3 inline-flex h-7 items-center gap-1 rounded-md px-2 text-xs font-bold',
            brand.name === null ? 'text-slate-400' : brand.refused ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-700',
          )}
          aria-live="polite"
          data-testid="card-brand"
        >
          <CardIcon className="hidden size-4 sm:block" aria-hidden="true" />
          {brand.name ?? <span className="sr-only">カードブランド未判定</span>}
        </span>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="有効期限（MM/YY）"
          required
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="12/30"
          maxLength={5}
          className="max-w-32 font-mono tracking-wider"
          error={errors.card_expire?.message}
          {...cardExpire}
          onChange={(e) => {
            e.target.value = formatExpiryInput(e.target.value, expire);
            return cardExpire.onChange(e);
          }}
        />
        <TextField
          label="セキュリティコード"
          required
          type="password"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          className="max-w-32 font-mono tracking-wider"
          hint={securityCodeHint(codeSize)}
          error={errors.security_code?.message}
          {...securityCode}
          onChange={(e) => {
            e.target.value = toHalfWidthDigits(e.target.value).replace(/\D/g, '');
            return securityCode.onChange(e);
          }}
        />
      </div>
      <TextField
        label="カード名義（任意）"
        autoComplete="cc-name"
        autoCapitalize="characters"
        placeholder="TARO YAMADA"
        className="uppercase"
        error={errors.holder_name?.message}
        {...holderName}
        onBlur={(e) => {
          const upper = e.target.value.toUpperCase();
          if (upper !== e.target.value) setValue('holder_name', upper, { shouldValidate: true });
          return holderName.onBlur(e);
        }}
      />
      <p className="flex items-start gap-2 text-xs text-slate-500">
        <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
        カード情報は決済代行会社へ直接送信され、当サービスには保存されません。
      </p>
      <div className="flex flex-col-reverse items-stretch justify-end gap-3 sm:flex-row sm:items-center">
        {secondaryAction}
        <Button type="submit" pending={pending} className="w-full sm:w-auto">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
