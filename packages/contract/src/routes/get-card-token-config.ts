import { API } from '../paths.ts';

export const getCardTokenConfig = {
  name: 'getCardTokenConfig',
  method: 'GET',
  path: API.cardTokenConfig,
  auth: 'buyer',
} as const;
