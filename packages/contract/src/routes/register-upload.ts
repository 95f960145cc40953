import { API } from '../paths.ts';

export const registerUpload = { name: 'registerUpload', method: 'POST', path: API.upload, auth: 'buyer' } as const;
