import { routes } from '@icp/contract';
import type { PostalAddress } from '@icp/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api.ts';

export type { PostalAddress };

/**
 * GET /api/v1/postal_codes/{7 digits} → the addresses of a postal code; 404 when none. Public and
 * sent without tokens: the lookup is a convenience and must never refresh or end a session.
 */
export const lookupPostalCode = (code: string, signal?: AbortSignal) =>
  api.call(routes.lookUpPostalCode, { params: { code }, signal, anonymous: true }).then((r) => r.addresses);

export const postalCodeQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['postal-code', code],
    queryFn: ({ signal }) => lookupPostalCode(code, signal),
    // Japan Post's data changes monthly at most: a session never needs to ask twice.
    staleTime: Infinity,
    // A 404 is an answer ("no such code"), not a hiccup worth repeating.
    retry: false,
  });

// Answers already given, for forms outside TanStack Query (the registration page keeps it out of
// its bundle). A failed lookup is forgotten, so typing the code again asks again.
const answers = new Map<string, Promise<PostalAddress[]>>();
const MAX_ANSWERS = 50;

/** lookupPostalCode, asked once per code per page load. */
export function lookupPostalCodeOnce(code: string): Promise<PostalAddress[]> {
  const known = answers.get(code);
  if (known) return known;
  if (answers.size >= MAX_ANSWERS) answers.clear();
  const answer = lookupPostalCode(code);
  answers.set(code, answer);
  answer.catch(() => answers.delete(code));
  return answer;
}
