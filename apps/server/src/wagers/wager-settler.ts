import { formatCurrency, getCountryConfig, isCountryCode, toCents } from '@shangwe/domain';
import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import { betNotice } from './bet-notifier';
import { publishNotices, type Notice } from '../notifications/notification-writer';
import { betMetrics } from './bet-metrics';
import { findLegs, insertBetEvent, lockBet, transitionBet, type BetRow } from './bet-store';
import { toMajor } from './bet-presenter';
import { house, post, userCash, userPoints, type Leg } from '../wallet/ledger';
import type { Settlement, WagerHouseAccounts } from './wager-product';
import { wagerOffers } from './wager-offers';
import { wagerProductOf } from './wager-products';
import { settlementKeys, settlementRound } from './settlement-rollback';

/** The sportsbook's house accounts, used by every product that names none of its own. */
const SPORTSBOOK_ACCOUNTS: WagerHouseAccounts = {
  stakes: 'stakes',
  payouts: 'payouts',
  revenue: 'revenue',
};

export type SettleOutcome = 'won' | 'lost' | 'void' | null;

type Decided = Exclude<Settlement, { outcome: null }>;

/**
 * Settles one wager from the results known now: its product marks the newly resulted legs and
 * says the outcome (and the payout, from the domain); this moves the money through the ledger
 * in the same transaction as the status change, on the locked row, so a wager is settled once
 * however often this runs; the bettor's notification is written with it and sent after commit.
 */
export async function settleWager(ctx: AppContext, betId: number): Promise<SettleOutcome> {
  const now = ctx.now();
  const done = await ctx.db.transaction(async (tx) => {
    const bet = await lockBet(tx, betId);
    // Legs of lost, cashed-out, cancelled or rejected wagers still get their results (My Bets
    // shows them); only open wagers move money. Pending ones wait for their decision.
    if (!bet || bet.status === 'pending') return null;
    const legs = await findLegs(tx, [betId]);
    const product = wagerProductOf(bet.product);
    const settlement = await product.settle(tx, bet, legs, now);
    if (bet.status !== 'open' || settlement.outcome === null) return null;
    const settled = await finish(
      tx,
      bet,
      settlement,
      now,
      product.houseAccounts ?? SPORTSBOOK_ACCOUNTS,
    );
    // Offers earned by the outcome (a losing-accumulator free bet, a promo award), with it.
    await wagerOffers().onSettled(tx, bet, legs, settled.outcome, now);
    // A product that shows its own results (casino rounds) sends no `bet won` notification.
    const notice =
      product.notifiesSettlement === false ? null : await settledNotice(tx, settled, now);
    return { ...settled, notice };
  });
  if (done) {
    betMetrics(ctx).settled.inc({ result: done.outcome });
    await publishNotices(ctx, [done.notice]);
  }
  return done?.outcome ?? null;
}

/** Spec 02 §4.3 'bet won' type: 'Congratulations!' with the amount on a win, 'Bet Result' otherwise. */
function settledNotice(
  tx: Queryable,
  { bet, outcome, paid }: { bet: BetRow; outcome: Decided['outcome']; paid: number },
  now: Date,
): Promise<Notice | null> {
  // The app's money format in the bet's own country ('KES 1,250.50').
  const money = (minor: number) =>
    isCountryCode(bet.country)
      ? formatCurrency(toMajor(minor), getCountryConfig(bet.country))
      : toMajor(minor).toFixed(2);
  const message =
    outcome === 'won'
      ? `Your bet ${bet.short_id} has won ${money(paid)}.`
      : outcome === 'void' && bet.free_bet_id !== null
        ? `Your bet ${bet.short_id} is void. Your free bet has been given back.`
        : outcome === 'void'
          ? `Your bet ${bet.short_id} is void. Your stake of ${money(paid)} has been refunded.`
          : `Your bet ${bet.short_id} did not win this time.`;
  return betNotice(
    tx,
    bet.profile_id,
    'bet won',
    outcome === 'won' ? 'success' : 'error',
    message,
    { id: bet.id, ref: bet.ref },
    now,
  );
}

/**
 * The money of a settled wager: the held stake goes to revenue (lost), back to the bettor
 * (void), or pays part of the payout with the house paying the rest (won); points for wagers
 * that ran to a result.
 */
async function finish(
  tx: Queryable,
  bet: BetRow,
  settlement: Decided,
  now: Date,
  accounts: WagerHouseAccounts,
): Promise<{ bet: BetRow; outcome: Decided['outcome']; paid: number }> {
  const { outcome } = settlement;
  // A settlement the feed rolled back is booked again under keys of its own round.
  const keys = settlementKeys(bet.id, await settlementRound(tx, bet.id));
  const legs: Leg[] = [];
  // A free bet's stake goes back to house:freebets whatever the outcome: it was never the
  // bettor's, so a win pays only the product's (profit-only) payout and a void restores the
  // free bet instead of refunding cash (offers/README.md).
  const freeBetStake = bet.free_bet_id !== null;
  let paid = 0;
  let settled = { totalOdd: 0, withholdingTaxCents: 0, bonusCents: 0 };
  if (settlement.outcome === 'lost') {
    legs.push(
      { account: house(accounts.stakes), amountCents: -bet.stake },
      { account: house(freeBetStake ? 'freebets' : accounts.revenue), amountCents: bet.stake },
    );
  } else if (settlement.outcome === 'void') {
    paid = freeBetStake ? 0 : bet.stake;
    settled = { totalOdd: 1, withholdingTaxCents: 0, bonusCents: 0 };
    legs.push(
      { account: house(accounts.stakes), amountCents: -bet.stake },
      freeBetStake
        ? { account: house('freebets'), amountCents: bet.stake }
        : { account: userCash(bet.profile_id), amountCents: paid },
    );
    if (freeBetStake) await wagerOffers().restoreFreeBet(tx, Number(bet.free_bet_id), now);
  } else if (freeBetStake) {
    paid = settlement.paidCents;
    settled = {
      totalOdd: settlement.totalOdd,
      withholdingTaxCents: settlement.withholdingTaxCents,
      bonusCents: settlement.bonusCents,
    };
    legs.push(
      { account: house(accounts.stakes), amountCents: -bet.stake },
      { account: house('freebets'), amountCents: bet.stake },
    );
    if (paid > 0) {
      legs.push(
        { account: house(accounts.payouts), amountCents: -paid },
        { account: userCash(bet.profile_id), amountCents: paid },
      );
    }
  } else {
    paid = settlement.paidCents;
    settled = {
      totalOdd: settlement.totalOdd,
      withholdingTaxCents: settlement.withholdingTaxCents,
      bonusCents: settlement.bonusCents,
    };
    legs.push(
      { account: house(accounts.stakes), amountCents: -bet.stake },
      { account: house(accounts.payouts), amountCents: bet.stake - paid },
      { account: userCash(bet.profile_id), amountCents: paid },
    );
  }
  await post(tx, {
    kind: outcome === 'void' ? 'refund' : outcome === 'won' ? 'payout' : 'bet_lost',
    reference: bet.id,
    profileId: bet.profile_id,
    legs,
    idempotencyKey: keys.settle,
  });
  // Loyalty points are earned by wagers that ran to a result, not by void or cancelled ones.
  const pointsCents = toCents(Number(bet.points));
  if (outcome !== 'void' && pointsCents > 0) {
    await post(tx, {
      kind: 'points',
      reference: bet.id,
      profileId: bet.profile_id,
      idempotencyKey: keys.points,
      legs: [
        { account: house('points'), amountCents: -pointsCents },
        { account: userPoints(bet.profile_id), amountCents: pointsCents },
      ],
    });
  }
  const moved = await transitionBet(tx, bet.id, 'open', outcome, {
    amount_paid: paid,
    settled_total_odd: settled.totalOdd,
    settled_withholding_tax: settled.withholdingTaxCents,
    settled_bonus: settled.bonusCents,
    settled_at: now,
  });
  if (!moved) throw new Error(`bet ${bet.id} left 'open' while locked`);
  await insertBetEvent(tx, bet.id, 'settled', 'open', outcome, { paid, ...settled }, now);
  return { bet, outcome, paid };
}
