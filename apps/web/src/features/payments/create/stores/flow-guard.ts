import { redirect } from 'react-router';
import { flowPath } from '../components/flow-steps.tsx';
import { flowRedirect, usePaymentFlow } from './payment-flow.ts';
import type { FlowRoute } from './payment-flow.ts';

/**
 * Route loader of a payment-flow screen: steps cannot be skipped, so a direct URL to a step
 * whose inputs are missing goes back to the step that provides them.
 */
export const flowGuard = (route: FlowRoute) => () => {
  const state = usePaymentFlow.getState();
  // Uploading again after a finished payment starts a new one.
  if (route === 'create' && state.created) state.reset();
  const to = flowRedirect(route, usePaymentFlow.getState());
  return to ? redirect(flowPath(to)) : null;
};
