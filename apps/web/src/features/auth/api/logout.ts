import { routes } from '@icp/contract';
import { api } from '../../../lib/api.ts';

/** POST /api/v1/logout → 204: revokes the session on the server. Callers clear local state either way. */
export const logout = () => api.call(routes.logOut, {});
