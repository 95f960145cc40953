import { API } from '../paths.ts';

export const checkPassword = { name: 'checkPassword', method: 'POST', path: API.userSimpleCheck, auth: 'public' } as const;
