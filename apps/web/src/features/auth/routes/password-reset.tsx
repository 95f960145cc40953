import { useSearchParams } from 'react-router';
import { TextLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { useResetPassword } from '../api/password-reset.ts';
import { AuthCard } from '../../../components/auth/auth-card.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';

export function Component() {
  const [params] = useSearchParams();
  const reset = useResetPassword();
  return (
    <AuthCard
      title="新しいパスワードの設定"
      lead="新しいパスワードを2回入力してください。"
      footer={
        <p>
          <TextLink to={paths.signin()}>ログイン画面に戻る</TextLink>
        </p>
      }
    >
      <NewPasswordForm
        token={params.get('token')}
        submit={reset.mutateAsync}
        pending={reset.isPending}
        submitLabel="パスワードを設定する"
      />
    </AuthCard>
  );
}
