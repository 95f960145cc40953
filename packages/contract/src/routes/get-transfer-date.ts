import { API } from '../paths.ts';

export const getTransferDate = { name: 'getTransferDate', method: 'GET', path: API.transferDate, auth: 'buyer' } as const;
