import { API } from '../paths.ts';

export const confirmTotpEnrolment = {
  name: 'confirmTotpEnrolment',
  method: 'POST',
  path: API.totpConfirmation,
  auth: 'buyer',
} as const;
