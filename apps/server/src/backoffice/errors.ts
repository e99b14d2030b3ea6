import { backofficeErrorCodes, type BoErrorCode } from '@shangwe/contract/backoffice';
import type { ErrorCode } from '@shangwe/contract';
import { HttpError } from '../platform/errors';

/**
 * An error answer of a back-office call, with its status and text from the back office's own
 * code table (not the bettor registry). The app's one error handler answers it like any
 * HttpError.
 */
export function boError(code: BoErrorCode): HttpError {
  const { status, message } = backofficeErrorCodes[code];
  // The code is a back-office one, not of the bettor registry: the handler only sends it on.
  return new HttpError(status, code as unknown as ErrorCode, message);
}
