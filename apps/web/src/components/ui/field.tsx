import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cn } from './cn.ts';

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 text-base text-slate-900 shadow-xs ' +
  'placeholder:text-slate-400 transition-colors hover:border-slate-400 ' +
  'focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-100 ' +
  'aria-invalid:border-red-500 aria-invalid:focus:ring-red-100 disabled:bg-slate-100 read-only:bg-slate-50';

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** Label above, control, hint, then the error (role="alert") under the field. */
export function FieldShell({ id, label, required, hint, error, children, className }: FieldShellProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      {/* The 必須 mark sits beside the label, so the label (the field's accessible name) is just the words. */}
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        {required ? <RequiredMark /> : null}
      </div>
      {children}
      {hint ? (
        <p id={hintId(id)} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId(id)} message={error} /> : null}
    </div>
  );
}

export function RequiredMark() {
  return (
    <span className="rounded bg-red-50 px-1.5 py-px text-[11px] font-semibold leading-4 text-red-700" aria-hidden="true">
      必須
    </span>
  );
}

export function FieldError({ id, message }: { id?: string; message: string }) {
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  /** Drawn inside the box before the value (e.g. 〒). */
  adornment?: ReactNode;
  containerClassName?: string;
}

export function TextField({
  label,
  hint,
  error,
  required,
  className,
  adornment,
  containerClassName,
  ref,
  ...rest
}: TextFieldProps) {
  const id = useId();
  const input = (
    <input
      ref={ref}
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, hint, error)}
      aria-required={required || undefined}
      className={cn(inputClass, 'h-11', adornment ? 'pl-8' : null, className)}
      {...rest}
    />
  );
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={containerClassName}>
      {adornment ? (
        <div className="relative">
          <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-slate-500" aria-hidden="true">
            {adornment}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
    </FieldShell>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  placeholder?: string;
  options: readonly { value: string | number; label: string }[];
  ref?: Ref<HTMLSelectElement>;
  containerClassName?: string;
}

export function SelectField({
  label,
  hint,
  error,
  required,
  placeholder,
  options,
  className,
  containerClassName,
  ref,
  ...rest
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={containerClassName}>
      <div className="relative">
        <select
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          aria-required={required || undefined}
          className={cn(inputClass, 'h-11 appearance-none pr-10', className)}
          {...rest}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
      </div>
    </FieldShell>
  );
}
