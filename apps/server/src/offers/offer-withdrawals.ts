import { OFFER_MESSAGES, welcomeFreeBetForfeited } from '@shangwe/domain';
import type { Queryable } from '../db/database';
import { badRequest } from '../platform/errors';
import { house, lockCash, transfer, userCash } from '../wallet/ledger';
import {
  findUsableWelcomeFreeBet,
  firstDepositCents,
  withdrawFreeBet,
  type FreeBetWithdrawal,
} from './free-bet-repository';
import { finishPromoBet, lockPromoBet, markAwardUndone } from './promo-repository';

/** How a wager that earned an award was undone. */
export type WagerUndoing = 'cancelled' | 'void' | 'rejected';

const REASONS: Record<WagerUndoing, FreeBetWithdrawal> = {
  cancelled: 'bet_cancelled',
  void: 'bet_void',
  rejected: 'bet_rejected',
};

/**
 * Takes back what a wager earned from a promo when the wager is undone (cancelled by the
 * bettor, void, refused), in the caller's transaction, on the locked promo row:
 * - award not paid yet: it never will be (not_due), so a late 'placed' award cannot follow;
 * - a free bet not staked yet: withdrawn (a grant moved no money, so neither does this);
 * - cash: moved back from the bettor's cash to house:bonus (a compensating movement);
 * - already staked or spent: a cancellation is refused (the bettor chose it and would keep both
 *   the refund and what the award bought); a void or refusal, which the bettor did not choose,
 *   leaves the award with them ('kept').
 */
export async function withdrawWagerAward(
  tx: Queryable,
  bet: { id: number; profile_id: number },
  how: WagerUndoing,
  now: Date,
): Promise<void> {
  const promoBet = await lockPromoBet(tx, bet.id);
  if (!promoBet) return;
  if (promoBet.award_status === 'waiting') {
    await finishPromoBet(tx, bet.id, { status: 'not_due', amount: null, freeBetId: null, now });
    return;
  }
  if (promoBet.award_status !== 'paid') return;
  let taken: boolean;
  if (promoBet.free_bet_id !== null) {
    const status = await withdrawFreeBet(tx, promoBet.free_bet_id, REASONS[how], now);
    taken = status === 'withdrawn';
    if (!taken && how === 'cancelled') {
      throw badRequest(OFFER_MESSAGES.earnedFreebetUsed, 'BET_NOT_CANCELLABLE');
    }
  } else {
    const amount = promoBet.award_amount ?? 0;
    taken = amount > 0 && (await lockCash(tx, bet.profile_id)) >= amount;
    if (taken) {
      await transfer(tx, {
        from: userCash(bet.profile_id),
        to: house('bonus'),
        amountCents: amount,
        kind: 'promo_award_reversal',
        reference: bet.id,
        profileId: bet.profile_id,
        idempotencyKey: `promo-award-reversal:${bet.id}`,
      });
    } else if (how === 'cancelled') {
      throw badRequest(OFFER_MESSAGES.earnedBonusSpent, 'BET_NOT_CANCELLABLE');
    }
  }
  await markAwardUndone(tx, bet.id, taken ? 'withdrawn' : 'kept');
}

/**
 * The welcome free bet's at-risk rule, run with a withdrawal's reservation (same transaction):
 * while the welcome free bet is unused, a withdrawal that leaves less cash than the qualifying
 * deposit forfeits it. Answers whether it did.
 */
export async function forfeitWelcomeOnWithdrawal(
  tx: Queryable,
  withdrawal: { profileId: number; cashAfterCents: number; now: Date },
): Promise<boolean> {
  const welcome = await findUsableWelcomeFreeBet(tx, withdrawal.profileId, withdrawal.now);
  if (!welcome) return false;
  const deposit = await firstDepositCents(tx, withdrawal.profileId);
  if (deposit === null) return false;
  const forfeited = welcomeFreeBetForfeited({
    qualifyingDepositCents: deposit,
    cashAfterWithdrawalCents: withdrawal.cashAfterCents,
  });
  if (!forfeited) return false;
  return (
    (await withdrawFreeBet(tx, welcome.id, 'deposit_withdrawn', withdrawal.now)) === 'withdrawn'
  );
}
