import type { LoginResponse } from '@icp/contract';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { Alert } from '../ui/alert.tsx';
import { Button, TextLink } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { PasswordField } from '../ui/password-field.tsx';
import { toLoginBody, validateLogin } from './login-validation.ts';
import type { LoginErrors, LoginValues } from './login-validation.ts';

export interface LoginFormProps {
  /** POST /login, or the OAuth interaction's login: both answer the same way. */
  submit: (body: LoginValues) => Promise<LoginResponse>;
  /** Runs with the answer; the button stays busy, as the caller navigates away. */
  onResult: (result: LoginResponse) => void;
}

/**
 * E-mail and password (/signin and the OAuth authorization's login). Validates on change only
 * (spec §5), like every form; it is the one form without react-hook-form + zod, to keep /signin
 * inside its JS budget (see login-validation.ts).
 */
export function LoginForm({ submit, onResult }: LoginFormProps) {
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
    let result: LoginResponse;
    try {
      result = await submit(toLoginBody(values));
    } catch (err) {
      // login_failed / too_many_requests belong to the whole form; field errors go under their field.
      const fieldErrors: LoginErrors = {};
      if (isApiError(err)) {
        for (const fe of err.errors) {
          if (fe.field === 'email_address' || fe.field === 'password') fieldErrors[fe.field] = fe.message;
        }
      }
      if (fieldErrors.email_address || fieldErrors.password) {
        setErrors(fieldErrors);
        (fieldErrors.email_address ? emailRef : passwordRef).current?.focus();
      } else setFormError(isApiError(err) ? err.message : NETWORK_ERROR_MESSAGE);
      setPending(false);
      return;
    }
    onResult(result);
  };

  return (
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
  );
}
