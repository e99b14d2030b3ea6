import type { ShikishaPlaceBody } from '@shangwe/contract';
import {
  type Cents,
  PRODUCT,
  quoteSlip,
  sameOdds,
  SHIKISHA_LIMITS,
  toMajor,
} from '@shangwe/domain';
import type { SessionUser } from '../auth/session';
import type { BetRow, LegRow } from '../wagers/bet-store';
import {
  legPickKey,
  lookupPicks,
  lookupPicksWithAnswer,
  selectionMatchName,
} from '../catalog/current-picks';
import { markResultedLegs } from '../wagers/leg-results';
import type { Queryable } from '../db/database';
import type { GoalsLiveState } from '../feed/pricing';
import type { AppContext } from '../platform/context';
import { countryConfigOf } from '../wagers/slip-quote';
import { placedProductState } from '../wagers/product-state';
import {
  refusal,
  type PricedWager,
  type Refusal,
  type Settlement,
  type WagerProduct,
  profileRefusal,
} from '../wagers/wager-product';
import { settledJointOdd } from './settled-odd';
import { loadShikishaMatch, prematchState } from './match-model';
import {
  judgeShikishaPicks,
  pickKeyOf,
  priceCombination,
  legsOf,
  type PricedCombination,
} from './shikisha-pricing';

/** bets.product of Shikisha bets (My Bets filters on it; share encodes it as product_type). */
export const SHIKISHA_PRODUCT = PRODUCT.shikisha;

/** The domain's Shikisha quote (bonus on the picks' own odds, points, taxes) at a joint price. */
export function quoteShikisha(
  country: string,
  input: { stake: number; legOdds: readonly number[]; jointOdd: number; live: boolean },
) {
  const config = countryConfigOf(country);
  return quoteSlip(
    {
      kind: 'shikisha',
      picks: input.legOdds.map((odd) => ({ odd_value: odd, live: input.live })),
      stake: input.stake,
      loggedIn: true,
      jointOdds: input.jointOdd,
    },
    config,
  );
}

/** A refusal whose answer the pricing already built (its code is in the contract registry). */
const refused = (reason: string, error: Error): Refusal => ({ refused: true, reason, error });

function judge(bettor: SessionUser, body: ShikishaPlaceBody): Refusal | null {
  const notOwn = profileRefusal(bettor, body);
  if (notOwn) return notOwn;
  const error = judgeShikishaPicks(body.betslip);
  return error ? refused('shikisha_picks', error) : null;
}

function toWager(
  ctx: AppContext,
  bettor: SessionUser,
  body: ShikishaPlaceBody,
  priced: PricedCombination | Error,
): PricedWager | Refusal {
  if (priced instanceof Error) return refused('shikisha_price', priced);
  // A moved combined price, better or worse, must be accepted first (as the normal slip).
  if (!sameOdds(priced.totalOdd, body.total_odd)) {
    return refusal(
      'odds_changed',
      'BET_ODDS_CHANGED',
      `The odds of your Shikisha changed from ${body.total_odd.toFixed(2)} to ${priced.totalOdd.toFixed(2)}. Accept the new odds to place your bet.`,
      { old_total_odd: body.total_odd, new_total_odd: priced.totalOdd },
    );
  }
  const quote = quoteShikisha(bettor.country, {
    stake: body.stake,
    legOdds: priced.selections.map((s) => s.odd_value),
    jointOdd: priced.totalOdd,
    live: priced.live,
  });
  const failure = quote.failures[0];
  if (failure) return refusal(failure.code, failure.code, failure.message);
  const config = countryConfigOf(bettor.country);
  return {
    bet: {
      bet_type: SHIKISHA_LIMITS.betType,
      stake: quote.cents.stake,
      excise_tax: quote.cents.exciseTax,
      total_odd: quote.totalOdds,
      possible_win: quote.cents.possibleWinnings,
      withholding_tax: quote.cents.withholdingTax,
      bonus: quote.cents.bonus + quote.cents.winBoost,
      final_payout: quote.cents.finalPayout,
      points: quote.points,
    },
    legs: priced.selections.map((sel) => ({
      parent_match_id: sel.parent_match_id,
      match_id: sel.match_id,
      sub_type_id: sel.sub_type_id,
      special_bet_value: sel.special_bet_value,
      bet_pick: sel.odd_key,
      outcome_id: sel.outcome_id,
      odd_value: sel.odd_value,
      sport_id: sel.sport_id,
      bet_type: SHIKISHA_LIMITS.betType,
      home_team: sel.home_team,
      away_team: sel.away_team,
      market_name: sel.market_name,
      display: sel.display,
      start_time: sel.start_time,
    })),
    judged: null,
    decideAfterSeconds: priced.live
      ? (ctx.env.liveBetDelaySeconds ?? config.liveBetDelaySeconds)
      : null,
    metricType: priced.live ? 'shikisha_live' : 'shikisha',
    // Written with the bet: a void pick re-prices the rest in the state the bettor bought.
    productState: priced.state,
  };
}

/**
 * The model state the bet was priced in, written with it at placement; the prematch state for
 * a bet placed before states were stored with bets (the only state a prematch bet has).
 */
async function placedState(
  tx: Queryable,
  bet: BetRow,
  legs: LegRow[],
): Promise<GoalsLiveState | null> {
  const stored = await placedProductState<GoalsLiveState>(tx, bet.id);
  if (stored) return stored;
  const match = await loadShikishaMatch(tx, legs[0]!.parent_match_id);
  return match ? prematchState(match) : null;
}

/**
 * Marks newly resulted legs from the catalog (a cancelled match voids them), then: lost as
 * soon as one pick loses; once every pick is decided, won at the placement price — or, when
 * picks were void, at the remaining picks' joint price in the state stored at placement
 * (never above the placement price); fewer than 2 remaining picks: void (stake refunded).
 */
async function settle(tx: Queryable, bet: BetRow, legs: LegRow[], now: Date): Promise<Settlement> {
  await markResultedLegs(tx, bet, legs, now);
  if (legs.some((l) => l.status === 'lost')) return { outcome: 'lost' };
  if (legs.some((l) => l.status === 'open')) return { outcome: null };
  const standing = legs.filter((l) => l.status !== 'void');
  if (standing.length < SHIKISHA_LIMITS.minPicks) return { outcome: 'void' };
  let jointOdd = Number(bet.total_odd);
  if (standing.length < legs.length) {
    const state = await placedState(tx, bet, legs);
    const match = await loadShikishaMatch(tx, legs[0]!.parent_match_id);
    const built = match ? legsOf(match, standing.map(legAsPick)) : null;
    jointOdd =
      state && match && built && !('missing' in built)
        ? settledJointOdd(state, built.legs, match.buildable.values(), jointOdd)
        : // Without the model (never expected) the remaining picks' own product stands in.
          Math.min(
            jointOdd,
            standing.reduce((acc, l) => acc * Number(l.odd_value), 1),
          );
  }
  const quote = quoteShikisha(bet.country, {
    stake: toMajor(bet.stake as Cents),
    legOdds: standing.map((l) => Number(l.odd_value)),
    jointOdd,
    live: bet.decide_at !== null,
  });
  return {
    outcome: 'won',
    paidCents: quote.cents.finalPayout,
    totalOdd: quote.totalOdds,
    withholdingTaxCents: quote.cents.withholdingTax,
    bonusCents: quote.cents.bonus + quote.cents.winBoost,
  };
}

const legAsPick = (l: LegRow) => ({
  parent_match_id: l.parent_match_id,
  sub_type_id: l.sub_type_id,
  special_bet_value: l.special_bet_value,
  bet_pick: l.bet_pick,
});

/**
 * A live Shikisha at the end of its delay: every pick still open, and the combination priced
 * again from the in-play state now at exactly the price it was placed at. A moved price,
 * better or worse, refuses it as it refuses a normal live bet (the bettor places again).
 */
async function decide(
  tx: Queryable,
  bet: BetRow,
  legs: LegRow[],
  now: Date,
  ctx: Pick<AppContext, 'env'>,
): Promise<string | null> {
  const selections = await lookupPicks(tx, legs.map(legPickKey), now);
  for (const sel of selections) {
    if (!sel.found || sel.bet_status !== 'ACTIVE' || sel.match_status === 'ended') {
      return 'A pick of your Shikisha is no longer available';
    }
  }
  const match = await loadShikishaMatch(tx, legs[0]!.parent_match_id);
  if (!match) return 'Shikisha is not offered on this match';
  const priced = priceCombination(match, legs.map(legAsPick), selections, now, {
    seed: ctx.env.feedSeed,
    timeScale: ctx.env.timeScale,
  });
  // A goal in the delay can make the picks contradictory or certain: its words say why.
  if (priced instanceof Error) return priced.message;
  const placedOdd = Number(bet.total_odd);
  if (!sameOdds(priced.totalOdd, placedOdd)) {
    return `The odds of ${selectionMatchName(priced.selections[0]!)} changed from ${placedOdd.toFixed(2)} to ${priced.totalOdd.toFixed(2)}`;
  }
  return null;
}

/**
 * Shikisha as a product of the wager pipeline: judged by the domain (2..30 picks, one match,
 * one pick per market line), priced as one event from the match model (joint-price.ts),
 * live combinations decided after the country's delay, settled pick by pick.
 */
export const shikishaBet: WagerProduct<ShikishaPlaceBody> = {
  name: SHIKISHA_PRODUCT,
  scope: 'shikisha',
  judge,
  pricer: {
    async fromDatabase(ctx, bettor, body, now, claim) {
      const picks = body.betslip;
      const { stored, selections } = await lookupPicksWithAnswer(
        ctx.db,
        picks.map(pickKeyOf),
        now,
        claim,
      );
      const match = await loadShikishaMatch(ctx.db, picks[0]!.parent_match_id);
      const priced = priceCombination(match, picks, selections, now, {
        seed: ctx.env.feedSeed,
        timeScale: ctx.env.timeScale,
      });
      return { stored, priced: toWager(ctx, bettor, body, priced) };
    },
  },
  placedMessage: (shortId, pending) =>
    pending
      ? `Your Shikisha bet ${shortId} is being processed. You will be notified once it is accepted.`
      : `Shikisha bet ${shortId} placed successfully.`,
  decidedMessage: (shortId, reason) =>
    reason === null
      ? `Your Shikisha bet ${shortId} has been accepted.`
      : `Your Shikisha bet ${shortId} was not accepted: ${reason}. Your stake has been refunded.`,
  decide,
  settle,
};
