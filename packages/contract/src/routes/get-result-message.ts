import { API } from '../paths.ts';

export const getResultMessage = { name: 'getResultMessage', method: 'GET', path: API.resultMessage, auth: 'buyer' } as const;
