import type { SababishaBody } from '@shangwe/contract';
import {
  BET_TYPE,
  cents,
  PRODUCT,
  quoteSababisha,
  type SababishaQuote,
  sababishaWinningsCents,
  toCents,
  withholdingTax,
} from '@shangwe/domain';
import type { SessionUser } from '../auth/session';
import type { Queryable } from '../db/database';
import { countryConfigOf } from '../wagers/slip-quote';
import {
  isRefusal,
  refusal,
  type Refusal,
  type WagerProduct,
  profileRefusal,
  storedPlacementAnswer,
} from '../wagers/wager-product';
import { entryCompanion, entryLegs, markEntryLegs } from './entry-legs';
import { ENTRY_PRESENTER } from './pool-entry-wager';
import { judgeEventSlip, type JudgedSlip } from './event-slip';
import { currentMatchOdds } from './fixed-odds-pricing';

/** Bet type of Sababisha entries (a prematch fixed-odds wager). */
const SABABISHA_BET_TYPE = BET_TYPE.sababisha;

export interface PricedSababisha {
  judged: JudgedSlip;
  odds: number[][];
  quote: SababishaQuote;
}

/**
 * Prices a Sababisha slip from the catalog now: each picked outcome at its current 1X2 price,
 * then the domain's split of the stake across the lines (refused when a line would get less
 * than the country's minimum stake).
 */
export async function priceSababisha(
  db: Queryable,
  bettor: Pick<SessionUser, 'country'>,
  slip: SababishaBody,
  now: Date,
): Promise<PricedSababisha | Refusal> {
  const judged = await judgeEventSlip(
    db,
    slip.event_id,
    bettor.country,
    ['sababisha'],
    slip.selectedOdds,
    now,
  );
  if (isRefusal(judged)) return judged;
  const prices = await currentMatchOdds(
    db,
    judged.matches.map((m) => Number(m.parent_match_id)),
  );
  const odds: number[][] = [];
  for (const [i, match] of judged.matches.entries()) {
    const market = prices.get(Number(match.parent_match_id));
    const row = judged.picks[i]!.map((pick) => market?.[pick]);
    if (row.some((odd) => odd === undefined || odd <= 1)) {
      return refusal('sababisha_suspended', 'BET_SELECTION_SUSPENDED');
    }
    odds.push(row as number[]);
  }
  const config = countryConfigOf(bettor.country);
  const quote = quoteSababisha(odds, toCents(slip.stake), toCents(config.minimumBetAmount));
  if (!quote) return refusal('sababisha_stake', 'SABABISHA_STAKE_TOO_LOW');
  return { judged, odds, quote };
}

/** Sababisha (bets.product SABABISHA): fixed odds, settled through the pipeline per entry. */
export const sababishaBet: WagerProduct<SababishaBody> = {
  name: PRODUCT.sababisha,
  scope: 'sababisha',
  presenter: ENTRY_PRESENTER,
  judge(bettor, slip) {
    const notOwn = profileRefusal(bettor, slip);
    if (notOwn) return notOwn;
    return null;
  },
  pricer: {
    async fromDatabase(ctx, bettor, slip, now, claim) {
      const stored = await storedPlacementAnswer(ctx.db, claim);
      if (stored) return { stored, priced: refusal('replay', 'CONFLICT') };
      const priced = await priceSababisha(ctx.db, bettor, slip, now);
      if (isRefusal(priced)) return { stored: null, priced };
      const { judged, odds, quote } = priced;
      return {
        stored: null,
        priced: {
          bet: {
            bet_type: SABABISHA_BET_TYPE,
            stake: quote.stakeCents,
            excise_tax: 0,
            total_odd: Number(quote.bestOddHundredths) / 100,
            possible_win: quote.bestPayoutCents,
            withholding_tax: 0,
            bonus: 0,
            final_payout: quote.bestPayoutCents,
            points: 0,
          },
          legs: entryLegs(judged.matches, judged.picks, SABABISHA_BET_TYPE, odds),
          judged: null,
          decideAfterSeconds: null,
          metricType: 'sababisha',
          companion: entryCompanion({
            event: judged.event,
            profileId: bettor.profileId,
            picks: judged.picks,
            lines: quote.lines,
            stakePerLineCents: quote.stakePerLineCents,
            odds,
          }),
        },
      };
    },
  },
  placedMessage: (shortId) => `Your Sababisha ${shortId} has been placed. Good luck!`,
  decidedMessage: (shortId) => `Your Sababisha ${shortId} has been placed.`,
  decide: () => Promise.resolve(null),
  /**
   * Once every match is resulted: the domain pays each line whose picks all came in (a void
   * match counts its picks at 1.00); the country's withholding tax on the winnings.
   */
  async settle(tx, bet, legs, now) {
    const results = await markEntryLegs(tx, bet.id, legs, now);
    if (results.some((r) => r === null)) return { outcome: null };
    const { rows } = await tx.query<{ pick_odds: number[][]; stake_per_line: number }>(
      'SELECT pick_odds, stake_per_line FROM jackpot_entries WHERE bet_id = $1',
      [bet.id],
    );
    const entry = rows[0];
    if (!entry) return { outcome: null };
    const picked = legs.map((leg, i) =>
      [...leg.bet_pick].map((pick, j) => ({ pick, odd: Number(entry.pick_odds[i]![j]) })),
    );
    const won = sababishaWinningsCents(
      picked,
      results.map((r) => r!),
      Number(entry.stake_per_line),
    );
    if (won.winningLines === 0) return { outcome: 'lost' };
    const rate = countryConfigOf(bet.country).whtTax;
    const tax = withholdingTax(cents(won.winningsCents), cents(bet.stake), rate);
    return {
      outcome: 'won',
      paidCents: won.winningsCents - tax,
      totalOdd: Math.floor((won.winningsCents / bet.stake) * 100) / 100,
      withholdingTaxCents: tax,
      bonusCents: 0,
    };
  },
};
