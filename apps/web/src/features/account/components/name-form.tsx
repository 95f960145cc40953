import { zodResolver } from '@hookform/resolvers/zod';
import { userNameRequestSchema } from '@icp/contract';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { applyApiError } from '../../../lib/form-errors.ts';
import { showSuccess } from '../../../lib/ui-store.ts';
import { useUpdateUserName } from '../api/update-user-name.ts';

const FIELDS = ['user_last_name', 'user_first_name'] as const;

/** 姓・名 edited in place on /myaccount → PUT /users/user_name. */
export function NameForm({ lastName, firstName, onDone }: { lastName: string; firstName: string; onDone: () => void }) {
  const update = useUpdateUserName();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useAppForm({
    mode: 'onChange',
    resolver: zodResolver(userNameRequestSchema),
    defaultValues: { user_last_name: lastName, user_first_name: firstName },
  });

  const onSubmit = handleSubmit(async (values) => {
    // Nothing changed: nothing to send.
    if (values.user_last_name === lastName.trim() && values.user_first_name === firstName.trim()) {
      onDone();
      return;
    }
    try {
      await update.mutateAsync(values);
    } catch (e) {
      applyApiError(e, setError, FIELDS);
      return;
    }
    showSuccess('お名前を変更しました。');
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="お名前の変更" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="姓"
          required
          autoComplete="family-name"
          autoFocus
          error={errors.user_last_name?.message}
          {...register('user_last_name')}
        />
        <TextField
          label="名"
          required
          autoComplete="given-name"
          error={errors.user_first_name?.message}
          {...register('user_first_name')}
        />
      </div>
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
