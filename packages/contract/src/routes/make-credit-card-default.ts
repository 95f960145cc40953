import { API } from '../paths.ts';

export const makeCreditCardDefault = {
  name: 'makeCreditCardDefault',
  method: 'PUT',
  path: API.creditCardDefault,
  auth: 'buyer',
} as const;
