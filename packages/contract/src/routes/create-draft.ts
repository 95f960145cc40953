import { API } from '../paths.ts';

export const createDraft = { name: 'createDraft', method: 'POST', path: API.drafts, auth: 'buyer' } as const;
