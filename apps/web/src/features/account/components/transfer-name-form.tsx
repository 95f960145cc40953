import { zodResolver } from '@hookform/resolvers/zod';
import { transferPersonNameRequestSchema } from '@icp/contract';
import { normalizeHolderKana, ZENGIN_HOLDER_MAX_BYTES } from '@icp/domain';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { describedBy, FieldShell, inputClass } from '../../../components/ui/field.tsx';
import { applyApiError } from '../../../lib/form-errors.ts';
import { showSuccess } from '../../../lib/ui-store.ts';
import { useUpdateTransferPersonName } from '../api/update-transfer-person-name.ts';

const HINT =
  '支払先への振込で、依頼人名として表示される名義です。全角・半角のカナ、英数字で入力できます。「株式会社」などは略語（カ）など）に置き換わります。';

/** What the bank will print, while typing: the Zengin half-width form and its full-width reading. */
export function TransferNamePreview({ id, value }: { id: string; value: string }) {
  const result = value.trim() === '' ? null : normalizeHolderKana(value);
  if (!result?.ok) return null;
  return (
    <div id={id} className="rounded-lg border border-slate-200 bg-slate-50 px-3.5 py-2 text-sm" aria-live="polite">
      <p className="text-slate-600">振込データでの表記</p>
      <p className="font-mono text-base text-slate-900" data-testid="transfer-name-preview">
        {result.value}
      </p>
      <p className="text-xs text-slate-500">
        {result.display}（{result.bytes}/{ZENGIN_HOLDER_MAX_BYTES}文字）
      </p>
    </div>
  );
}

/**
 * 振込名義人 → PUT /users/transfer_person_name. Whatever kana is typed becomes Zengin kana; the
 * characters a bank cannot carry are named under the field as they are typed.
 */
export function TransferNameForm({ initial, onDone }: { initial: string; onDone: () => void }) {
  const id = useId();
  const previewId = `${id}-preview`;
  const update = useUpdateTransferPersonName();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    mode: 'onChange',
    resolver: zodResolver(transferPersonNameRequestSchema),
    defaultValues: { transfer_person_name: initial },
  });
  const value = useWatch({ control, name: 'transfer_person_name' });
  const error = errors.transfer_person_name?.message;

  const onSubmit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
    } catch (e) {
      applyApiError(e, setError, ['transfer_person_name']);
      return;
    }
    showSuccess('振込名義人を変更しました。');
    onDone();
  });

  const described = [describedBy(id, HINT, error), error ? null : previewId].filter(Boolean).join(' ');

  return (
    <form onSubmit={onSubmit} noValidate aria-label="振込名義人の変更" className="space-y-4">
      <FieldShell id={id} label="振込名義人" required hint={HINT} error={error}>
        <input
          id={id}
          type="text"
          autoComplete="off"
          autoFocus
          placeholder="カ）サンプル"
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          aria-required
          className={cn(inputClass, 'h-11')}
          {...register('transfer_person_name')}
        />
        {error ? null : <TransferNamePreview id={previewId} value={value} />}
      </FieldShell>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          キャンセル
        </Button>
        <Button type="submit" pending={update.isPending}>
          保存する
        </Button>
      </div>
    </form>
  );
}
