import { ApiError, NETWORK_ERROR_MESSAGE, hasErrorCode, isApiError } from './api-client';
import { newIdempotencyKey } from './idempotency-key';

/**
 * Placing a bet until the server gives a definite answer, for every product's slip (normal,
 * Shikisha, ...): one idempotency key per attempt, so a try that went unanswered is asked
 * again and booked once.
 */

/**
 * Waits before each automatic retry of one placement attempt: five tries over about 15 s, then
 * the bettor is told the bet is not confirmed yet and decides.
 */
export const PLACEMENT_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000, 8000];

/** A try with no answer after this long counts as unanswered (slow mobile data included). */
export const PLACEMENT_ATTEMPT_TIMEOUT_MS = 20_000;

/**
 * Statuses that are not an answer about the bet: the request may or may not have been booked
 * (0: network failure or timeout; 500: the server lost its database mid-way; 502-504: a proxy
 * got nothing). Every other status is the server's definite word.
 */
const UNANSWERED_STATUSES: ReadonlySet<number> = new Set([0, 500, 502, 503, 504]);

/** True when a failed try says nothing definite about the bet, so asking again is the way on. */
export function isUnanswered(error: unknown): boolean {
  if (!isApiError(error)) return true;
  // The first request with this key is still being worked on: its answer is coming.
  if (error.status === 409) return hasErrorCode(error, 'IDEMPOTENCY_IN_PROGRESS');
  return UNANSWERED_STATUSES.has(error.status);
}

/**
 * Every try of a placement went unanswered. The bet may have been booked: the next press of
 * Place Bet for the same slip sends `idempotencyKey` again, so the server answers with the bet
 * it booked, or books it once.
 */
export class UnansweredPlacementError extends Error {
  override readonly name = 'UnansweredPlacementError';
  constructor(
    readonly idempotencyKey: string,
    readonly fingerprint: string,
    readonly lastError: unknown,
  ) {
    super(NETWORK_ERROR_MESSAGE);
  }
}

/** What every placement request carries: the key of its attempt. */
export interface KeyedPlacement {
  idempotencyKey: string;
}

export interface RetryOptions<Req extends KeyedPlacement, Res> {
  /** Sends one try; aborting `signal` ends it. */
  send: (request: Req, signal: AbortSignal) => Promise<Res>;
  /** What the request asks for whatever its key (same slip, stake and odds). */
  fingerprint: (request: Req) => string;
  delaysMs?: readonly number[];
  timeoutMs?: number;
  wait?: (ms: number) => Promise<void>;
  /** Called after each unanswered try that will be retried (1 after the first). */
  onUnanswered?: (tries: number) => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function sendWithTimeout<Req, Res>(
  send: (request: Req, signal: AbortSignal) => Promise<Res>,
  request: Req,
  timeoutMs: number,
): Promise<Res> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await send(request, controller.signal);
  } catch (error) {
    if (controller.signal.aborted) throw new ApiError(NETWORK_ERROR_MESSAGE, 0, null);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Places a bet and keeps asking, always with the same idempotency key, until the server gives a
 * definite answer: the booked bet (first booking or replay) or a refusal. Tries that get no
 * answer are retried after `delaysMs`; when those run out it rejects with an
 * UnansweredPlacementError, never with a failure for a bet that may have been taken.
 */
export async function placeUntilAnswered<Req extends KeyedPlacement, Res>(
  request: Req,
  options: RetryOptions<Req, Res>,
): Promise<Res> {
  const {
    send,
    fingerprint,
    delaysMs = PLACEMENT_RETRY_DELAYS_MS,
    timeoutMs = PLACEMENT_ATTEMPT_TIMEOUT_MS,
    wait = sleep,
    onUnanswered,
  } = options;
  for (let tries = 1; ; tries++) {
    try {
      return await sendWithTimeout(send, request, timeoutMs);
    } catch (error) {
      if (!isUnanswered(error)) throw error;
      const delay = delaysMs[tries - 1];
      if (delay === undefined) {
        throw new UnansweredPlacementError(request.idempotencyKey, fingerprint(request), error);
      }
      onUnanswered?.(tries);
      await wait(delay);
    }
  }
}

/** A fresh key per placement attempt: the server books one bet per key. */
export { newIdempotencyKey };

/**
 * The key for a new press of Place Bet: a fresh one, except when the last attempt of this very
 * slip (`fingerprint`) never got an answer; then that one again, so the server answers with the
 * bet it may have booked instead of booking a second.
 */
export function keyForRetry(lastError: unknown, fingerprint: string): string {
  if (lastError instanceof UnansweredPlacementError && lastError.fingerprint === fingerprint) {
    return lastError.idempotencyKey;
  }
  return newIdempotencyKey();
}
