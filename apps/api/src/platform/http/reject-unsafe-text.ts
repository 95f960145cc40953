import { UNSAFE_TEXT_MESSAGE, findUnsafeText, unsafeTextFieldName } from '@icp/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';

/**
 * Installed once on the root instance (apps/api/src/app.ts), so it runs for every route, with or
 * without a schema, before any validation or handler: no string carrying NUL or a lone surrogate
 * (packages/contract/src/safe-text.ts) reaches the database, the audit log or a mail. The error
 * names the field, like every other 400 (docs/decisions/0010).
 */
export async function rejectUnsafeText(request: FastifyRequest): Promise<void> {
  const parts: [string, unknown][] = [
    ['params', request.params],
    ['query', request.query],
    ['headers', request.headers],
    ['body', request.body],
  ];
  for (const [where, value] of parts) {
    const path = findUnsafeText(value);
    if (!path) continue;
    const field = path.length > 0 ? unsafeTextFieldName(path) : where;
    throw new AppError('validation_error', {
      userMessage: UNSAFE_TEXT_MESSAGE,
      errors: [{ field, message: UNSAFE_TEXT_MESSAGE }],
    });
  }
}
