import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@icp/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../app-error.ts';

function body(code: ErrorCode, extra: Partial<ErrorBody> = {}): ErrorBody {
  return { status: code, message: ERROR_CODES[code].message, ...extra };
}

/** Fastify's own 4xx errors (parser, limits) mapped onto our codes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_json',
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'validation_error',
  401: 'invalid_access_token',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/**
 * The one place errors become responses: {status, message, errors?} with a Japanese message.
 * Anything unexpected is logged with the request id and answered without internals.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.code(error.httpStatus).headers(error.headers).send(error.toBody());
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
    const errors = error.validation.map((v) => {
      const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const unknownKeys = (v.params as { issue?: { code?: string; keys?: string[] } }).issue;
      const field = path || (unknownKeys?.code === 'unrecognized_keys' ? (unknownKeys.keys?.join(',') ?? where) : where);
      return { field, message: v.message ?? '入力内容に誤りがあります。' };
    });
    return reply
      .code(400)
      .send(body('validation_error', { message: errors[0]?.message ?? ERROR_CODES.validation_error.message, errors }));
  }
  const mapped = (error.code && FASTIFY_CODES[error.code]) || undefined;
  if (mapped) return reply.code(ERROR_CODES[mapped].http).send(body(mapped));
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const code = STATUS_CODES[error.statusCode] ?? 'validation_error';
    return reply.code(error.statusCode).send(body(code));
  }
  request.log.error({ err: error, reqId: request.id }, 'unhandled error');
  return reply.code(500).send(body('internal_error'));
}

/**
 * Errors the router raises before any route runs (a malformed URL, a path parameter over
 * maxParamLength): the same JSON shape and Japanese message as every other 4xx.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .code(tooLong ? 414 : 400)
    .send(body('validation_error', { message: tooLong ? 'URLが長すぎます。' : 'URLが正しくありません。' }));
}
