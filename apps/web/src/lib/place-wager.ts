import type { Endpoint, EndpointBody, EndpointResponse } from '@shangwe/contract';
import { recorded, trackBetPlaced, type BetProduct } from './analytics';
import { api, type EndpointInput } from './api-client';

/**
 * One try of a wager's placement, whatever the product (normal, Shikisha, virtual, ...): every
 * product places through the same server pipeline and differs only in its endpoint and body.
 */

/** An endpoint that takes a placement body. */
export type PlacementEndpoint = Endpoint & { readonly body: NonNullable<Endpoint['body']> };

/**
 * POSTs `body` to the product's placement `endpoint` as JSON, the session token in the body.
 * The key travels in the Idempotency-Key header, which the server reads before the body.
 * Rejects with ApiError as every call does.
 */
export function postWager<E extends PlacementEndpoint>(
  endpoint: E,
  body: EndpointBody<E>,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<EndpointResponse<E>> {
  return api.call(endpoint, { body } as EndpointInput<E>, {
    encoding: 'json',
    auth: 'body',
    // The slip decides what a 401 does on a bet (clear auth, login with next).
    handleUnauthorized: false,
    headers: { 'Idempotency-Key': idempotencyKey },
    signal,
  });
}

/** What a slip of picks placed: its picks, stake and total odds. */
export interface PlacedSlip {
  picks: readonly { live: boolean }[];
  stake: number;
  totalOdd: number;
}

/**
 * Records a booked slip of picks as a bet placed on `product` (analytics), passing the answer
 * through: `postWager(...).then(recordPlacedSlip('normal', request))`.
 */
export function recordPlacedSlip(product: BetProduct, slip: PlacedSlip) {
  const { picks, stake, totalOdd } = slip;
  return recorded((answer: { bet_id: number | null }) =>
    trackBetPlaced({
      product,
      betId: answer.bet_id,
      stake,
      totalOdd,
      selections: picks.length,
      live: picks.some((p) => p.live),
    }),
  );
}
