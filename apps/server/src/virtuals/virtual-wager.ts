import type { ChangedOdd, VirtualPlaceBetBody } from '@shangwe/contract';
import {
  BET_TYPE,
  checkSlipPicks,
  MESSAGES,
  PRODUCT,
  quoteSlip,
  sameOdds,
  slipRules,
  type ValidationCode,
} from '@shangwe/domain';
import type { SessionUser } from '../auth/session';
import { countryConfigOf } from '../wagers/slip-quote';
import { insertBetEvent, setLegStatus, type BetRow, type LegRow } from '../wagers/bet-store';
import type { Queryable } from '../db/database';
import {
  refusal,
  type PricedWager,
  type Refusal,
  type Settlement,
  type WagerProduct,
  profileRefusal,
  storedPlacementAnswer,
} from '../wagers/wager-product';
import { virtualRoundProofs } from './virtual-proofs';
import { matchesWithRounds, type MatchRow, type RoundRow } from './virtual-repository';

/** Told to a bettor whose virtual bet arrived at or after its match-day's kick-off. */
export const BETTING_CLOSED_MESSAGE =
  'Betting on this match-day closed at kick-off. Your bet was not placed and nothing was charged. Pick a match of the next match-day.';
export const VIRTUAL_MATCH_UNKNOWN_MESSAGE = 'This virtual match is not available';

/** The figures of a virtual slip at these odds: the domain's virtual quote (taxes, bonus, points, cap). */
export function quoteVirtual(country: string, stake: number, odds: readonly number[]) {
  const config = countryConfigOf(country);
  const quote = quoteSlip(
    { kind: 'virtual', picks: odds.map((odd_value) => ({ odd_value })), stake, loggedIn: true },
    config,
  );
  const capacity = slipRules('virtual', { config }).capacity;
  const failure: { code: ValidationCode | 'TOO_MANY_SELECTIONS'; message: string } | null =
    odds.length > capacity
      ? { code: 'TOO_MANY_SELECTIONS', message: MESSAGES.betslipFull(capacity) }
      : (quote.failures[0] ?? null);
  return { quote, failure };
}

function judgeVirtualSlip(bettor: SessionUser, body: VirtualPlaceBetBody): Refusal | null {
  const notOwn = profileRefusal(bettor, body);
  if (notOwn) return notOwn;
  const failures = checkSlipPicks(
    slipRules('virtual'),
    body.betslip.map((leg) => ({
      parent_match_id: leg.parent_virtual_id,
      sub_type_id: leg.sub_type_id,
      odd: {
        odd_key: leg.bet_pick,
        odd_value: leg.odd_value,
        special_bet_value: leg.special_bet_value,
      },
    })),
  );
  if (failures.some((f) => f.code === 'DUPLICATE_PICK')) {
    return refusal('duplicate_match', 'DUPLICATE_MATCH');
  }
  return null;
}

/** The stored outcome a leg names, if its match offers it. */
function outcomeOf(
  match: MatchRow,
  leg: { sub_type_id: number; special_bet_value: string; bet_pick: string },
) {
  const market = match.markets.find(
    (m) => m.sub_type_id === leg.sub_type_id && m.special_bet_value === leg.special_bet_value,
  );
  const odd = market?.odds.find((o) => o.odd_key === leg.bet_pick);
  return market && odd ? { market, odd } : null;
}

/**
 * Judges the picks against the match-days' stored prices at `now`: each match known, its
 * match-day not kicked off yet (to the millisecond), the price the bettor saw; then the
 * country's virtual rules on the stake and odds.
 */
function priceVirtualSlip(
  bettor: SessionUser,
  body: VirtualPlaceBetBody,
  found: ReadonlyArray<{ match: MatchRow; round: RoundRow }>,
  now: Date,
): PricedWager | Refusal {
  const byId = new Map(found.map((f) => [f.match.id, f]));
  const picks = [];
  const changed: ChangedOdd[] = [];
  for (const leg of body.betslip) {
    const hit = byId.get(leg.parent_virtual_id);
    const outcome = hit ? outcomeOf(hit.match, leg) : null;
    if (!hit || !outcome) {
      return refusal('selection_unknown', 'BET_SELECTION_UNKNOWN', VIRTUAL_MATCH_UNKNOWN_MESSAGE, {
        parent_match_id: leg.parent_virtual_id,
      });
    }
    if (now.getTime() >= hit.round.kick_off.getTime()) {
      return refusal('virtual_betting_closed', 'VIRTUAL_BETTING_CLOSED', BETTING_CLOSED_MESSAGE, {
        parent_match_id: leg.parent_virtual_id,
      });
    }
    const name = `${hit.match.home_team} - ${hit.match.away_team}`;
    if (!sameOdds(outcome.odd.odd_value, leg.odd_value)) {
      changed.push({
        parent_match_id: hit.match.id,
        sub_type_id: outcome.market.sub_type_id,
        special_bet_value: outcome.market.special_bet_value,
        bet_pick: outcome.odd.odd_key,
        outcome_id: outcome.odd.outcome_id,
        old_odd: leg.odd_value,
        new_odd: outcome.odd.odd_value,
        match: name,
      });
    }
    picks.push({ ...hit, ...outcome });
  }
  if (changed.length > 0) {
    const names = changed.map((c) => c.match).join(', ');
    return refusal(
      'odds_changed',
      'BET_ODDS_CHANGED',
      `Odds have changed for ${names}. Accept the new odds to place your bet.`,
      { changed_odds: changed },
    );
  }
  const { quote, failure } = quoteVirtual(
    bettor.country,
    body.stake,
    picks.map((p) => p.odd.odd_value),
  );
  if (failure) return refusal(failure.code, failure.code, failure.message);
  return {
    bet: {
      bet_type: BET_TYPE.virtual,
      stake: quote.cents.stake,
      excise_tax: quote.cents.exciseTax,
      total_odd: quote.totalOdds,
      possible_win: quote.cents.possibleWinnings,
      withholding_tax: quote.cents.withholdingTax,
      bonus: quote.cents.bonus + quote.cents.winBoost,
      final_payout: quote.cents.finalPayout,
      points: quote.points,
    },
    legs: picks.map((p) => ({
      parent_match_id: p.match.id,
      match_id: p.match.id,
      sub_type_id: p.market.sub_type_id,
      special_bet_value: p.market.special_bet_value,
      bet_pick: p.odd.odd_key,
      outcome_id: p.odd.outcome_id,
      odd_value: p.odd.odd_value,
      sport_id: null,
      bet_type: BET_TYPE.virtual,
      home_team: p.match.home_team,
      away_team: p.match.away_team,
      market_name: p.market.name,
      display: p.odd.display,
      start_time: p.round.kick_off,
    })),
    judged: null,
    decideAfterSeconds: null,
    metricType: 'virtual',
  };
}

/**
 * Marks each leg whose match-day finished from the stored results; the bet is lost as soon as
 * one leg loses, won (void when every leg is) once all are decided, paid by the domain's virtual
 * quote with void legs at 1.00.
 */
async function settleVirtualBet(
  tx: Queryable,
  bet: BetRow,
  legs: LegRow[],
  now: Date,
): Promise<Settlement> {
  const open = legs.filter((l) => l.status === 'open');
  const found = await matchesWithRounds(
    tx,
    open.map((l) => l.parent_match_id),
  );
  const byId = new Map(found.map((f) => [f.match.id, f]));
  for (const leg of open) {
    const hit = byId.get(Number(leg.parent_match_id));
    if (!hit || hit.round.status !== 'finished') continue;
    const result = outcomeOf(hit.match, leg)?.odd.result ?? 'void';
    if (result !== 'won' && result !== 'lost' && result !== 'void') continue;
    const score = `${hit.match.ft_home}:${hit.match.ft_away}`;
    await setLegStatus(tx, bet.id, leg.leg_no, result, score, now);
    leg.status = result;
    await insertBetEvent(tx, bet.id, 'leg_settled', 'open', result, { leg_no: leg.leg_no }, now);
  }
  if (legs.some((l) => l.status === 'lost')) return { outcome: 'lost' };
  if (legs.some((l) => l.status === 'open')) return { outcome: null };
  if (legs.every((l) => l.status === 'void')) return { outcome: 'void' };
  const { quote } = quoteVirtual(
    bet.country,
    bet.stake / 100,
    legs.map((l) => (l.status === 'void' ? 1 : Number(l.odd_value))),
  );
  return {
    outcome: 'won',
    paidCents: quote.cents.finalPayout,
    totalOdd: quote.totalOdds,
    withholdingTaxCents: quote.cents.withholdingTax,
    bonusCents: quote.cents.bonus + quote.cents.winBoost,
  };
}

/** The parent_virtual_ids a slip names. */
const matchIdsOf = (body: VirtualPlaceBetBody) => body.betslip.map((l) => l.parent_virtual_id);

/**
 * Virtual bets as a product of the wager pipeline: priced from the match-day's stored prices,
 * accepted at once until kick-off, settled from the match-day's stored results.
 */
export const virtualBet: WagerProduct<VirtualPlaceBetBody> = {
  name: PRODUCT.virtual,
  scope: 'virtual',
  judge: judgeVirtualSlip,
  pricer: {
    async fromDatabase(ctx, bettor, body, now, claim) {
      const [stored, found] = await Promise.all([
        storedPlacementAnswer(ctx.db, claim),
        matchesWithRounds(ctx.db, matchIdsOf(body)),
      ]);
      return { stored, priced: priceVirtualSlip(bettor, body, found, now) };
    },
  },
  placedMessage: (shortId) => `Virtual bet ${shortId} placed successfully.`,
  decidedMessage: (shortId) => `Your virtual bet ${shortId} has been accepted.`,
  // Virtual bets never wait for a decision (decideAfterSeconds is always null).
  decide: async () => null,
  settle: settleVirtualBet,
  // My Bets shows each leg's round proof (virtual-proofs.ts) once the round is played.
  presenter: {
    async extras(db, legs, now) {
      const proofs = await virtualRoundProofs(db, legs, now);
      return (own) => ({ virtual_rounds: proofs(own) });
    },
  },
};
