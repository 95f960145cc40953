import { API } from '../paths.ts';

export const verifyEmailChange = {
  name: 'verifyEmailChange',
  method: 'POST',
  path: API.verifyEmailAuthCode,
  auth: 'buyer',
} as const;
