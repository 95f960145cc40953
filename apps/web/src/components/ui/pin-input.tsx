import { toHalfWidthDigits } from '@icp/domain';
import { useId } from 'react';
import type { Ref } from 'react';
import { cn } from './cn.ts';
import { describedBy, FieldShell, inputClass } from './field.tsx';

/** Spec §5: a numeric PIN accepts digits only. Full-width digits (IME) count as digits. */
export function toPinDigits(raw: string, length = 6): string {
  return toHalfWidthDigits(raw).replace(/\D/g, '').slice(0, length);
}

export interface PinInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  length?: number;
  error?: string | undefined;
  hint?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** One box for the whole code, so paste, autofill (one-time-code) and screen readers just work. */
export function PinInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  length = 6,
  error,
  hint,
  disabled,
  autoFocus,
  ref,
}: PinInputProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required>
      <input
        ref={ref}
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={length}
        value={value}
        onChange={(e) => onChange(toPinDigits(e.target.value, length))}
        onBlur={onBlur}
        disabled={disabled}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        aria-required
        className={cn(inputClass, 'h-14 max-w-64 text-center font-mono text-2xl tracking-[0.5em] tabular-nums')}
        placeholder={'・'.repeat(length)}
      />
    </FieldShell>
  );
}
