import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { PinInput } from './pin-input.tsx';

/** A PinInput bound to a react-hook-form field: value, change, blur, focus and the field's error. */
export function PinField<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  autoFocus?: boolean;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <PinInput
          label={props.label}
          {...(props.hint === undefined ? {} : { hint: props.hint })}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={fieldState.error?.message}
          {...(props.autoFocus ? { autoFocus: true } : {})}
        />
      )}
    />
  );
}
