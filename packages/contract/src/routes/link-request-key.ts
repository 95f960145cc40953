import { API } from '../paths.ts';

export const linkRequestKey = { name: 'linkRequestKey', method: 'POST', path: API.requestKeys, auth: 'buyer' } as const;
