import type { CrashBetBody } from '@shangwe/contract';
import {
  BET_TYPE,
  casinoTaxes,
  cents,
  CRASH_MIN_AUTO_CASHOUT_HUNDREDTHS,
  crashCashoutWinsAt,
  multipliedPayout,
  PRODUCT,
  toCents,
} from '@shangwe/domain';
import { isUniqueViolation } from '../db/errors';
import { refusal, type WagerProduct, storedPlacementAnswer } from '../wagers/wager-product';
import { limitsFor } from './casino-limits';
import { crashCashoutPaidCents } from './crash-payout';
import { roundById } from './crash-repository';
import { casinoStakeLimitRefusal } from './stake-judging';

/** bets.bet_type of every casino wager (no match legs; the game is in bets.product). */
export const CASINO_BET_TYPE = BET_TYPE.casino;

/** The casino's own books (migration 0055). */
export const CASINO_ACCOUNTS = {
  stakes: 'casinoStakes',
  payouts: 'casinoPayouts',
  revenue: 'casinoRevenue',
} as const;

/** A crash bet as the route hands it over: the body and the moment the request arrived. */
export type CrashSlip = CrashBetBody;

/** Auto cash-out of a body in hundredths (2 decimals of the multiplier), or null. */
export const autoCashoutHundredths = (slip: CrashSlip): number | null =>
  slip.auto_cashout === undefined
    ? null
    : Math.max(CRASH_MIN_AUTO_CASHOUT_HUNDREDTHS, Math.round(slip.auto_cashout * 100));

/**
 * Crash (bets.product CASINO_CRASH): a stake on one round, in one of the player's two slots.
 * Priced from the round row (the bet window by the server's clock); the crash_bets companion row
 * is written by the placement statement, whose CHECK refuses it (and so the whole statement,
 * debit included) when the window had closed at the request's time, and whose unique rule
 * refuses a second bet in a slot. Settled by its cash-out (by hand or auto) or the crash.
 */
export const crashBet: WagerProduct<CrashSlip> = {
  name: PRODUCT.casinoCrash,
  scope: 'crash',
  houseAccounts: CASINO_ACCOUNTS,
  notifiesSettlement: false,
  judge: () => null,
  pricer: {
    async fromDatabase(ctx, bettor, slip, now, claim) {
      const stored = await storedPlacementAnswer(ctx.db, claim);
      if (stored) return { stored, priced: refusal('replay', 'CONFLICT') };
      const round = await roundById(ctx.db, slip.round_id);
      if (!round) return { stored: null, priced: refusal('crash_round', 'CASINO_ROUND_NOT_FOUND') };
      if (now >= round.bet_window_ends_at) {
        return { stored: null, priced: refusal('crash_window', 'CASINO_BET_WINDOW_CLOSED') };
      }
      const stake = toCents(slip.stake);
      const limited = casinoStakeLimitRefusal(bettor.country, 'crash', stake);
      if (limited) return { stored: null, priced: limited };
      const auto = autoCashoutHundredths(slip);
      const { maxWin } = limitsFor(bettor.country, 'crash');
      const possible = auto === null ? maxWin : multipliedPayout(stake, auto, maxWin);
      const taxes = casinoTaxes(bettor.country, stake, possible);
      return {
        stored: null,
        priced: {
          bet: {
            bet_type: CASINO_BET_TYPE,
            stake,
            excise_tax: taxes.exciseTaxCents,
            total_odd: auto === null ? 1 : auto / 100,
            possible_win: possible,
            withholding_tax: taxes.withholdingTaxCents,
            bonus: 0,
            final_payout: taxes.paidCents,
            points: 0,
          },
          legs: [],
          judged: null,
          decideAfterSeconds: null,
          metricType: 'casino_crash',
          companion: {
            sql: (param) => `INSERT INTO crash_bets (bet_id, round_id, profile_id, slot, stake,
                auto_cashout, window_open, created_at)
              SELECT b.id, ${param(round.id)}::bigint, ${param(bettor.profileId)}::bigint,
                     ${param(slip.slot)}::smallint, ${param(stake)}::bigint, ${param(auto)}::int,
                     (SELECT r.bet_window_ends_at > ${param(now)}::timestamptz
                        FROM crash_rounds r WHERE r.id = ${param(round.id)}::bigint),
                     ${param(now)}::timestamptz
                FROM b`,
          },
        },
      };
    },
  },
  refusalOfWriteError(error) {
    if (isUniqueViolation(error, 'crash_bets_one_per_slot')) {
      return refusal('crash_slot', 'CASINO_SLOT_TAKEN');
    }
    const e = error as { code?: string; constraint?: string } | null;
    if (e?.code === '23514' && e.constraint === 'crash_bets_window_open') {
      return refusal('crash_window', 'CASINO_BET_WINDOW_CLOSED');
    }
    return null;
  },
  placedMessage: (shortId) => `Your crash bet ${shortId} is in. Good luck!`,
  decidedMessage: (shortId) => `Your crash bet ${shortId} is in.`,
  decide: () => Promise.resolve(null),
  /**
   * Won at its cash-out multiplier (by hand, or an auto cash-out at most the crash point: the
   * tie goes to the bettor); lost once the round crashed without one; open while the round flies. Decided
   * by the round's committed crash point alone, so a restart settles it the same way.
   */
  async settle(tx, bet, _legs, now) {
    const { rows } = await tx.query<{
      auto_cashout: number | null;
      cashout_multiplier: number | null;
      crash_point: number;
      crashes_at: Date;
      round_id: number;
    }>(
      `SELECT cb.auto_cashout, cb.cashout_multiplier, r.crash_point, r.crashes_at, cb.round_id
         FROM crash_bets cb JOIN crash_rounds r ON r.id = cb.round_id
        WHERE cb.bet_id = $1 FOR UPDATE OF cb`,
      [bet.id],
    );
    const row = rows[0];
    // A stake with no crash bet cannot be written (same statement); refund it if ever seen.
    if (!row) return { outcome: 'void' };
    let cashout = row.cashout_multiplier;
    if (now < row.crashes_at && cashout === null) return { outcome: null };
    if (
      cashout === null &&
      row.auto_cashout !== null &&
      crashCashoutWinsAt(row.auto_cashout, row.crash_point)
    ) {
      // The auto cash-out the curve reached by the crash (the engine missed marking it).
      cashout = row.auto_cashout;
      await tx.query(
        `UPDATE crash_bets SET cashout_multiplier = auto_cashout, cashed_out_at = $2
          WHERE bet_id = $1 AND cashout_multiplier IS NULL`,
        [bet.id, now],
      );
    }
    if (cashout === null) return { outcome: 'lost' };
    const stake = cents(Number(bet.stake));
    const paid = multipliedPayout(stake, cashout, limitsFor(bet.country, 'crash').maxWin);
    const taxes = casinoTaxes(bet.country, stake, paid);
    return {
      outcome: 'won',
      // The cash-out's answer told the bettor this amount (crash-payout.ts): the same function.
      paidCents: crashCashoutPaidCents(bet.country, stake, cashout),
      totalOdd: cashout / 100,
      withholdingTaxCents: taxes.withholdingTaxCents,
      bonusCents: 0,
    };
  },
};
