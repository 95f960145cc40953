import { routes } from '@icp/contract';
import type { corporationsResponseSchema } from '@icp/contract';
import type { z } from 'zod';
import { api } from '../api.ts';

export type Corporation = z.output<typeof corporationsResponseSchema>['corporations'][number];

/** GET /api/v1/corporations?q=<13-digit 法人番号 or a name> (400 with a message for a bad check digit). */
export const searchCorporations = (q: string, signal?: AbortSignal) =>
  api.call(routes.searchCorporations, { query: { q }, signal }).then((r) => r.corporations);
