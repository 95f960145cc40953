import { API } from '../paths.ts';

export const deleteCreditCard = { name: 'deleteCreditCard', method: 'DELETE', path: API.creditCard, auth: 'buyer' } as const;
