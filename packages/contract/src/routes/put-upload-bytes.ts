import { API } from '../paths.ts';

export const putUploadBytes = { name: 'putUploadBytes', method: 'PUT', path: API.uploadTarget, auth: 'signed' } as const;
