import { API } from '../paths.ts';

export const getDraft = { name: 'getDraft', method: 'GET', path: API.draft, auth: 'buyer' } as const;
