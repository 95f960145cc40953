import { API } from '../paths.ts';

export const getDownloadBytes = { name: 'getDownloadBytes', method: 'GET', path: API.downloadTarget, auth: 'signed' } as const;
