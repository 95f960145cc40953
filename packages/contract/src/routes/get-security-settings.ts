import { API } from '../paths.ts';

export const getSecuritySettings = {
  name: 'getSecuritySettings',
  method: 'GET',
  path: API.securitySettings,
  auth: 'buyer',
} as const;
