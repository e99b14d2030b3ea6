import type {
  Market,
  MatchSummary,
  MatchUpdateMessage,
  OddsChangeMessage,
} from '@shangwe/contract';

/**
 * Pure functions that merge websocket pushes into data held in the TanStack Query cache. Each
 * feature applies them to its own queries (the live list, a match's markets), so that a push
 * re-renders only what shows that match.
 */

function marketKey(subTypeId: number, specialBetValue: string): string {
  return `${subTypeId}|${specialBetValue}`;
}

/**
 * Applies an odds / bet_status change to a list of markets. Returns the same array when nothing
 * it holds changed (so React Query and React skip the re-render).
 */
export function applyOddsChange<M extends Market>(markets: M[], message: OddsChangeMessage): M[] {
  const changes = new Map(
    message.markets.map((m) => [marketKey(m.sub_type_id, m.special_bet_value), m]),
  );
  let touched = false;
  const next = markets.map((market) => {
    const change = changes.get(marketKey(market.sub_type_id, market.special_bet_value));
    if (!change) return market;
    const prices = new Map(change.odds.map((o) => [o.odd_key, o]));
    let oddsTouched = false;
    const odds = market.odds.map((odd) => {
      const price = prices.get(odd.odd_key);
      if (!price || (price.odd_value === odd.odd_value && price.result === odd.result)) return odd;
      oddsTouched = true;
      return { ...odd, odd_value: price.odd_value, result: price.result };
    });
    if (!oddsTouched && change.bet_status === market.bet_status) return market;
    touched = true;
    const updated = {
      ...market,
      bet_status: change.bet_status,
      odds: oddsTouched ? odds : market.odds,
    };
    // Live markets also carry bet_status in meta (GET /api/live/uo/match).
    if ('meta' in updated && updated.meta && typeof updated.meta === 'object') {
      (updated as { meta: object }).meta = { ...updated.meta, bet_status: change.bet_status };
    }
    return updated;
  });
  return touched ? next : markets;
}

/** Fields of a match that a MatchUpdateMessage refreshes. */
type LiveFields = Pick<
  MatchSummary,
  'status' | 'live' | 'period' | 'score' | 'clock_seconds' | 'clock_running' | 'match_time'
>;

/** Applies a score / clock / period / status push to a match. */
export function applyMatchUpdate<T extends LiveFields>(match: T, message: MatchUpdateMessage): T {
  const next: T = {
    ...match,
    status: message.status,
    live: message.live,
    period: message.period,
    score: message.score,
    clock_seconds: message.clock_seconds,
    clock_running: message.clock_running,
    match_time: message.match_time,
  };
  if ('score_detail' in match) {
    (next as T & { score_detail: unknown }).score_detail = message.score_detail;
  }
  return next;
}

/** Applies either push to a match summary (with its markets). */
export function applyToMatch<T extends MatchSummary>(
  match: T,
  event:
    { type: 'odds'; payload: OddsChangeMessage } | { type: 'match'; payload: MatchUpdateMessage },
): T {
  if (event.payload.parent_match_id !== match.parent_match_id) return match;
  if (event.type === 'match') return applyMatchUpdate(match, event.payload);
  const markets = applyOddsChange(match.markets, event.payload);
  return markets === match.markets ? match : { ...match, markets };
}
