import { API } from '../paths.ts';

export const revokeSession = { name: 'revokeSession', method: 'DELETE', path: API.session, auth: 'buyer' } as const;
