import { API } from '../paths.ts';

export const changePassword = { name: 'changePassword', method: 'PUT', path: API.password, auth: 'buyer' } as const;
