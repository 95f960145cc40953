import { API } from '../paths.ts';

export const resetPassword = { name: 'resetPassword', method: 'POST', path: API.passwordReset, auth: 'public' } as const;
