import { API } from '../paths.ts';

export const reregisterPassword = {
  name: 'reregisterPassword',
  method: 'POST',
  path: API.passwordReregistration,
  auth: 'public',
} as const;
