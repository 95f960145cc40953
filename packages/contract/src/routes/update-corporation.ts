import { API } from '../paths.ts';

export const updateCorporation = { name: 'updateCorporation', method: 'PUT', path: API.corporation, auth: 'buyer' } as const;
