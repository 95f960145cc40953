import { API } from '../paths.ts';

export const getDownloadUrl = { name: 'getDownloadUrl', method: 'GET', path: API.downloadUrl, auth: 'buyer' } as const;
