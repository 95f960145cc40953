import { API } from '../paths.ts';

export const regenerateRecoveryCodes = {
  name: 'regenerateRecoveryCodes',
  method: 'POST',
  path: API.recoveryCodes,
  auth: 'buyer',
} as const;
