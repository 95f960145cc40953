import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@icp/contract';
import type { ComponentProps } from 'react';
import { PasswordField } from './password-field.tsx';

/** What every screen that sets a password says about it: both limits of the contract, and the advice. */
export const NEW_PASSWORD_HINT = `${PASSWORD_MIN_LENGTH}〜${PASSWORD_MAX_LENGTH}文字。推測されにくい長めのフレーズがおすすめです。他のサービスと同じパスワードは避けてください。`;

/** A field's input props (react-hook-form's `register(…)`) and its error. */
type NewPasswordInput = Omit<ComponentProps<typeof PasswordField>, 'label' | 'hint' | 'autoComplete' | 'required'>;

/**
 * A new password (sign-up, reset, re-registration, change in the account settings): the field
 * with the one hint, and its confirmation field when the form asks for it twice.
 */
export function NewPasswordFields({
  label = '新しいパスワード',
  password,
  confirmation,
}: {
  label?: string;
  password: NewPasswordInput;
  /** The same password again, labelled 「<label>（確認）」. */
  confirmation?: NewPasswordInput;
}) {
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" required hint={NEW_PASSWORD_HINT} {...password} />
      {confirmation ? <PasswordField label={`${label}（確認）`} autoComplete="new-password" required {...confirmation} /> : null}
    </>
  );
}
