import { API } from '../paths.ts';

export const convertHolderKana = { name: 'convertHolderKana', method: 'POST', path: API.holderKana, auth: 'buyer' } as const;
