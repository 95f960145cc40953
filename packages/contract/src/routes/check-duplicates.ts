import { API } from '../paths.ts';

export const checkDuplicates = { name: 'checkDuplicates', method: 'POST', path: API.duplicateCheck, auth: 'buyer' } as const;
