import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { paths } from '../../../../lib/paths.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { getTokens } from '../../../../lib/session/auth-store.ts';
import { prePaymentQueryOptions } from '../api/get-pre-payment.ts';
import { oauthFlowRedirect, useOAuthPayment } from './oauth-payment.ts';
import type { OAuthFlowRoute } from './oauth-payment.ts';

const PATHS: Readonly<Record<OAuthFlowRoute, (preId: string) => string>> = {
  invoiceinfo: paths.oauthPaymentsInvoiceInfo,
  confirm: paths.oauthPaymentsConfirm,
  complete: paths.oauthPaymentsComplete,
};

export const oauthFlowPath = (route: OAuthFlowRoute, preId: string) => PATHS[route](preId);

/**
 * Route loader of an OAuth payment step: a direct URL to a step whose inputs are missing goes to
 * the step that provides them (a paid one to its complete screen); the pre-payment is fetched
 * while the screen's code loads.
 */
export const oauthFlowGuard =
  (route: OAuthFlowRoute) =>
  ({ params }: LoaderFunctionArgs) => {
    const preId = params.preId ?? '';
    const to = oauthFlowRedirect(route, preId, useOAuthPayment.getState());
    if (to) return redirect(oauthFlowPath(to, preId));
    if (getTokens() && preId) void queryClient.prefetchQuery(prePaymentQueryOptions(preId));
    return null;
  };
