import { API } from '../paths.ts';

export const resendLoginCode = { name: 'resendLoginCode', method: 'POST', path: API.login2AuthResend, auth: 'public' } as const;
