import { errorMessageOf, isApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';

/**
 * The message of a failed account call (spec 01 §8): the server's error.message (login shows
 * it as is), else 'An error occurred. Please try again' when no answer came.
 */
export function accountErrorMessage(error: unknown): string {
  return isApiError(error) ? errorMessageOf(error.body, error.message) : NETWORK_ERROR_MESSAGE;
}
