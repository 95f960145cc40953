import { routes } from '@icp/contract';
import type { RouteBody, RouteResult } from '@icp/contract';
import { opsApi } from '../lib/ops-api.ts';

/** Operator login (issue 14 §1): password → authenticator code (enrolment at first login). */
export type OpsLoginResult = RouteResult<'opsLogIn'>;
/** The secret as text, the otpauth link and its QR code (a data: URI drawn by the server, as for buyers). */
export type OpsEnrolment = NonNullable<OpsLoginResult['enrolment']>;

export const opsLogInCall = (body: RouteBody<'opsLogIn'>) => opsApi.call(routes.opsLogIn, { body });
export const opsVerifyTotpCall = (body: RouteBody<'opsVerifyTotp'>) => opsApi.call(routes.opsVerifyTotp, { body });
export const opsLogOutCall = () => opsApi.call(routes.opsLogOut, {});
export const opsGetMeCall = (signal?: AbortSignal) => opsApi.call(routes.opsGetMe, { signal });
