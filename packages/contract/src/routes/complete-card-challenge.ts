import { API } from '../paths.ts';

export const completeCardChallenge = {
  name: 'completeCardChallenge',
  method: 'POST',
  path: API.creditCardApprovalChallenge,
  auth: 'buyer',
} as const;
