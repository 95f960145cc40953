import { API } from '../paths.ts';

export const updateUserName = { name: 'updateUserName', method: 'PUT', path: API.userName, auth: 'buyer' } as const;
