import { getTerms } from '../../../lib/api/get-terms.ts';
import type { Terms } from '../../../lib/api/get-terms.ts';
import { getBusinessCategories } from './get-business-categories.ts';
import type { BusinessCategory } from './get-business-categories.ts';

export interface RegistrationData {
  /** null when the call failed: the page says so instead of failing as a whole. */
  categories: BusinessCategory[] | null;
  terms: Terms | null;
}

/** What /registration and its confirm step show besides the draft: categories and the terms. */
export async function loadRegistrationData(): Promise<RegistrationData> {
  const [categories, terms] = await Promise.all([getBusinessCategories().catch(() => null), getTerms().catch(() => null)]);
  return { categories, terms };
}
