import { HOUSE_ACCOUNTS } from '../wallet/ledger';
import { cashBalanceSql } from '../wallet/ledger-sql';
import { refusal, type WagerFunding } from '../wagers/wager-product';
import type { FreeBetRow } from './free-bet-repository';

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
