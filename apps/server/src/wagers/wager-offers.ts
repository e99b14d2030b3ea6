import type { Queryable } from '../db/database';
import type { BetRow, LegRow } from './bet-store';

/**
 * What the pipeline tells the offers (free bets, promos) and asks of them, each in the caller's
 * transaction so a grant, an award or a restored free bet commits with its cause or not at all.
 * offers/ sits above the pipeline (README.md, "Module map"): the pipeline imports none of it,
 * and the composition root (`../products.ts`) plugs `offers/offer-hooks.ts` in here.
 */
export interface WagerOffers {
  /**
   * Gives a used free bet back after its wager was void, refused or cancelled: active again if
   * it has not expired, else expired. Returns the new status (null: it was not used).
   */
  restoreFreeBet(tx: Queryable, freeBetId: number, now: Date): Promise<'active' | 'expired' | null>;
  /** A pending wager was accepted: an award due at placement is paid. */
  onAccepted(
    tx: Queryable,
    bet: Pick<BetRow, 'id' | 'profile_id' | 'country'>,
    now: Date,
  ): Promise<void>;
  /**
   * A wager was cancelled by the bettor or refused: what it earned from a promo is taken back.
   * Throws (400 BET_NOT_CANCELLABLE) on a cancellation whose award was already staked or spent.
   */
  onUndone(
    tx: Queryable,
    bet: Pick<BetRow, 'id' | 'profile_id'>,
    how: 'cancelled' | 'rejected',
    now: Date,
  ): Promise<void>;
  /** A wager settled: the losing-accumulator rule and promo awards. */
  onSettled(
    tx: Queryable,
    bet: BetRow,
    legs: readonly LegRow[],
    outcome: 'won' | 'lost' | 'void',
    now: Date,
  ): Promise<void>;
}

let plugged: WagerOffers | null = null;

/** Plugs the offers in (the composition root, once per process). */
export function registerWagerOffers(offers: WagerOffers): void {
  plugged = offers;
}

/**
 * The offers plugged into the pipeline. Throws when none are: a settlement or a refund without
 * them would leave a free bet used or an award unpaid (a programming error, like a wager whose
 * product is not registered).
 */
export function wagerOffers(): WagerOffers {
  if (!plugged) throw new Error('no offers plugged into the wager pipeline (products.ts)');
  return plugged;
}
