import { API } from '../paths.ts';

export const verifyLoginCode = { name: 'verifyLoginCode', method: 'POST', path: API.login2Auth, auth: 'public' } as const;
