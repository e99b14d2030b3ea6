import { errorCodes, type ErrorCode } from '@shangwe/contract';

/**
 * One error type for everything the HTTP layer answers with. `code` is stable for clients and
 * tests; `message` is the spec's text; `details` are extra fields put on the body
 * (e.g. `insufficient_bal`, the new odds of a 409).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * A plain error of a service, the wallet or the domain, named by its registry code: it knows
 * nothing of HTTP. The app's one error handler answers it with the status the contract's error
 * registry gives the code.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = errorCodes[code].message,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }

  /** The registry's status of its code. */
  get statusCode(): number {
    return errorCodes[this.code].status;
  }
}

export const badRequest = (message: string, code: ErrorCode = 'BAD_REQUEST', details = {}) =>
  new HttpError(400, code, message, details);
export const unauthorized = (
  message = 'Your session has expired. Please login again',
  code: ErrorCode = 'UNAUTHORIZED',
) => new HttpError(401, code, message);
export const forbidden = (message: string, code: ErrorCode = 'FORBIDDEN') =>
  new HttpError(403, code, message);
export const notFound = (message: string, code: ErrorCode = 'NOT_FOUND') =>
  new HttpError(404, code, message);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT', details = {}) =>
  new HttpError(409, code, message, details);
export const tooManyRequests = (message: string, code: ErrorCode = 'TOO_MANY_REQUESTS') =>
  new HttpError(429, code, message);

/**
 * The body of every error answer. The spec reads the message from `error.message` for some
 * calls and from `message` for others, so both carry it.
 */
export function errorBody(message: string, code: string, details: Record<string, unknown> = {}) {
  return { ...details, message, error: { message, code } };
}
