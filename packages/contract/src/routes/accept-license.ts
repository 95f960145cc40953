import { API } from '../paths.ts';

export const acceptLicense = { name: 'acceptLicense', method: 'PUT', path: API.license, auth: 'buyer' } as const;
