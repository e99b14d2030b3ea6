import { endpoints, type JackpotKind, type JackpotPlaceResponse } from '@shangwe/contract';
import { APP_SRC, type JackpotPick } from '@shangwe/domain';
import { api } from '../../../lib/api-client';

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

/** One try of the product's placement call; the key travels in the Idempotency-Key header. */
export function placeJackpot(
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
