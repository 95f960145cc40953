import { API } from '../paths.ts';

export const logOut = { name: 'logOut', method: 'POST', path: API.logout, auth: 'public' } as const;
