import { routes } from '@icp/contract';
import type { holderKanaResponseSchema } from '@icp/contract';
import type { z } from 'zod';
import { api } from '../api.ts';

export type HolderKana = z.output<typeof holderKanaResponseSchema>;

/**
 * POST /api/v1/accounts/holder_kana → the Zengin half-width name, its full-width display and
 * byte length; 400 validation_error naming the characters a bank cannot take. The authority
 * over the client-side preview.
 */
export const convertHolderKana = (accountHolderName: string, signal?: AbortSignal) =>
  api.call(routes.convertHolderKana, { body: { account_holder_name: accountHolderName }, signal });
