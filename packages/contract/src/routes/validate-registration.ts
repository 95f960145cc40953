import { API } from '../paths.ts';

export const validateRegistration = {
  name: 'validateRegistration',
  method: 'POST',
  path: API.validation,
  auth: 'buyer',
} as const;
