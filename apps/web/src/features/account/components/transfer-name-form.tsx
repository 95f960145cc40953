import { zodResolver } from '@hookform/resolvers/zod';
import { transferPersonNameRequestSchema } from '@icp/contract';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { ZenginNamePreview } from '../../../components/business-forms/zengin-name-preview.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { describedBy, FieldShell, inputClass } from '../../../components/ui/field.tsx';
import { applyApiError } from '../../../lib/form-errors.ts';
import { GLOSSARY } from '../../../lib/glossary.ts';
import { showSuccess } from '../../../lib/ui-store.ts';
import { useUpdateTransferPersonName } from '../api/update-transfer-person-name.ts';

const HINT = `支払先への振込で、依頼人名として表示される名義です。${GLOSSARY.zenginNameRule}`;

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
  } = useAppForm({
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
        {error ? null : <ZenginNamePreview id={previewId} value={value} />}
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
