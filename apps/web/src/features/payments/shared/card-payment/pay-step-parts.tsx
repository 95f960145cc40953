import type { Commission } from '@icp/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert, CreditCard, Lock } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { Button, ButtonLink } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { formatAmount } from '../../../../lib/format.ts';
import { useUiStore } from '../../../../lib/ui-store.ts';
import { CardChoice } from './card-choice.tsx';
import { CommissionPanel } from './commission-panel.tsx';

/** The fee for the amount on screen: a placeholder kept from the previous amount does not count. */
export const settledCommission = (query: UseQueryResult<Commission>) =>
  query.data && !query.isPlaceholderData ? query.data : undefined;

/** The fee panel fed by its query, with a retry when the call failed. */
export function CommissionFromQuery({ query }: { query: UseQueryResult<Commission> }) {
  return (
    <CommissionPanel
      commission={query.data}
      loading={query.isFetching}
      failed={query.isError}
      onRetry={() => void query.refetch()}
    />
  );
}

/** The total the card will be charged, large, just above the pay button. */
export function ChargeTotal({ label = 'カードへのご請求額（合計）', total }: { label?: string; total: number | undefined }) {
  return (
    <div className="mt-8 rounded-2xl border border-brand-100 bg-brand-50 px-5 py-4 text-center">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="text-3xl font-bold text-slate-900 tabular-nums" data-testid="charge-total">
        {total === undefined ? '—' : formatAmount(total)}
      </p>
    </div>
  );
}

/** The row of a payment step's buttons: 「戻る」 first, then the step's own actions. */
export function StepActions({ backTo, pending, children }: { backTo: string; pending: boolean; children: ReactNode }) {
  return (
    <div className="mt-6 flex flex-col-reverse items-stretch justify-center gap-3 sm:flex-row sm:items-center">
      <ButtonLink
        to={backTo}
        variant="secondary"
        size="lg"
        className="w-full sm:w-40"
        // While the card is being authorised the page must not be left half-way.
        aria-disabled={pending || undefined}
        onClick={(e) => pending && e.preventDefault()}
      >
        戻る
      </ButtonLink>
      {children}
    </div>
  );
}

/** What happens when the button is pressed: the hold on the card and the 3-D Secure page. */
export function ThreeDSecureNote({ children }: { children: ReactNode }) {
  return (
    <p className="mt-4 flex items-start justify-center gap-2 text-center text-xs text-slate-500">
      <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}

export const PAY_NOTE =
  '「カードで支払う」を押すと、カードのご利用枠を確保します。カード会社の本人認証（3-Dセキュア）画面が表示された場合は、案内に従ってください。';

/** What to do after a card decline, under the gateway's own sentence. */
export const DECLINE_NEXT_STEPS = '別のカードを選んでもう一度お支払いいただくか、ご利用のカード会社にご確認ください。';

/**
 * The error that ended a payment step, drawn right above the pay button where the buyer is:
 * announced (role="alert"), scrolled into view and focused, so it is neither off screen nor
 * lost with the focus on <body>. A success message still showing from before (「カードを登録
 * しました」) is taken down, so the screen never says both at once.
 */
export function PayStepError({
  message,
  title = 'お支払いできませんでした',
  declined = false,
  cardSection = null,
}: {
  message: string | null;
  title?: string;
  /** The card company declined: say what to do now (another card, or the card company). */
  declined?: boolean;
  /** After a decline, 「別のカードを選ぶ」 moves the focus into this card section; none, no button. */
  cardSection?: RefObject<HTMLElement | null> | null;
}) {
  const nextSteps = declined ? DECLINE_NEXT_STEPS : null;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!message) return;
    const { snackbar, clearSnackbar } = useUiStore.getState();
    if (snackbar?.color === 'success') clearSnackbar(snackbar.id);
    const box = ref.current;
    if (!box) return;
    box.scrollIntoView?.({ block: 'center' });
    box.focus({ preventScroll: true });
  }, [message]);
  if (!message) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      data-testid="pay-step-error"
      className="mt-8 flex gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 outline-none focus-visible:ring-2 focus-visible:ring-red-400"
    >
      <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 space-y-1 whitespace-pre-line">
        <p className="font-semibold">{title}</p>
        <p>{message}</p>
        {nextSteps ? <p>{nextSteps}</p> : null}
        {declined && cardSection ? (
          <div className="pt-2">
            <Button variant="secondary" onClick={() => focusChosenCard(cardSection.current)}>
              別のカードを選ぶ
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** 「別のカードを選ぶ」: focus the card chosen now in the card section, so another one is one arrow key away. */
export function focusChosenCard(section: HTMLElement | null) {
  const radio =
    section?.querySelector<HTMLInputElement>('input[type="radio"]:checked') ??
    section?.querySelector<HTMLInputElement>('input[type="radio"], input, button');
  radio?.scrollIntoView?.({ block: 'center' });
  radio?.focus({ preventScroll: true });
}

/** The card to pay with, in its own card; `cardSection` is where 「別のカードを選ぶ」 moves the focus. */
export function CardChoiceCard({
  cardSection,
  disabled,
  value,
  onChange,
}: {
  cardSection: RefObject<HTMLDivElement | null>;
  disabled: boolean;
  value: number | null;
  onChange: (creditCardId: number | null) => void;
}) {
  return (
    <Card>
      <div ref={cardSection}>
        <CardChoice disabled={disabled} value={value} onChange={onChange} />
      </div>
    </Card>
  );
}

/**
 * The foot of a card payment step: the total, the error of the last try, 「戻る」, the step's own
 * buttons (`children`) and 「カードで支払う」, then what pressing it does.
 */
export function CardPayActions({
  total,
  error,
  declined,
  cardSection,
  backTo,
  pending,
  canPay,
  onPay,
  children,
}: {
  total: number | undefined;
  error: string | null;
  declined: boolean;
  cardSection: RefObject<HTMLElement | null>;
  backTo: string;
  pending: boolean;
  canPay: boolean;
  onPay: () => void;
  children?: ReactNode;
}) {
  return (
    <>
      <ChargeTotal total={total} />
      <PayStepError message={error} declined={declined} cardSection={cardSection} />
      <StepActions backTo={backTo} pending={pending}>
        {children}
        <Button size="lg" className="w-full sm:w-64" pending={pending} disabled={!canPay} onClick={onPay}>
          <CreditCard className="size-5" aria-hidden="true" />
          カードで支払う
        </Button>
      </StepActions>
      <ThreeDSecureNote>{PAY_NOTE}</ThreeDSecureNote>
    </>
  );
}
