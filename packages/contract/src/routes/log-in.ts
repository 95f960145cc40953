import { API } from '../paths.ts';

export const logIn = { name: 'logIn', method: 'POST', path: API.login, auth: 'public' } as const;
