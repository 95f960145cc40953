import { API } from '../paths.ts';

export const listClosedDays = { name: 'listClosedDays', method: 'GET', path: API.closedDays, auth: 'buyer' } as const;
