import { errorBodySchema } from '@icp/contract';
import type { z } from 'zod';

/** Every route documents its success body and the shared error body (for OpenAPI and the serializer). */
export function responses<T extends z.ZodType>(status: 200 | 201, body: T) {
  return {
    [status]: body,
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
    402: errorBodySchema,
    413: errorBodySchema,
    415: errorBodySchema,
    422: errorBodySchema,
    429: errorBodySchema,
  } as const;
}
