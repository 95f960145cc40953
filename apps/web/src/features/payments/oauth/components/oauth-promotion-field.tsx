import { BadgePercent, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/field.tsx';
import { useApplyPromotion } from '../../create/api/apply-promotion.ts';
import { errorText } from '../../shared/components/error-text.ts';

/** The contract's promotionCodeSchema rules (the payment form's words), without loading zod here. */
export function promotionCodeError(code: string): string | null {
  if (code === '') return 'プロモーションコードを入力してください。';
  if (code.length > 32) return 'プロモーションコードは32文字以内で入力してください。';
  if (!/^[A-Za-z0-9_-]+$/.test(code)) return 'プロモーションコードは半角英数字で入力してください。';
  return null;
}

/**
 * プロモーションコード with 適用, as on the payment form's confirm step: the server checks the
 * code against the amount, then the fee is shown discounted. The applied code lives in the flow.
 */
export function OAuthPromotionField({
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

  const apply = async () => {
    const value = code.trim();
    const invalid = promotionCodeError(value);
    setError(invalid ?? undefined);
    if (invalid) return;
    try {
      const result = await applyPromotion.mutateAsync({ promotionCode: value, amount });
      onApplied(value);
      setDescription(result.promotion.description);
      setCode('');
    } catch (e) {
      setError(errorText(e, 'プロモーションコードを確認できませんでした。時間をおいて再度お試しください。'));
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
      <Button
        variant="secondary"
        className="sm:mt-7"
        onClick={() => void apply()}
        pending={applyPromotion.isPending}
        disabled={disabled}
      >
        適用
      </Button>
    </div>
  );
}
