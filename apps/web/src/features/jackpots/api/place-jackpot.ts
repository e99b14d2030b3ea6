import { endpoints, type JackpotKind, type JackpotPlaceResponse } from '@shangwe/contract';
import { APP_SRC, type JackpotPick } from '@shangwe/domain';
import { recorded, trackBetPlaced, type BetProduct } from '../../../lib/analytics';
import { api } from '../../../lib/api-client';

/** The analytics product of each jackpot-style kind (the pools count as jackpots). */
const ANALYTICS_PRODUCT: Record<JackpotKind, BetProduct> = {
  grand: 'jackpot',
  midweek: 'jackpot',
  jp20m: 'jackpot',
  bingwa: 'jackpot',
  free: 'free_jackpot',
  splitpot: 'split_pot',
  sababisha: 'sababisha',
  boosted: 'boosted',
};

/** One match of a slip: its outcomes (and, on a boosted event, the price the bettor saw). */
export interface SlipMatch {
  parent_match_id: number;
  odds: JackpotPick[];
  /** Boosted: the boosted price of the single pick. */
  odd_value?: number;
}

/** What a jackpot-style slip hands to the placer. */
export interface JackpotPlaceRequest {
  kind: JackpotKind;
  eventId: number;
  matches: readonly SlipMatch[];
  /** Major units; pool entries send lines × stake per line, Sababisha and boosted the amount. */
  stake: number;
  profileId?: number;
  /** A fresh key per placement attempt, so a retried request is booked once. */
  idempotencyKey: string;
}

const selectedOdds = (r: JackpotPlaceRequest) =>
  r.matches.map((m) => ({ parent_match_id: m.parent_match_id, odds: m.odds }));

/** The body each product's slip posts (spec 02 §3.8: entries, stake, selectedOdds). */
export function buildJackpotPlaceBody(r: JackpotPlaceRequest) {
  const common = { event_id: r.eventId, profile_id: r.profileId, src: APP_SRC };
  if (r.kind === 'boosted') {
    return {
      ...common,
      stake: r.stake.toFixed(2),
      betslip: r.matches.map((m) => ({
        parent_match_id: m.parent_match_id,
        bet_pick: m.odds[0]!,
        odd_value: m.odd_value!,
      })),
    };
  }
  if (r.kind === 'free') return { ...common, selectedOdds: selectedOdds(r) };
  return { ...common, stake: r.stake.toFixed(2), selectedOdds: selectedOdds(r) };
}

/**
 * One try of the product's placement call; the key travels in the Idempotency-Key header. A
 * booked entry is recorded as a bet placed on its product (analytics).
 */
export function placeJackpot(
  r: JackpotPlaceRequest,
  signal?: AbortSignal,
): Promise<JackpotPlaceResponse> {
  return sendJackpotEntry(r, signal).then(
    recorded((answer: JackpotPlaceResponse) =>
      trackBetPlaced({
        product: ANALYTICS_PRODUCT[r.kind],
        betId: answer.bet_id,
        stake: answer.stake,
        // Pool entries have no odds; a boosted multibet's are its picks' prices multiplied.
        totalOdd: r.matches.reduce((odds, m) => odds * (m.odd_value ?? 1), 1),
        selections: r.matches.length,
      }),
    ),
  );
}

function sendJackpotEntry(
  r: JackpotPlaceRequest,
  signal?: AbortSignal,
): Promise<JackpotPlaceResponse> {
  const options = {
    encoding: 'json' as const,
    auth: 'body' as const,
    // The slip decides what a 401 does on an entry (clear auth, login with next).
    handleUnauthorized: false,
    headers: { 'Idempotency-Key': r.idempotencyKey },
    signal,
  };
  const common = { event_id: r.eventId, profile_id: r.profileId, src: APP_SRC };
  switch (r.kind) {
    case 'boosted':
      return api.call(
        endpoints.boostedPlaceBet,
        {
          body: {
            ...common,
            stake: r.stake.toFixed(2),
            betslip: r.matches.map((m) => ({
              parent_match_id: m.parent_match_id,
              bet_pick: m.odds[0]!,
              odd_value: m.odd_value ?? 0,
            })),
          },
        },
        options,
      );
    case 'sababisha':
      return api.call(
        endpoints.sababishaPlaceBet,
        { body: { ...common, stake: r.stake.toFixed(2), selectedOdds: selectedOdds(r) } },
        options,
      );
    case 'free':
      return api.call(
        endpoints.freeJackpotEntry,
        { body: { ...common, selectedOdds: selectedOdds(r) } },
        options,
      );
    case 'splitpot':
      return api.call(
        endpoints.splitPotEntry,
        { body: { ...common, stake: r.stake.toFixed(2), selectedOdds: selectedOdds(r) } },
        options,
      );
    default:
      return api.call(
        endpoints.jackpotPlaceEntry,
        { body: { ...common, stake: r.stake.toFixed(2), selectedOdds: selectedOdds(r) } },
        options,
      );
  }
}

/** What a placement asks for, whatever its key. */
export function jackpotFingerprint(r: JackpotPlaceRequest): string {
  return JSON.stringify([r.kind, buildJackpotPlaceBody(r)]);
}
