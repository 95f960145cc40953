import { toHalfWidthDigits } from '@icp/domain';
import type { Ref } from 'react';
import { TextField } from './field.tsx';

/** Digits as typed → "123-4567"; the 〒 is drawn in front of the box (spec §5 display format). */
export function formatPostalInput(raw: string): string {
  const digits = toHalfWidthDigits(raw).replace(/\D/g, '').slice(0, 7);
  return digits.length > 3 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
}

export interface PostalCodeFieldProps {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string | undefined;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function PostalCodeField({ label, value, onChange, onBlur, name, error, required, ref }: PostalCodeFieldProps) {
  return (
    <TextField
      ref={ref}
      label={label}
      name={name}
      value={formatPostalInput(value ?? '')}
      onChange={(e) => onChange(formatPostalInput(e.target.value))}
      onBlur={onBlur}
      error={error}
      required={required}
      adornment="〒"
      inputMode="numeric"
      autoComplete="postal-code"
      placeholder="123-4567"
      className="max-w-48"
      hint="7桁の数字で入力してください"
    />
  );
}
