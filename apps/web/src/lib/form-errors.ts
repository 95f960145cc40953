import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client.ts';
import { showError } from './ui-store.ts';

export interface ApplyApiErrorOptions {
  /** Turns a server field name ("corporation.postal_code") into a form field name, or null. */
  mapField?: (field: string) => string | null;
  /** Where a message with no matching field goes; defaults to the snackbar. */
  onUnmatched?: (message: string) => void;
}

/**
 * A 400's `errors[]` go under their fields (setError) when the names match; everything else —
 * other statuses, unknown fields, network failures — is shown in the snackbar.
 * Returns true when at least one field got its message.
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
  options: ApplyApiErrorOptions = {},
): boolean {
  const unmatched = options.onUnmatched ?? ((m: string) => showError(m));
  if (!(error instanceof ApiError)) {
    console.error(error);
    unmatched(NETWORK_ERROR_MESSAGE);
    return false;
  }
  const known = new Set(fieldNames);
  let matched = 0;
  const leftovers: string[] = [];
  let first = true;
  for (const fe of error.errors) {
    const name = options.mapField ? options.mapField(fe.field) : fe.field;
    if (name !== null && known.has(name)) {
      setError(name as Path<T>, { type: 'server', message: fe.message }, { shouldFocus: first });
      first = false;
      matched++;
    } else {
      leftovers.push(fe.message);
    }
  }
  if (matched === 0) unmatched(error.message);
  else if (leftovers.length > 0) unmatched(leftovers.join('\n'));
  return matched > 0;
}
