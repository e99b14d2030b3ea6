import type { BoostedBetBody } from '@shangwe/contract';
import { MESSAGES, sameOdds } from '@shangwe/domain';
import { normalBet } from '../betting/normal-bet';
import { quoteBet } from '../betting/slip-quote';
import { findStoredAnswer } from '../wallet/idempotency';
import { refusal, type Refusal, type WagerProduct } from '../wagers/wager-product';
import { eventMatches, findEvent } from './jackpot-repository';

/** Most picks of a boosted slip (spec 01 §9: boosted betslip 30). */
export const BOOSTED_MAX_PICKS = 30;

const PREMATCH = 7;

/**
 * The boosted multibet (bets.product BOOSTED): picks of one curated daily event at its boosted
 * prices, judged and quoted like a normal accumulator, settled by the normal bet's settler
 * (catalog results, payout at the legs' boosted prices).
 */
export const boostedBet: WagerProduct<BoostedBetBody> = {
  name: 'BOOSTED',
  scope: 'boosted',
  judge(bettor, slip): Refusal | null {
    if (slip.profile_id !== undefined && slip.profile_id !== bettor.profileId) {
      return refusal(
        'profile_mismatch',
        'PROFILE_MISMATCH',
        'This betslip belongs to another profile',
      );
    }
    if (slip.betslip.length > BOOSTED_MAX_PICKS) {
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
      const stored = claim ? await findStoredAnswer(ctx.db, claim.scope, claim.key) : null;
      if (stored) return { stored, priced: refusal('replay', 'CONFLICT') };
      const event = await findEvent(ctx.db, slip.event_id);
      if (!event || event.kind !== 'boosted') {
        return { stored: null, priced: refusal('jackpot_unknown', 'JACKPOT_EVENT_NOT_FOUND') };
      }
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
          bet_type: PREMATCH,
          home_team: match.home_team,
          away_team: match.away_team,
          market_name: '1X2',
          display: pick.bet_pick,
          start_time: match.start_time,
        });
      }
      const quote = quoteBet(bettor.country, { stake: slip.stake, odds, live: false });
      if (quote.failure) {
        return {
          stored: null,
          priced: refusal(
            quote.failure.code,
            quote.failure.code === 'TOO_MANY_SELECTIONS'
              ? 'BOOSTED_TOO_MANY_PICKS'
              : quote.failure.code,
            quote.failure.message,
          ),
        };
      }
      return {
        stored: null,
        priced: {
          bet: {
            bet_type: PREMATCH,
            stake: quote.stakeCents,
            excise_tax: quote.exciseTaxCents,
            total_odd: quote.totalOdd,
            possible_win: quote.possibleWinCents,
            withholding_tax: quote.withholdingTaxCents,
            bonus: quote.bonusCents,
            final_payout: quote.finalPayoutCents,
            points: quote.points,
          },
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
  // Settled like a normal bet: catalog results, payout at the legs' (boosted) prices.
  settle: (tx, bet, legs, now) => normalBet.settle(tx, bet, legs, now),
};
