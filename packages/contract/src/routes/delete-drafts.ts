import { API } from '../paths.ts';

export const deleteDrafts = { name: 'deleteDrafts', method: 'DELETE', path: API.drafts, auth: 'buyer' } as const;
