import { API } from '../paths.ts';

export const listDrafts = { name: 'listDrafts', method: 'GET', path: API.drafts, auth: 'buyer' } as const;
