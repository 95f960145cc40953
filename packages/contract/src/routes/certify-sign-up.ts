import { API } from '../paths.ts';

export const certifySignUp = { name: 'certifySignUp', method: 'POST', path: API.certification, auth: 'public' } as const;
