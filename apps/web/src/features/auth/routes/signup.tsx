import { zodResolver } from '@hookform/resolvers/zod';
import { signUpRequestSchema } from '@icp/contract';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useNavigate } from 'react-router';
import { Button, TextLink } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { applyApiError } from '../../../lib/form-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { useSignUp } from '../api/sign-up.ts';
import { AuthCard } from '../../../components/auth/auth-card.tsx';
import { signupFlow } from '../../../lib/session/login-flow.ts';

const FIELDS = ['email_address', 'password'] as const;

export function Component() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useAppForm({
    mode: 'onChange',
    resolver: zodResolver(signUpRequestSchema),
    defaultValues: { email_address: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values);
      signupFlow.save(values.email_address);
      void navigate(paths.signupCode());
    } catch (e) {
      applyApiError(e, setError, FIELDS);
    }
  });

  return (
    <AuthCard
      title="新規登録"
      lead="メールアドレスとパスワードを登録してください。確認のため、メールで6桁のコードをお送りします。"
      footer={
        <p>
          アカウントをお持ちの方は <TextLink to={paths.signin()}>ログイン</TextLink>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label="メールアドレス"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.email_address?.message}
          {...register('email_address')}
        />
        <NewPasswordFields label="パスワード" password={{ error: errors.password?.message, ...register('password') }} />
        <Button type="submit" size="lg" block pending={signUp.isPending}>
          認証コードを送信
        </Button>
      </form>
    </AuthCard>
  );
}
