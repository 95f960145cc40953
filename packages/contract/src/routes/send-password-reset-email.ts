import { API } from '../paths.ts';

export const sendPasswordResetEmail = {
  name: 'sendPasswordResetEmail',
  method: 'POST',
  path: API.passwordSendEmail,
  auth: 'public',
} as const;
