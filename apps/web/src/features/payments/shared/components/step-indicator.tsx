import { Stepper } from '../../../../components/ui/stepper.tsx';

/** One step of a payment flow: its route name and its label under the circle. */
export interface FlowStep<R extends string> {
  route: R;
  label: string;
}

/**
 * A payment flow's stepper: where the buyer is, the steps before it ticked. `linkTo` gives the
 * path of a step that may be opened from here (null: not a link); `compact` is the narrower one
 * of a flow with fewer steps.
 */
export function StepIndicator<R extends string>({
  steps,
  current,
  linkTo = () => null,
  compact = false,
}: {
  steps: readonly FlowStep<R>[];
  current: R;
  linkTo?: (route: R) => string | null;
  compact?: boolean;
}) {
  const index = steps.findIndex((s) => s.route === current);
  return (
    <Stepper
      label="支払の手順"
      current={current}
      className={compact ? 'mb-6 sm:mb-8' : 'mb-8'}
      listClassName={compact ? 'max-w-md' : 'max-w-xl'}
      connectorClassName="mx-1 sm:mx-2"
      steps={steps.map((step, i) => ({ key: step.route, label: step.label, completed: i < index, to: linkTo(step.route) }))}
    />
  );
}
