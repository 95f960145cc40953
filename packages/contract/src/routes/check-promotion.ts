import { API } from '../paths.ts';

export const checkPromotion = { name: 'checkPromotion', method: 'POST', path: API.promotion, auth: 'buyer' } as const;
