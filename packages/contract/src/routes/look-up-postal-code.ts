import { API } from '../paths.ts';

export const lookUpPostalCode = { name: 'lookUpPostalCode', method: 'GET', path: API.postalCode, auth: 'public' } as const;
