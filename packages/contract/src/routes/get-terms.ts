import { API } from '../paths.ts';

export const getTerms = { name: 'getTerms', method: 'GET', path: API.terms, auth: 'public' } as const;
