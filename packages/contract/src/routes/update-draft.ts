import { API } from '../paths.ts';

export const updateDraft = { name: 'updateDraft', method: 'PUT', path: API.draft, auth: 'buyer' } as const;
