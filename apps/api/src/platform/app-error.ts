import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@icp/contract';

/**
 * The one error type use cases throw. The HTTP status and the default Japanese message come
 * from the contract's ERROR_CODES table, so every client sees the same words for the same code.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly httpStatus: number;
  readonly userMessage: string;
  readonly fieldErrors: ErrorBody['errors'];
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    options: { message?: string; userMessage?: string; errors?: ErrorBody['errors']; headers?: Record<string, string> } = {},
  ) {
    super(options.message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.httpStatus = ERROR_CODES[code].http;
    this.userMessage = options.userMessage ?? ERROR_CODES[code].message;
    this.fieldErrors = options.errors;
    this.headers = options.headers ?? {};
  }

  toBody(): ErrorBody {
    return { status: this.code, message: this.userMessage, ...(this.fieldErrors ? { errors: this.fieldErrors } : {}) };
  }
}
