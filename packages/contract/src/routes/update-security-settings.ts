import { API } from '../paths.ts';

export const updateSecuritySettings = {
  name: 'updateSecuritySettings',
  method: 'PUT',
  path: API.securitySettings,
  auth: 'buyer',
} as const;
