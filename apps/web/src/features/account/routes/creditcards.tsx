import { useQuery } from '@tanstack/react-query';
import { CreditCard as CardIcon, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle, PageHeader } from '../../../components/ui/card.tsx';
import { confirmDialog } from '../../../components/ui/confirm.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListError, ListLoading } from '../../../components/ui/query-state.tsx';
import { creditCardsQueryOptions } from '../../../lib/api/get-credit-cards.ts';
import type { CreditCard } from '../../../lib/api/get-credit-cards.ts';
import { useRegisterCreditCard } from '../../../lib/api/register-credit-card.ts';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client.ts';
import type { CardToken } from '../../../lib/card-gateway.ts';
import { showSuccess } from '../../../lib/ui-store.ts';
import { useDeleteCreditCard } from '../api/delete-credit-card.ts';
import { useSetDefaultCreditCard } from '../api/set-default-credit-card.ts';
import { cardLabel, CardRow, expiryOf } from '../components/card-row.tsx';

// The card form carries react-hook-form: it loads only when a card is added (docs/design.md §9).
const CardForm = lazy(() => import('../../../components/credit-card/card-form.tsx').then((m) => ({ default: m.CardForm })));

function AddCard({ onClose }: { onClose: () => void }) {
  const register = useRegisterCreditCard();
  const onToken = async (token: CardToken) => {
    // Only the acquirer's one-time token (and the typed last 4 digits) reach our API; the card number never does.
    const card = await register.mutateAsync(token);
    showSuccess(`カード（${cardLabel(card)}）を登録しました。`);
    onClose();
  };
  return (
    <Card>
      <CardTitle className="mb-1">カードを追加</CardTitle>
      <p className="mb-5 text-sm text-slate-600">ご利用いただけるカードはJCBのみです。</p>
      <Suspense fallback={<ListLoading label="カードの入力欄を読み込んでいます" />}>
        <CardForm
          onToken={onToken}
          secondaryAction={
            <Button variant="secondary" onClick={onClose}>
              キャンセル
            </Button>
          }
        />
      </Suspense>
    </Card>
  );
}

/** /myaccount/creditcards (お支払い方法): saved cards, the default, add and delete. */
export function Component() {
  const cards = useQuery(creditCardsQueryOptions());
  const makeDefault = useSetDefaultCreditCard();
  const remove = useDeleteCreditCard();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<{ title: string; message: string } | null>(null);
  const list = cards.data ?? [];
  const busy = makeDefault.isPending || remove.isPending;

  const onMakeDefault = async (card: CreditCard) => {
    setError(null);
    try {
      await makeDefault.mutateAsync(card.id);
    } catch (e) {
      setError({ title: '既定のカードを変更できませんでした', message: isApiError(e) ? e.message : NETWORK_ERROR_MESSAGE });
      return;
    }
    showSuccess(`${cardLabel(card)}を既定のカードにしました。`);
  };

  const onDelete = async (card: CreditCard) => {
    setError(null);
    const ok = await confirmDialog({
      title: 'このカードを削除しますか？',
      description: `${cardLabel(card)}（有効期限 ${expiryOf(card)}）`,
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(card.id);
    } catch (e) {
      // card_in_use (409) says why in Japanese: a payment in progress still uses this card.
      setError({ title: 'カードを削除できませんでした', message: isApiError(e) ? e.message : NETWORK_ERROR_MESSAGE });
      return;
    }
    showSuccess(`${cardLabel(card)}を削除しました。`);
  };

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="お支払い方法"
        lead="支払に使うクレジットカードを管理します。既定のカードは、新しい支払で最初に選ばれます。"
        actions={
          cards.isSuccess && list.length > 0 && !adding ? (
            <Button onClick={() => setAdding(true)}>
              <Plus className="size-4" aria-hidden="true" />
              カードを追加
            </Button>
          ) : undefined
        }
      />
      <div className="space-y-6">
        {error ? (
          <Alert tone="error" title={error.title}>
            {error.message}
          </Alert>
        ) : null}
        {adding ? <AddCard onClose={() => setAdding(false)} /> : null}
        <Card flush>
          {cards.isPending ? (
            <ListLoading label="カードを読み込んでいます" />
          ) : cards.isError ? (
            <ListError message="登録済みのカードを取得できませんでした。" onRetry={() => void cards.refetch()} />
          ) : list.length === 0 ? (
            <EmptyState
              icon={CardIcon}
              title="登録されているカードはありません"
              action={
                adding ? null : (
                  <Button onClick={() => setAdding(true)}>
                    <Plus className="size-4" aria-hidden="true" />
                    カードを追加
                  </Button>
                )
              }
            >
              支払に使うJCBカードを登録してください。
            </EmptyState>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label="登録済みのカード">
              {list.map((card) => (
                <CardRow
                  key={card.id}
                  card={card}
                  busy={busy}
                  onMakeDefault={() => void onMakeDefault(card)}
                  onDelete={() => void onDelete(card)}
                />
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
