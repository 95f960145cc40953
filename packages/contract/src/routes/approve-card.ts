import { API } from '../paths.ts';

export const approveCard = {
  name: 'approveCard',
  method: 'POST',
  path: API.creditCardApproval,
  auth: 'buyer',
  idempotent: true,
} as const;
