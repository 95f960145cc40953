import { API } from '../paths.ts';

export const registerSoleProprietor = {
  name: 'registerSoleProprietor',
  method: 'POST',
  path: API.soleProprietor,
  auth: 'buyer',
} as const;
