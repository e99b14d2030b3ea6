/**
 * What a screen opened by an id or code in its address (/b/{code}, /m/{matchId},
 * /share/{code} ...) says when that id leads nowhere. A malformed id is answered by the
 * server's input validation, whose message may name a field ("shortBetId: ..."): a bettor only
 * ever sees the screen's own product text for it.
 */
import { NETWORK_ERROR_MESSAGE, isApiError } from './api-client';

/** Spec 01 §8, "Empty component default". */
export const GENERIC_ERROR_TEXT = 'An error occurred, please try again';

export interface RouteErrorText {
  text: string;
  /** True when asking again may help (network or server trouble), false for an unknown id. */
  retry: boolean;
}

/**
 * The text for a failed lookup of a route's id: `notFoundText` (e.g. 'Bet not found') for an
 * unknown or malformed id; for an unknown id the server's own not-found message when it gave a
 * specific one (those are product texts such as 'Betslip code not found'); the network or
 * generic text otherwise.
 */
export function routeErrorText(error: unknown, notFoundText: string): RouteErrorText {
  if (!isApiError(error)) return { text: GENERIC_ERROR_TEXT, retry: true };
  if (error.status === 0) return { text: NETWORK_ERROR_MESSAGE, retry: true };
  if (error.status === 404) {
    // 'NOT_FOUND' is the catch-all for an unknown endpoint, which names the path.
    const specific = error.code !== 'NOT_FOUND' && error.message !== NETWORK_ERROR_MESSAGE;
    return { text: specific && error.message ? error.message : notFoundText, retry: false };
  }
  if (error.status === 400 || error.status === 403 || error.status === 422) {
    return { text: notFoundText, retry: false };
  }
  return { text: GENERIC_ERROR_TEXT, retry: true };
}
