import { API } from '../paths.ts';

export const resendSignUpCode = { name: 'resendSignUpCode', method: 'POST', path: API.resignup, auth: 'public' } as const;
