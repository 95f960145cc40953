import { useId } from 'react';
import type { CSSProperties, InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cn } from './cn.ts';

const boxClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 text-base text-slate-900 shadow-xs ' +
  'placeholder:text-slate-400 transition-colors hover:border-slate-400 ' +
  'focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-100 ' +
  'aria-invalid:border-red-500 aria-invalid:focus:ring-red-100 disabled:bg-slate-100';

export const inputClass = `${boxClass} read-only:bg-slate-50`;

// A <select> always matches :read-only, yet it is editable: it keeps the white box of an input.
const selectClass = boxClass;

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

/**
 * The select's chevron is its own background, so it sits inside the box whatever width a screen
 * gives the select (an icon laid over a full-width wrapper ended up outside a narrow select).
 * Lucide's chevron-down in slate-500.
 */
const SELECT_CHEVRON: CSSProperties = {
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2362748e' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'right 0.75rem center',
  backgroundSize: '1rem 1rem',
};

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
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        aria-required={required || undefined}
        className={cn(selectClass, 'h-11 appearance-none pr-10', className)}
        {...rest}
        style={{ ...SELECT_CHEVRON, ...rest.style }}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
