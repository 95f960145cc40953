import { redirect } from 'react-router';
import { completionOf, redirectStep, stepPath, useSupplierRegistration } from './supplier-registration.ts';
import type { AddStep } from './supplier-registration.ts';

/**
 * Route loader of an add-supplier step: a direct URL to a step that cannot be visited yet
 * (linear stepper) redirects to the first incomplete step.
 */
export const stepGuard = (step: AddStep) => () => {
  const to = redirectStep(step, completionOf(useSupplierRegistration.getState()));
  return to ? redirect(stepPath(to)) : null;
};
