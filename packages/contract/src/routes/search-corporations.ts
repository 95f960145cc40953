import { API } from '../paths.ts';

export const searchCorporations = { name: 'searchCorporations', method: 'GET', path: API.corporations, auth: 'buyer' } as const;
