import { Stepper } from '../../../components/ui/stepper.tsx';
import { ADD_STEP_LABELS, ADD_STEPS, canVisitStep, stepPath, useStepCompletion } from '../stores/supplier-registration.ts';
import type { AddStep } from '../stores/supplier-registration.ts';

/**
 * The add-supplier stepper in linear mode (spec §4): a step is a link only when it is completed
 * or the next one; later steps are shown but cannot be chosen.
 */
export function AddSupplierSteps({ current }: { current: AddStep }) {
  const done = useStepCompletion();
  return (
    <Stepper
      label="登録の手順"
      current={current}
      className="mb-8"
      listClassName="max-w-lg"
      steps={ADD_STEPS.map((step) => {
        const reachable = canVisitStep(step, done) && step !== current;
        return {
          key: step,
          label: ADD_STEP_LABELS[step],
          completed: step !== 'confirm' && done[step],
          to: reachable ? stepPath(step) : null,
          disabled: !reachable && step !== current,
        };
      })}
    />
  );
}
