import { AppError } from '../../platform/app-error.ts';
import { passwordPolicyErrors } from '../../platform/password-policy.ts';

/** POST /user_simple_check: the sign-up form asks whether a password would be accepted. */
export async function checkPassword(input: { emailAddress: string; password: string }) {
  const errors = await passwordPolicyErrors(input.password, input.emailAddress);
  if (errors.length > 0) {
    throw new AppError('weak_password', {
      userMessage: errors[0],
      errors: errors.map((message) => ({ field: 'password', message })),
    });
  }
  return { message: 'このパスワードは使用できます。' };
}
