import { BadgePercent, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { TextField } from '../../../../components/ui/field.tsx';
import { useApplyPromotion } from '../api/apply-promotion.ts';
import { errorText } from '../components/error-text.ts';

/** The contract's promotionCodeSchema rules, without loading zod on this screen. */
export function promotionCodeError(code: string): string | null {
  if (code === '') return 'プロモーションコードを入力してください。';
  if (code.length > 32) return 'プロモーションコードは32文字以内で入力してください。';
  if (!/^[A-Za-z0-9_-]+$/.test(code)) return 'プロモーションコードは半角英数字で入力してください。';
  return null;
}

/**
 * プロモーションコード with 適用: checked by the server against the amount, then the fee is shown
 * discounted. The applied code lives in the flow's store: `applied` reads it, `onApplied` writes
 * it ('' when 解除する).
 */
export function PromotionField({
  amount,
  applied,
  onApplied,
  disabled,
}: {
  amount: number;
  applied: string;
  onApplied: (code: string) => void;
  disabled?: boolean;
}) {
  const applyPromotion = useApplyPromotion();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [description, setDescription] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const apply = async () => {
    const value = code.trim();
    const invalid = promotionCodeError(value);
    setError(invalid ?? undefined);
    if (invalid) return;
    setPending(true);
    try {
      const result = await applyPromotion.mutateAsync({ promotionCode: value, amount });
      onApplied(value);
      setDescription(result.promotion.description);
      setCode('');
    } catch (e) {
      setError(errorText(e, 'プロモーションコードを確認できませんでした。時間をおいて再度お試しください。'));
    } finally {
      setPending(false);
    }
  };

  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3">
        <p className="flex items-start gap-2 text-sm text-emerald-900" role="status">
          <BadgePercent className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            プロモーションコード「<span className="font-mono font-semibold">{applied}</span>」を適用しています。
            {description ? <span className="block text-xs">{description}</span> : null}
          </span>
        </p>
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          onClick={() => {
            onApplied('');
            setDescription(null);
          }}
        >
          <X className="size-4" aria-hidden="true" />
          解除する
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label="プロモーションコード（任意）"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={40}
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          setError(undefined);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void apply();
          }
        }}
        error={error}
        disabled={disabled}
        containerClassName="flex-1"
        className="font-mono"
      />
      <Button variant="secondary" className="sm:mt-7" onClick={() => void apply()} pending={pending} disabled={disabled}>
        適用
      </Button>
    </div>
  );
}

/** The confirm step's プロモーションコード card around the field. */
export function PromotionCard(props: Parameters<typeof PromotionField>[0]) {
  return (
    <Card>
      <section aria-labelledby="promotion-heading" className="space-y-3">
        <h2 id="promotion-heading" className="text-lg font-bold text-slate-900">
          プロモーションコード
        </h2>
        <PromotionField {...props} />
      </section>
    </Card>
  );
}
