import { API } from '../paths.ts';

export const listCreditCards = { name: 'listCreditCards', method: 'GET', path: API.creditCards, auth: 'buyer' } as const;
