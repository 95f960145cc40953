import { API } from '../paths.ts';

export const getCommission = { name: 'getCommission', method: 'GET', path: API.commission, auth: 'buyer' } as const;
