import { API } from '../paths.ts';

export const getNotice = { name: 'getNotice', method: 'GET', path: API.notice, auth: 'buyer' } as const;
