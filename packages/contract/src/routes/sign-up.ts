import { API } from '../paths.ts';

export const signUp = { name: 'signUp', method: 'POST', path: API.users, auth: 'public' } as const;
