import { API } from '../paths.ts';

export const refreshTokens = { name: 'refreshTokens', method: 'POST', path: API.token, auth: 'public' } as const;
