import type { BetRow } from '../wagers/bet-store';
import type { Queryable } from '../db/database';
import { HOUSE_ACCOUNTS, house, transfer } from '../wallet/ledger';
import { cashBalanceSql } from '../wallet/ledger-sql';
import { refusal, type WagerFunding } from '../wagers/wager-product';
import { restoreFreeBet, type FreeBetRow } from './free-bet-repository';

/**
 * A wager staked with a free bet, as a funding choice of the wager pipeline (any product can
 * use it): the placement statement itself takes the free bet, from active to used, in a
 * conditional UPDATE on its row, and only then writes the wager and moves the stake in the
 * ledger from house:freebets to house:stakes. Parallel placements with the same free bet queue
 * on its row; the first commits 'used', every other finds it no longer active and writes
 * nothing at all (refused FREEBET_USED). The bettor's cash is never touched.
 */
export function freeBetFunding(freeBet: Pick<FreeBetRow, 'id' | 'amount'>): WagerFunding {
  return {
    freeBetId: freeBet.id,
    source: {
      houseAccountId: HOUSE_ACCOUNTS.freebets,
      kind: 'freebet_stake',
      claim: (param, { profile, now, guard }) =>
        `UPDATE free_bets SET status = 'used', used_at = ${now}
          WHERE id = ${param(freeBet.id)}::bigint AND profile_id = ${profile}
            AND status = 'active' AND expires_at > ${now}
            AND amount = ${param(freeBet.amount)}::bigint AND ${guard}
          RETURNING id, ${cashBalanceSql(profile)} AS balance`,
    },
    unavailable: refusal('freebet_used', 'FREEBET_USED'),
  };
}

/**
 * Gives the stake of a free-bet wager back to where it came from (void, refused, cancelled):
 * house:stakes → house:freebets once per `idempotencyKey`, and the free bet active again if it
 * has not expired meanwhile. Returns the free bet's status after.
 */
export async function returnFreeBetStake(
  tx: Queryable,
  bet: Pick<BetRow, 'id' | 'profile_id' | 'stake' | 'free_bet_id'>,
  input: { kind: string; idempotencyKey: string; now: Date },
): Promise<'active' | 'expired' | null> {
  if (bet.free_bet_id === null) throw new Error(`bet ${bet.id} was not staked with a free bet`);
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
  return restoreFreeBet(tx, Number(bet.free_bet_id), input.now);
}
