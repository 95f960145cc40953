import { API } from '../paths.ts';

export const createUploadUrl = { name: 'createUploadUrl', method: 'POST', path: API.uploadUrl, auth: 'buyer' } as const;
