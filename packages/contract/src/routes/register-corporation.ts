import { API } from '../paths.ts';

export const registerCorporation = { name: 'registerCorporation', method: 'POST', path: API.corporation, auth: 'buyer' } as const;
