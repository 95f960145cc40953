import { API } from '../paths.ts';

export const getRequestKey = { name: 'getRequestKey', method: 'GET', path: API.requestKey, auth: 'buyer' } as const;
