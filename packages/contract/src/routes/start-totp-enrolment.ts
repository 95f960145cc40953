import { API } from '../paths.ts';

export const startTotpEnrolment = { name: 'startTotpEnrolment', method: 'POST', path: API.totp, auth: 'buyer' } as const;
