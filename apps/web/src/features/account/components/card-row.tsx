import { isAllowedCardBrand } from '@icp/domain';
import { CreditCard as CardIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Badge } from '../../../components/ui/query-state.tsx';
import type { CreditCard } from '../../../lib/api/get-credit-cards.ts';

/** "JCB •••• 0000" */
export const cardLabel = (c: Pick<CreditCard, 'brand' | 'last4'>) => `${c.brand} •••• ${c.last4}`;

/** MM/YY, as printed on the card. */
export const expiryOf = (c: Pick<CreditCard, 'expiry_month' | 'expiry_year'>) =>
  `${String(c.expiry_month).padStart(2, '0')}/${String(c.expiry_year % 100).padStart(2, '0')}`;

/** Good through the last day of its month, in Japan time. */
export function isExpired(c: Pick<CreditCard, 'expiry_month' | 'expiry_year'>, now: Date): boolean {
  const jst = new Date(now.getTime() + 9 * 60 * 60 * 1000);
  const thisMonth = jst.getUTCFullYear() * 12 + jst.getUTCMonth();
  return c.expiry_year * 12 + (c.expiry_month - 1) < thisMonth;
}

export function CardRow({
  card,
  busy,
  onMakeDefault,
  onDelete,
}: {
  card: CreditCard;
  busy: boolean;
  onMakeDefault: () => void;
  onDelete: () => void;
}) {
  const label = cardLabel(card);
  const expired = isExpired(card, new Date());
  const usable = isAllowedCardBrand(card.brand);
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-8" aria-label={label}>
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 sm:flex">
        <CardIcon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono font-semibold text-slate-900">{label}</span>
          {card.is_default ? <Badge tone="blue">既定</Badge> : null}
          {expired ? <Badge tone="red">有効期限切れ</Badge> : null}
          {usable ? null : <Badge tone="amber">ご利用いただけません</Badge>}
        </p>
        <p className="text-sm text-slate-600">
          有効期限 {expiryOf(card)}
          {card.holder_name ? `　${card.holder_name}` : ''}
        </p>
      </div>
      <div className="flex gap-2">
        {card.is_default ? null : (
          <Button
            variant="secondary"
            size="sm"
            onClick={onMakeDefault}
            disabled={busy || expired || !usable}
            aria-label={`${label}を既定にする`}
          >
            既定にする
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          className="text-red-700"
          onClick={onDelete}
          disabled={busy}
          aria-label={`${label}を削除`}
        >
          削除
        </Button>
      </div>
    </li>
  );
}
