import type { BoostedBetBody } from '@shangwe/contract';
import { BET_TYPE, MESSAGES, PRODUCT, quoteSlip, sameOdds } from '@shangwe/domain';
import { markResultedLegs } from '../wagers/leg-results';
import { countryConfigOf, maxSelections } from '../wagers/slip-quote';
import {
  refusal,
  type Refusal,
  type WagerProduct,
  profileRefusal,
  storedPlacementAnswer,
} from '../wagers/wager-product';

/** Bet type of boosted wagers and their legs (a code of its own; the picks are prematch). */
const BOOSTED_BET_TYPE = BET_TYPE.boosted;
import { otherCountryRefusal } from './event-slip';
import { eventMatches, findEvent } from './jackpot-repository';

/**
 * The domain's quote of a boosted slip for the bettor's country (kind 'boosted': no acca bonus
 * on odds that are boosted already), in minor units.
 */
export function quoteBoosted(country: string, stake: number, odds: readonly number[]) {
  const config = countryConfigOf(country);
  const quote = quoteSlip(
    {
      kind: 'boosted',
      picks: odds.map((odd) => ({ odd_value: odd, live: false })),
      stake,
      loggedIn: true,
    },
    config,
  );
  return {
    failure: quote.failures[0] ?? null,
    bet: {
      bet_type: BOOSTED_BET_TYPE,
      stake: quote.cents.stake,
      excise_tax: quote.cents.exciseTax,
      total_odd: quote.totalOdds,
      possible_win: quote.cents.possibleWinnings,
      withholding_tax: quote.cents.withholdingTax,
      bonus: quote.cents.bonus + quote.cents.winBoost,
      final_payout: quote.cents.finalPayout,
      points: quote.points,
    },
  };
}

/** Most picks of a boosted slip (spec 01 §9: boosted betslip 30). */
export const BOOSTED_MAX_PICKS = 30;

/**
 * The boosted multibet (bets.product BOOSTED): picks of one curated daily event at its boosted
 * prices, judged and quoted like a normal accumulator, settled by the normal bet's settler
 * (catalog results, payout at the legs' boosted prices).
 */
export const boostedBet: WagerProduct<BoostedBetBody> = {
  name: PRODUCT.boosted,
  scope: 'boosted',
  judge(bettor, slip): Refusal | null {
    const notOwn = profileRefusal(bettor, slip);
    if (notOwn) return notOwn;
    if (slip.betslip.length > Math.min(BOOSTED_MAX_PICKS, maxSelections(bettor.country))) {
      return refusal(
        'boosted_full',
        'BOOSTED_TOO_MANY_PICKS',
        MESSAGES.betslipFull(BOOSTED_MAX_PICKS),
      );
    }
    const ids = slip.betslip.map((l) => l.parent_match_id);
    if (new Set(ids).size !== ids.length) {
      return refusal('duplicate_match', 'JACKPOT_DUPLICATE_MATCH');
    }
    return null;
  },
  pricer: {
    async fromDatabase(ctx, bettor, slip, now, claim) {
      const stored = await storedPlacementAnswer(ctx.db, claim);
      if (stored) return { stored, priced: refusal('replay', 'CONFLICT') };
      const event = await findEvent(ctx.db, slip.event_id);
      if (!event || event.kind !== 'boosted') {
        return { stored: null, priced: refusal('jackpot_unknown', 'JACKPOT_EVENT_NOT_FOUND') };
      }
      const otherCountry = otherCountryRefusal(event, bettor.country);
      if (otherCountry) return { stored: null, priced: otherCountry };
      const matches = new Map(
        (await eventMatches(ctx.db, [event.id])).map((m) => [Number(m.parent_match_id), m]),
      );
      const legs = [];
      const odds: number[] = [];
      for (const pick of slip.betslip) {
        const match = matches.get(pick.parent_match_id);
        if (!match) {
          return { stored: null, priced: refusal('jackpot_match', 'JACKPOT_MATCH_UNKNOWN') };
        }
        if (match.status !== 'not_started' || match.start_time <= now) {
          return {
            stored: null,
            priced: refusal(
              'started',
              'BET_SELECTION_STARTED',
              `${match.home_team} v ${match.away_team} has already started`,
            ),
          };
        }
        const boosted = Number(match.odds[pick.bet_pick]);
        if (!sameOdds(boosted, pick.odd_value)) {
          return {
            stored: null,
            priced: refusal('odds_changed', 'BET_ODDS_CHANGED', undefined, {
              changed: [{ parent_match_id: pick.parent_match_id, odd_value: boosted }],
            }),
          };
        }
        odds.push(boosted);
        legs.push({
          parent_match_id: pick.parent_match_id,
          match_id: null,
          sub_type_id: 1,
          special_bet_value: '',
          bet_pick: pick.bet_pick,
          outcome_id: pick.bet_pick === '1' ? '1' : pick.bet_pick === 'X' ? '2' : '3',
          odd_value: boosted,
          sport_id: match.sport_id,
          bet_type: BOOSTED_BET_TYPE,
          home_team: match.home_team,
          away_team: match.away_team,
          market_name: '1X2',
          display: pick.bet_pick,
          start_time: match.start_time,
        });
      }
      const quote = quoteBoosted(bettor.country, slip.stake, odds);
      if (quote.failure) {
        const { code, message } = quote.failure;
        return { stored: null, priced: refusal(code, code, message) };
      }
      return {
        stored: null,
        priced: {
          bet: quote.bet,
          legs,
          judged: null,
          decideAfterSeconds: null,
          metricType: 'boosted',
        },
      };
    },
  },
  placedMessage: (shortId) => `Boosted bet ${shortId} placed successfully.`,
  decidedMessage: (shortId) => `Boosted bet ${shortId} has been accepted.`,
  decide: () => Promise.resolve(null),
  /**
   * Settled like a normal bet (the catalog's results mark the legs; lost on a lost leg, void
   * when all are), paid by the boosted quote at the legs' boosted prices, void legs at 1.00.
   */
  async settle(tx, bet, legs, now) {
    await markResultedLegs(tx, bet, legs, now);
    if (legs.some((l) => l.status === 'lost')) return { outcome: 'lost' };
    if (legs.some((l) => l.status === 'open')) return { outcome: null };
    if (legs.every((l) => l.status === 'void')) return { outcome: 'void' };
    const odds = legs.map((l) => (l.status === 'void' ? 1 : Number(l.odd_value)));
    const { bet: paid } = quoteBoosted(bet.country, bet.stake / 100, odds);
    return {
      outcome: 'won',
      paidCents: paid.final_payout,
      totalOdd: paid.total_odd,
      withholdingTaxCents: paid.withholding_tax,
      bonusCents: paid.bonus,
    };
  },
};
