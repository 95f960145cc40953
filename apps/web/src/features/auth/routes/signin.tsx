import { useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, TextLink } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { sanitizeRedirect } from '../../../lib/redirect.ts';
import { login } from '../api/login.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { toLoginBody, validateLogin } from '../components/login-validation.ts';
import type { LoginErrors, LoginValues } from '../components/login-validation.ts';
import { loginFlow } from '../stores/login-flow.ts';

/**
 * /signin. Validates on change only (spec §5), like every form; it is the one form without
 * react-hook-form + zod, to keep the first page inside its JS budget (see login-validation.ts).
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = sanitizeRedirect(params.get('redirect'));
  const [values, setValues] = useState<LoginValues>({ email_address: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const formId = useId();

  const onChange = (name: keyof LoginValues) => (e: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [name]: e.target.value };
    setValues(next);
    setErrors((prev) => ({ ...prev, [name]: validateLogin(next)[name] }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setFormError(null);
    const found = validateLogin(values);
    setErrors(found);
    if (found.email_address || found.password) {
      (found.email_address ? emailRef : passwordRef).current?.focus();
      return;
    }
    setPending(true);
    try {
      const result = await login(toLoginBody(values));
      if (result.next === 'two_factor') {
        loginFlow.save(result.login_token, result.masked_email_address, result.method);
        void navigate(paths.onetimePassword(redirect ?? undefined));
      } else {
        void navigate(paths.passwordReregistration(result.reregistration_token));
      }
    } catch (err) {
      // login_failed / too_many_requests belong to the whole form; field errors go under their field.
      const fieldErrors: LoginErrors = {};
      if (isApiError(err)) {
        for (const fe of err.errors) {
          if (fe.field === 'email_address' || fe.field === 'password') fieldErrors[fe.field] = fe.message;
        }
      }
      if (fieldErrors.email_address || fieldErrors.password) setErrors(fieldErrors);
      else setFormError(isApiError(err) ? err.message : NETWORK_ERROR_MESSAGE);
      setPending(false);
    }
  };

  return (
    <AuthCard
      title="ログイン"
      lead="登録したメールアドレスとパスワードを入力してください。"
      footer={
        <p>
          アカウントをお持ちでない方は <TextLink to={paths.signup()}>新規登録</TextLink>
        </p>
      }
    >
      <form id={formId} onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <TextField
          ref={emailRef}
          label="メールアドレス"
          name="email_address"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          value={values.email_address}
          onChange={onChange('email_address')}
          error={errors.email_address}
        />
        <PasswordField
          ref={passwordRef}
          label="パスワード"
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={onChange('password')}
          error={errors.password}
        />
        <div className="text-right text-sm">
          <TextLink to={paths.passwordSendEmail()}>パスワードをお忘れの方</TextLink>
        </div>
        <Button type="submit" size="lg" block pending={pending}>
          ログイン
        </Button>
      </form>
    </AuthCard>
  );
}
