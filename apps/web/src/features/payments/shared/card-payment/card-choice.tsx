import { isAllowedCardBrand } from '@icp/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { RadioCards } from '../../../../components/ui/choice.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ListError, ListLoading } from '../../../../components/ui/query-state.tsx';
import { creditCardsQueryOptions } from '../../../../lib/api/get-credit-cards.ts';
import type { CreditCard } from '../../../../lib/api/get-credit-cards.ts';
import { useRegisterCreditCard } from '../../../../lib/api/register-credit-card.ts';
import type { CardToken } from '../../../../lib/card-gateway.ts';
import { showSuccess } from '../../../../lib/ui-store.ts';

// The card form carries react-hook-form: it loads only when a new card is entered.
const LazyCardForm = lazy(() =>
  import('../../../../components/credit-card/card-form.tsx').then((m) => ({ default: m.CardForm })),
);

const NEW = 'new';

/** "JCB •••• 0000" */
export const cardLabel = (c: Pick<CreditCard, 'brand' | 'last4'>) => `${c.brand} •••• ${c.last4}`;

const expiryText = (c: CreditCard) =>
  `有効期限 ${String(c.expiry_month).padStart(2, '0')}/${String(c.expiry_year % 100).padStart(2, '0')}`;

/**
 * お支払いに使うカード: a saved JCB card, or a new one (tokenised by the gateway, then saved).
 * `value` is the chosen saved card's id; null while nothing (or a new card being entered) is chosen.
 */
export function CardChoice({
  disabled,
  value: creditCardId,
  onChange,
}: {
  disabled?: boolean;
  value: number | null;
  onChange: (creditCardId: number | null) => void;
}) {
  const cards = useQuery(creditCardsQueryOptions());
  const register = useRegisterCreditCard();
  const [adding, setAdding] = useState(false);
  // The latest value and callback, for the effect that only reacts to the cards arriving.
  const latest = useRef({ creditCardId, onChange });
  useEffect(() => {
    latest.current = { creditCardId, onChange };
  });
  const usable = (cards.data ?? []).filter((c) => isAllowedCardBrand(c.brand));
  const refused = (cards.data?.length ?? 0) - usable.length;
  const showForm = adding || (cards.data !== undefined && usable.length === 0);

  // Nothing chosen yet (or the chosen card is gone): the default card, else the first one.
  useEffect(() => {
    if (!cards.data) return;
    const list = cards.data.filter((c) => isAllowedCardBrand(c.brand));
    const current = latest.current.creditCardId;
    if (current !== null && list.some((c) => c.id === current)) return;
    const pick = list.find((c) => c.is_default) ?? list[0];
    if ((pick?.id ?? null) !== current) latest.current.onChange(pick?.id ?? null);
  }, [cards.data]);

  const onToken = async (token: CardToken) => {
    const card = await register.mutateAsync(token);
    onChange(card.id);
    setAdding(false);
    showSuccess(`カード（${cardLabel(card)}）を登録しました。`);
  };

  return (
    <section aria-labelledby="card-heading" className="space-y-4">
      <h2 id="card-heading" className="text-lg font-bold text-slate-900">
        お支払いに使うカード
      </h2>
      {cards.isPending ? (
        <ListLoading label="カードを読み込んでいます" />
      ) : cards.isError ? (
        <ListError message="登録済みのカードを取得できませんでした。" onRetry={() => void cards.refetch()} />
      ) : (
        <>
          {usable.length > 0 ? (
            <fieldset disabled={disabled}>
              <RadioCards<string>
                legend="カード"
                name="credit_card"
                required
                value={adding ? NEW : creditCardId !== null ? String(creditCardId) : undefined}
                options={[
                  ...usable.map((c) => ({
                    value: String(c.id),
                    label: cardLabel(c),
                    description: [expiryText(c), c.holder_name].filter(Boolean).join('　'),
                  })),
                  { value: NEW, label: '新しいカードを登録', description: 'JCBカードをご利用いただけます' },
                ]}
                onChange={(v) => {
                  if (v === NEW) {
                    // Nothing is paid with while the new card is being entered.
                    setAdding(true);
                    onChange(null);
                    return;
                  }
                  setAdding(false);
                  onChange(Number(v));
                }}
              />
            </fieldset>
          ) : (
            <p className="text-sm text-slate-600">お支払いに使うJCBカードを登録してください。</p>
          )}
          {refused > 0 ? (
            <p className="text-xs text-slate-500">JCB以外のカード（{refused}枚）はご利用いただけないため、表示していません。</p>
          ) : null}
          {showForm ? (
            <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
              <Suspense fallback={<ListLoading label="カードの入力欄を読み込んでいます" />}>
                <LazyCardForm
                  onToken={onToken}
                  secondaryAction={
                    usable.length > 0 ? (
                      <Button
                        variant="secondary"
                        onClick={() => {
                          setAdding(false);
                          const list = cards.data ?? [];
                          const pick = list.find((c) => c.is_default && isAllowedCardBrand(c.brand)) ?? usable[0];
                          onChange(pick?.id ?? null);
                        }}
                      >
                        キャンセル
                      </Button>
                    ) : null
                  }
                />
              </Suspense>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
