import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from './cn.ts';
import { FieldError, RequiredMark } from './field.tsx';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, className, ref, ...rest }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={cn('space-y-1', className)}>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-5 shrink-0 rounded border-slate-300 accent-brand-600"
          {...rest}
        />
        <label htmlFor={id} className="text-[15px] text-slate-800">
          {label}
        </label>
      </div>
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </div>
  );
}

export interface RadioOption<V extends string> {
  value: V;
  label: string;
  description?: string;
}

interface RadioGroupProps<V extends string> {
  legend: string;
  name: string;
  value: V | undefined;
  options: readonly RadioOption<V>[];
  onChange: (value: V) => void;
  required?: boolean;
  error?: string | undefined;
}

/** Native radios in a fieldset: arrow keys, labels and getByLabel all work without script. */
export function RadioCards<V extends string>({ legend, name, value, options, onChange, required, error }: RadioGroupProps<V>) {
  const id = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-800">
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((o) => {
          const optionId = `${id}-${o.value}`;
          const checked = value === o.value;
          return (
            <label
              key={o.value}
              htmlFor={optionId}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border bg-white px-4 py-3 transition-colors',
                checked ? 'border-brand-500 ring-3 ring-brand-100' : 'border-slate-300 hover:border-slate-400',
              )}
            >
              <input
                id={optionId}
                type="radio"
                name={name}
                value={o.value}
                checked={checked}
                onChange={() => onChange(o.value)}
                // Marks the group for focusFirstInvalidField (lib/form-focus.ts) and for screen readers.
                aria-invalid={error ? true : undefined}
                // The name is the option's label alone; its description is read as a description.
                aria-labelledby={`${optionId}-label`}
                aria-describedby={o.description ? `${optionId}-desc` : undefined}
                className="mt-1 size-4 accent-brand-600"
              />
              <span>
                <span id={`${optionId}-label`} className="block font-semibold text-slate-900">
                  {o.label}
                </span>
                {o.description ? (
                  <span id={`${optionId}-desc`} className="block text-xs text-slate-500">
                    {o.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </fieldset>
  );
}
