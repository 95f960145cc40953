import { API } from '../paths.ts';

export const updateSoleProprietor = {
  name: 'updateSoleProprietor',
  method: 'PUT',
  path: API.soleProprietor,
  auth: 'buyer',
} as const;
