import { betSelectionCodes, type ChangedOdd, type PlaceBetBody } from '@shangwe/contract';
import { BET_TYPE, isLiveBetType, PRODUCT, sameOdds, slipRules } from '@shangwe/domain';
import type { SessionUser } from '../auth/session';
import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import { catalogStoreFor } from '../catalog/catalog-store';
import type { SelectionLookup } from '../catalog/selection-lookup';
import { freeBetFunding } from '../offers/free-bet-funding';
import {
  judgePlacementOffers,
  NO_OFFERS,
  promoCompanion,
  readPlacementOffers,
  type PlacementOffers,
} from '../offers/offer-placement';
import {
  isRefusal,
  refusal,
  type PricedWager,
  type Refusal,
  type Settlement,
  type WagerProduct,
  profileRefusal,
} from '../wagers/wager-product';
import { duplicatePickRefusal } from '../wagers/slip-judging';
import { tradingLimitRefusal } from '../wagers/trading-limits';
import type { BetRow, LegRow } from '../wagers/bet-store';
import { markResultedLegs } from '../wagers/leg-results';
import {
  legPickKey,
  lookupPicks,
  lookupPicksWithAnswer,
  pickProblem,
  problemMessage,
  selectionMatchName,
  type FoundSelection,
  type PickKey,
} from '../catalog/current-picks';
import { countryConfigOf, quoteBet, quoteFreeBet, quoteSettlement } from '../wagers/slip-quote';

/** The free bet and promo the placement names (no query for a plain bet). */
const offersOf = (ctx: Pick<AppContext, 'db'>, body: PlaceBetBody) =>
  body.is_freebet || body.promo_id ? readPlacementOffers(ctx.db, body) : Promise.resolve(NO_OFFERS);

/** A priced slip, or the trading limits' offer of its maximum stake (wagers/trading-limits.ts). */
async function withTradingLimits(
  ctx: Pick<AppContext, 'db'>,
  bettor: SessionUser,
  priced: PricedWager | Refusal,
): Promise<PricedWager | Refusal> {
  if (isRefusal(priced)) return priced;
  return (await tradingLimitRefusal(ctx.db, bettor, priced)) ?? priced;
}

/** The catalog picks a slip names, in its order. */
const picksOf = (body: PlaceBetBody): PickKey[] =>
  body.betslip.map((leg) => ({
    parent_match_id: leg.parent_match_id,
    sub_type_id: leg.sub_type_id,
    special_bet_value: leg.special_bet_value,
    odd_key: leg.bet_pick,
    outcome_id: leg.outcome_id,
  }));

/** What is wrong with the slip whatever the catalog says (the domain's slip rules), if anything. */
function judgeSlip(bettor: SessionUser, body: PlaceBetBody): Refusal | null {
  const notOwn = profileRefusal(bettor, body);
  if (notOwn) return notOwn;
  // Capacity is the country's, judged with the quote once the picks are priced.
  return duplicatePickRefusal(
    slipRules('main'),
    body.betslip.map((leg) => ({
      parent_match_id: leg.parent_match_id,
      sub_type_id: leg.sub_type_id,
      odd: {
        odd_key: leg.bet_pick,
        odd_value: leg.odd_value,
        special_bet_value: leg.special_bet_value,
      },
    })),
  );
}

/**
 * Judges the picks at the catalog's state (found, open, at the prices the bettor saw) and the
 * country's rules on the stake and odds (the domain quote): the wager to write, or why not.
 */
function priceSlip(
  ctx: Pick<AppContext, 'env'>,
  bettor: SessionUser,
  body: PlaceBetBody,
  selections: SelectionLookup[],
  fromMemory: boolean,
  offers: PlacementOffers,
  now: Date,
): PricedWager | Refusal {
  const found: FoundSelection[] = [];
  for (const [i, sel] of selections.entries()) {
    const leg = body.betslip[i]!;
    const problem = pickProblem(sel, isLiveBetType(leg.bet_type));
    if (problem !== null) {
      return refusal(
        `selection_${problem}`,
        betSelectionCodes[problem],
        problemMessage(problem, sel),
        { parent_match_id: leg.parent_match_id },
      );
    }
    found.push(sel as FoundSelection);
  }

  // A moved price, better or worse, must be accepted first.
  const changed: ChangedOdd[] = [];
  found.forEach((sel, i) => {
    const leg = body.betslip[i]!;
    if (!sameOdds(sel.odd_value, leg.odd_value)) {
      changed.push({
        parent_match_id: sel.parent_match_id,
        sub_type_id: sel.sub_type_id,
        special_bet_value: sel.special_bet_value,
        bet_pick: sel.odd_key,
        outcome_id: sel.outcome_id,
        old_odd: leg.odd_value,
        new_odd: sel.odd_value,
        match: selectionMatchName(sel),
      });
    }
  });
  if (changed.length > 0) {
    const names = changed.map((c) => c.match).join(', ');
    return refusal(
      'odds_changed',
      'BET_ODDS_CHANGED',
      `Odds have changed for ${names}. Accept the new odds to place your bet.`,
      { changed_odds: changed },
    );
  }

  const live = found.some((sel) => sel.live);
  const odds = found.map((sel) => sel.odd_value);
  const { freeBet, promo } = offers;
  const quote = quoteBet(bettor.country, { stake: body.stake, odds, live });
  if (quote.failure) {
    return refusal(quote.failure.code, quote.failure.code, quote.failure.message);
  }
  const offerRefusal = judgePlacementOffers(
    offers,
    bettor,
    { stake: body.stake, totalOdds: quote.totalOdd, pickCount: found.length, hasLivePick: live },
    now,
  );
  if (offerRefusal) return offerRefusal;
  const betType = (isLive: boolean) => (isLive ? BET_TYPE.live : BET_TYPE.prematch);
  // A free bet pays the profit only and earns no bonus or points (offers/README.md).
  const free = freeBet ? quoteFreeBet(bettor.country, quote.stakeCents, odds) : null;
  return {
    bet: {
      bet_type: betType(live),
      stake: quote.stakeCents,
      excise_tax: quote.exciseTaxCents,
      total_odd: quote.totalOdd,
      possible_win: free ? free.possibleWinCents : quote.possibleWinCents,
      withholding_tax: free ? free.withholdingTaxCents : quote.withholdingTaxCents,
      bonus: free ? 0 : quote.bonusCents,
      final_payout: free ? free.finalPayoutCents : quote.finalPayoutCents,
      points: free ? 0 : quote.points,
    },
    ...(freeBet ? { funding: freeBetFunding(freeBet) } : {}),
    ...(promo ? { companion: promoCompanion(promo.id, bettor.profileId, now) } : {}),
    legs: found.map((sel) => ({
      parent_match_id: sel.parent_match_id,
      match_id: sel.match_id,
      sub_type_id: sel.sub_type_id,
      special_bet_value: sel.special_bet_value,
      bet_pick: sel.odd_key,
      outcome_id: sel.outcome_id,
      odd_value: sel.odd_value,
      sport_id: sel.sport_id,
      bet_type: betType(sel.live),
      home_team: sel.home_team,
      away_team: sel.away_team,
      market_name: sel.market_name,
      display: sel.display,
      start_time: sel.start_time,
    })),
    judged: fromMemory
      ? found.map((sel) => ({ match_status: sel.match_status, bet_status: sel.bet_status }))
      : null,
    // From memory, the placement statement judges the stake limits (no read before it); from
    // the database, they were read first (withTradingLimits).
    limitsInWrite: fromMemory,
    decideAfterSeconds: live ? liveBetDelaySeconds(ctx, bettor.country) : null,
    metricType: live ? 'live' : 'prematch',
  };
}

/**
 * Seconds a bet holding a live pick waits before it is decided: the country's, unless the
 * environment overrides it (LIVE_BET_DELAY_SECONDS, for tests and demos).
 */
function liveBetDelaySeconds(ctx: Pick<AppContext, 'env'>, country: string): number {
  return ctx.env.liveBetDelaySeconds ?? countryConfigOf(country).liveBetDelaySeconds;
}

/**
 * A live bet's verdict at the end of its delay: every pick still open at the price it was
 * placed at, or the first reason it is not.
 */
async function decideLiveBet(
  tx: Queryable,
  _bet: BetRow,
  legs: LegRow[],
  now: Date,
): Promise<string | null> {
  const selections = await lookupPicks(tx, legs.map(legPickKey), now);
  for (const [i, sel] of selections.entries()) {
    const leg = legs[i]!;
    const problem = pickProblem(sel, isLiveBetType(leg.bet_type));
    if (problem !== null) return problemMessage(problem, sel);
    if (sel.found && !sameOdds(sel.odd_value, Number(leg.odd_value))) {
      return `The odds of ${selectionMatchName(sel)} changed from ${Number(leg.odd_value).toFixed(2)} to ${sel.odd_value.toFixed(2)}`;
    }
  }
  return null;
}

/**
 * Marks each newly resulted leg won, lost or void from the catalog (a cancelled match is void),
 * then the bet's outcome: lost as soon as one leg loses, won (void when every leg is) once all
 * are decided, paid by the domain quote again with void legs at 1.00.
 */
async function settleNormalBet(
  tx: Queryable,
  bet: BetRow,
  legs: LegRow[],
  now: Date,
): Promise<Settlement> {
  await markResultedLegs(tx, bet, legs, now);
  if (legs.some((l) => l.status === 'lost')) return { outcome: 'lost' };
  if (legs.some((l) => l.status === 'open')) return { outcome: null };
  if (legs.every((l) => l.status === 'void')) return { outcome: 'void' };
  const odds = legs.map((l) => (l.status === 'void' ? 1 : Number(l.odd_value)));
  if (bet.free_bet_id !== null) {
    const free = quoteFreeBet(bet.country, Number(bet.stake), odds);
    return {
      outcome: 'won',
      paidCents: free.finalPayoutCents,
      totalOdd: free.totalOdd,
      withholdingTaxCents: free.withholdingTaxCents,
      bonusCents: 0,
    };
  }
  const quote = quoteSettlement(bet.country, {
    stakeCents: bet.stake,
    odds,
    live: isLiveBetType(bet.bet_type),
  });
  return {
    outcome: 'won',
    paidCents: quote.finalPayoutCents,
    totalOdd: quote.totalOdd,
    withholdingTaxCents: quote.withholdingTaxCents,
    bonusCents: quote.bonusCents,
  };
}

/**
 * The normal sportsbook bet (prematch and live picks) as a product of the wager pipeline:
 * priced from the catalog (the copy kept in memory first), live bets decided after the
 * country's delay, settled from the catalog's results.
 */
export const normalBet: WagerProduct<PlaceBetBody> = {
  name: PRODUCT.normal,
  scope: 'bet',
  judge: judgeSlip,
  pricer: {
    async fromMemory(ctx, bettor, body, now) {
      const offers = await offersOf(ctx, body);
      if (isRefusal(offers)) return offers;
      const selections = (await catalogStoreFor(ctx)).lookupSelections(picksOf(body), now);
      // The trading limits are judged by the placement statement (no read before it); a wager
      // over one is priced again from the database, which reads them for the offer.
      return priceSlip(ctx, bettor, body, selections, true, offers, now);
    },
    async fromDatabase(ctx, bettor, body, now, claim) {
      const { stored, selections } = await lookupPicksWithAnswer(ctx.db, picksOf(body), now, claim);
      const offers = await offersOf(ctx, body);
      return {
        stored,
        priced: isRefusal(offers)
          ? offers
          : await withTradingLimits(
              ctx,
              bettor,
              priceSlip(ctx, bettor, body, selections, false, offers, now),
            ),
      };
    },
  },
  placedMessage: (shortId, pending) =>
    pending
      ? `Your live bet ${shortId} is being processed. You will be notified once it is accepted.`
      : `Bet ${shortId} placed successfully.`,
  decidedMessage: (shortId, reason) =>
    reason === null
      ? `Your live bet ${shortId} has been accepted.`
      : `Your live bet ${shortId} was not accepted: ${reason}. Your stake has been refunded.`,
  decide: decideLiveBet,
  settle: settleNormalBet,
};
