import type { PlaceBetResponse } from '@shangwe/contract';
import {
  placeUntilAnswered,
  type RetryOptions,
  UnansweredPlacementError,
  isUnanswered,
  PLACEMENT_ATTEMPT_TIMEOUT_MS,
  PLACEMENT_RETRY_DELAYS_MS,
} from '../../../lib/placement-retry';
import { buildPlaceBetBody, placeBet, type PlaceBetRequest } from './place-bet';

export {
  isUnanswered,
  PLACEMENT_ATTEMPT_TIMEOUT_MS,
  PLACEMENT_RETRY_DELAYS_MS,
  UnansweredPlacementError,
};

/** Identifies what a placement asks for, whatever its key: the same slip, stake and odds. */
export function placementFingerprint(request: PlaceBetRequest): string {
  return JSON.stringify(buildPlaceBetBody({ ...request, idempotencyKey: '' }));
}

export type PlaceUntilAnsweredOptions = Partial<
  Omit<RetryOptions<PlaceBetRequest, PlaceBetResponse>, 'fingerprint'>
>;

/** The normal slip's placement (POST /api/v2/bet) asked until answered (lib/placement-retry). */
export function placeBetUntilAnswered(
  request: PlaceBetRequest,
  options: PlaceUntilAnsweredOptions = {},
): Promise<PlaceBetResponse> {
  return placeUntilAnswered(request, {
    ...options,
    send: options.send ?? placeBet,
    fingerprint: placementFingerprint,
  });
}
