import { API } from '../paths.ts';

export const startEmailChange = { name: 'startEmailChange', method: 'PUT', path: API.emailAddress, auth: 'buyer' } as const;
