import { API } from '../paths.ts';

export const revokeOtherSessions = {
  name: 'revokeOtherSessions',
  method: 'POST',
  path: API.otherSessionsRevocation,
  auth: 'buyer',
} as const;
