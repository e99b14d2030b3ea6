import type { BetRow, LegRow } from '../wagers/bet-store';
import { wagerStatus } from '../wagers/bet-lookups';
import type { WagerOffers } from '../wagers/wager-offers';
import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import { grantLosingAccaFreeBet, grantWelcomeFreeBet } from './free-bet-granter';
import {
  forfeitWelcomeOnWithdrawal,
  withdrawWagerAward,
  type WagerUndoing,
} from './offer-withdrawals';
import { restoreFreeBet } from './free-bet-repository';
import { settlePromoBet } from './promo-awards';
import { closeOptIn } from './promo-repository';

/**
 * Where the rest of the server tells offers what happened, each in the caller's transaction so
 * a grant or an award commits with its cause or not at all.
 */

/** A deposit was credited to the bettor's cash (payments): the welcome free bet rule. */
export async function offersOnDepositCredited(
  tx: Queryable,
  deposit: { profileId: number; reference: string; amountCents: number; now: Date },
): Promise<void> {
  await grantWelcomeFreeBet(tx, deposit);
}

/** A wager settled (wagers/wager-settler.ts): the losing-accumulator rule and promo awards. */
export async function offersOnWagerSettled(
  tx: Queryable,
  bet: BetRow,
  legs: readonly LegRow[],
  outcome: 'won' | 'lost' | 'void',
  now: Date,
): Promise<void> {
  if (outcome === 'lost') await grantLosingAccaFreeBet(tx, bet, legs, now);
  // A void wager earned nothing: an award already paid at placement is taken back.
  if (outcome === 'void') await withdrawWagerAward(tx, bet, 'void', now);
  else await settlePromoBet(tx, bet, outcome, now);
}

/** A pending wager was accepted (wagers/wager-decider.ts): an award due at placement is paid. */
export async function offersOnWagerAccepted(
  tx: Queryable,
  bet: Pick<BetRow, 'id' | 'profile_id' | 'country'>,
  now: Date,
): Promise<void> {
  await settlePromoBet(tx, bet, 'placed', now);
}

/**
 * A wager was cancelled by the bettor or refused (betting/bet-canceller.ts,
 * wagers/wager-decider.ts): what it earned from a promo is taken back. Throws (400
 * BET_NOT_CANCELLABLE) on a cancellation whose award was already staked or spent.
 */
export async function offersOnWagerUndone(
  tx: Queryable,
  bet: Pick<BetRow, 'id' | 'profile_id'>,
  how: Exclude<WagerUndoing, 'void'>,
  now: Date,
): Promise<void> {
  await withdrawWagerAward(tx, bet, how, now);
}

/**
 * The offers' part of the wager pipeline (wagers/wager-offers.ts), plugged in by
 * `../products.ts`: the pipeline imports nothing of offers/.
 */
export const PIPELINE_OFFERS: WagerOffers = {
  restoreFreeBet,
  onAccepted: offersOnWagerAccepted,
  onUndone: offersOnWagerUndone,
  onSettled: offersOnWagerSettled,
};

/**
 * A withdrawal was reserved from the bettor's cash (payments): an unused welcome free bet is
 * forfeited when the withdrawal takes the qualifying deposit back.
 */
export async function offersOnWithdrawalRequested(
  tx: Queryable,
  withdrawal: { profileId: number; cashAfterCents: number; now: Date },
): Promise<void> {
  await forfeitWelcomeOnWithdrawal(tx, withdrawal);
}

/**
 * A wager that opted in to a promo was placed: the bettor's standing opt-in is used up (the
 * promo is opted out after a successful bet) and an award due at placement is paid.
 */
export async function offersOnWagerPlaced(
  ctx: Pick<AppContext, 'db' | 'now'>,
  placed: { betId: number; profileId: number; country: string; promoId: number },
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await closeOptIn(tx, placed.promoId, placed.profileId, 'used', now);
    // A live bet waits for its decision: its award comes when it is accepted
    // (offersOnWagerAccepted), so a bet that is then refused never earned one.
    if ((await wagerStatus(tx, placed.betId)) !== 'open') return;
    await settlePromoBet(
      tx,
      { id: placed.betId, profile_id: placed.profileId, country: placed.country },
      'placed',
      now,
    );
  });
}
