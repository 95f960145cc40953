import { API } from '../paths.ts';

export const listBusinessCategories = {
  name: 'listBusinessCategories',
  method: 'GET',
  path: API.businessCategories,
  auth: 'buyer',
} as const;
