import { routes } from '@icp/contract';
import type { businessCategoriesResponseSchema } from '@icp/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type BusinessCategory = z.output<typeof businessCategoriesResponseSchema>['business_categories'][number];

let cached: Promise<BusinessCategory[]> | null = null;

/**
 * GET /api/v1/business_categories → {business_categories: [{id, name}]}. The list is static for a
 * session, so one successful answer is reused (the registration route loaders prefetch it).
 */
export function getBusinessCategories(): Promise<BusinessCategory[]> {
  cached ??= api
    .call(routes.listBusinessCategories, {})
    .then((r) => r.business_categories)
    .catch((e: unknown) => {
      cached = null;
      throw e;
    });
  return cached;
}
