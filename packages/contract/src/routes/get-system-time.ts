import { API } from '../paths.ts';

export const getSystemTime = { name: 'getSystemTime', method: 'GET', path: API.systemTime, auth: 'public' } as const;
