import { API } from '../paths.ts';

export const searchBanks = { name: 'searchBanks', method: 'GET', path: API.banks, auth: 'buyer' } as const;
