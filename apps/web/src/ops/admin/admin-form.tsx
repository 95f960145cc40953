import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { Alert } from '../../components/ui/alert.tsx';
import { applyApiError } from '../../lib/form-errors.ts';

/**
 * A form's server answer: field errors go under their fields (and focus goes to the first), any
 * other refusal is kept for an alert under the form, in the server's words.
 */
export function useServerError<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly string[]) {
  const [message, setMessage] = useState<string | null>(null);
  return {
    message,
    clear: () => setMessage(null),
    apply: (e: unknown) => {
      setMessage(null);
      applyApiError(e, setError, fields, { onUnmatched: setMessage });
    },
  };
}

export function FormAlert({ message }: { message: string | null }) {
  return message ? <Alert tone="error">{message}</Alert> : null;
}

/** A JST wall-clock time from a datetime-local input ("2026-12-01T09:00") as an ISO instant. */
export const jstInstant = (local: string) => new Date(`${local.length === 16 ? `${local}:00` : local}+09:00`).toISOString();

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const LOCAL_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
