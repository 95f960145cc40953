import { normalizeHolderKana } from '@icp/domain';
import { serveRoute } from '../../platform/http/serve-route.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/app-error.ts';

import { bankDirectory } from './bank-directory.ts';
import { closedDaysBetween } from './closed-days.ts';

/** Bank reference data: bank and branch search, holder-name normalisation, bank closed days. */
export function bankRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serveRoute(app, 'searchBanks', async (req) => {
      const { q = '', bank_code: bankCode, size } = req.query;
      const directory = bankDirectory();
      if (bankCode) {
        if (!directory.bank(bankCode)) throw new AppError('not_found', { userMessage: '指定された金融機関が見つかりません。' });
        return {
          banks: [],
          branches: directory.searchBranches(bankCode, q, size).map(({ code, name, kana }) => ({ code, name, kana })),
        };
      }
      return {
        banks: directory.searchBanks(q, size).map(({ code, name, kana, isMain }) => ({ code, name, kana, is_main: isMain })),
        branches: [],
      };
    });

    serveRoute(app, 'convertHolderKana', async (req) => {
      const result = normalizeHolderKana(req.body.account_holder_name);
      if (!result.ok) {
        throw new AppError('validation_error', {
          userMessage: result.message,
          errors: [{ field: 'account_holder_name', message: result.message }],
        });
      }
      return { account_holder_name: result.value, display: result.display, bytes: result.bytes };
    });

    serveRoute(app, 'listClosedDays', async (req) => {
      const { from, to } = req.query;
      if (from > to)
        throw new AppError('validation_error', {
          userMessage: 'fromはto以前の日付を指定してください。',
          errors: [{ field: 'from', message: 'fromはto以前の日付を指定してください。' }],
        });
      try {
        return { closed_days: await closedDaysBetween(deps.db, from, to) };
      } catch (error) {
        if (error instanceof RangeError) {
          throw new AppError('validation_error', {
            userMessage: '期間は2年以内で指定してください。',
            errors: [{ field: 'to', message: '期間は2年以内で指定してください。' }],
          });
        }
        throw error;
      }
    });
  };
}
