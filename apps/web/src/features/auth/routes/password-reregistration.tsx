import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { TextLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { useReregisterPassword } from '../api/password-reregistration.ts';
import { AuthCard } from '../../../components/auth/auth-card.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';

export function Component() {
  const [params] = useSearchParams();
  const reregister = useReregisterPassword();
  return (
    <AuthCard
      title="パスワードの再登録"
      footer={
        <p>
          <TextLink to={paths.signin()}>ログイン画面に戻る</TextLink>
        </p>
      }
    >
      <div className="space-y-6">
        <Alert tone="info">
          セキュリティ強化のため、パスワードの再登録をお願いしています。新しいパスワードを設定してから、改めてログインしてください。
        </Alert>
        <NewPasswordForm
          token={params.get('token')}
          submit={reregister.mutateAsync}
          pending={reregister.isPending}
          submitLabel="パスワードを再登録する"
        />
      </div>
    </AuthCard>
  );
}
