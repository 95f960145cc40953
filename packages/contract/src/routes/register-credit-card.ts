import { API } from '../paths.ts';

export const registerCreditCard = { name: 'registerCreditCard', method: 'POST', path: API.creditCards, auth: 'buyer' } as const;
