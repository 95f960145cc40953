import { API } from '../paths.ts';

export const getUserInformation = { name: 'getUserInformation', method: 'GET', path: API.information, auth: 'buyer' } as const;
