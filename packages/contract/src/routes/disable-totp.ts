import { API } from '../paths.ts';

export const disableTotp = { name: 'disableTotp', method: 'POST', path: API.totpDisable, auth: 'buyer' } as const;
