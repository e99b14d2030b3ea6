import type { BetRow } from './bet-store';
import type { Queryable } from '../db/database';
import { house, transfer, userCash } from '../wallet/ledger';
import { wagerOffers } from './wager-offers';

/**
 * Gives a wager's held stake back to where it came from, once per `idempotencyKey`: the
 * bettor's cash, or, for a wager staked with a free bet, house:freebets with the free bet
 * restored (if it has not expired). Answers what reached the bettor's cash.
 */
export async function returnStake(
  tx: Queryable,
  bet: Pick<BetRow, 'id' | 'profile_id' | 'stake' | 'free_bet_id'>,
  input: { kind: string; idempotencyKey: string; now: Date },
): Promise<{ toCashCents: number; freeBet: 'active' | 'expired' | null }> {
  if (bet.free_bet_id !== null) {
    return { toCashCents: 0, freeBet: await returnFreeBetStake(tx, bet, input) };
  }
  await transfer(tx, {
    from: house('stakes'),
    to: userCash(bet.profile_id),
    amountCents: Number(bet.stake),
    kind: input.kind,
    reference: bet.id,
    profileId: bet.profile_id,
    idempotencyKey: input.idempotencyKey,
  });
  return { toCashCents: Number(bet.stake), freeBet: null };
}

/**
 * Gives the stake of a free-bet wager back to where it came from (void, refused, cancelled):
 * house:stakes → house:freebets once per `idempotencyKey`, and the free bet active again if it
 * has not expired meanwhile. Returns the free bet's status after.
 */
async function returnFreeBetStake(
  tx: Queryable,
  bet: Pick<BetRow, 'id' | 'profile_id' | 'stake' | 'free_bet_id'>,
  input: { kind: string; idempotencyKey: string; now: Date },
): Promise<'active' | 'expired' | null> {
  const posting = await transfer(tx, {
    from: house('stakes'),
    to: house('freebets'),
    amountCents: Number(bet.stake),
    kind: input.kind,
    reference: bet.id,
    profileId: bet.profile_id,
    idempotencyKey: input.idempotencyKey,
  });
  if (posting.replayed) return null;
  return wagerOffers().restoreFreeBet(tx, Number(bet.free_bet_id), input.now);
}
