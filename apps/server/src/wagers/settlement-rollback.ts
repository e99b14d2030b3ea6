import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import { findLegs, insertBetEvent, lockBet } from './bet-store';
import { reversePosting } from '../wallet/posting-reversal';

const ROLLED_BACK = 'settlement_rolled_back';

/** How many times this wager's settlement was rolled back: each new settlement books anew. */
export async function settlementRound(tx: Queryable, betId: number): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM bet_events WHERE bet_id = $1 AND kind = $2',
    [betId, ROLLED_BACK],
  );
  return rows[0]?.n ?? 0;
}

/** The ledger keys of a wager's settlement in a round (round 0 keeps the original names). */
export function settlementKeys(betId: number, round: number) {
  const suffix = round === 0 ? '' : `:${round}`;
  return { settle: `settle:${betId}${suffix}`, points: `points:${betId}${suffix}` };
}

export interface MarketRef {
  sub_type_id: number;
  special_bet_value: string;
}

/**
 * Undoes the settlement of every leg on these markets of a match (the provider rolled its
 * results back): a settled wager gets its settlement's money reversed through the wallet (the
 * payout or refund and the loyalty points, as compensating postings) and is open again; a wager
 * still open just has those legs open again. Cashed-out and cancelled wagers keep their money
 * (that was final) and only their legs reopen. Returns how many wagers were reopened.
 */
export async function rollBackSettlement(
  ctx: AppContext,
  parentMatchId: number,
  markets: readonly MarketRef[],
): Promise<number> {
  if (markets.length === 0) return 0;
  const { rows } = await ctx.db.query<{ bet_id: number }>(
    `SELECT DISTINCT l.bet_id FROM bet_legs l
      JOIN unnest($2::int[], $3::text[]) AS m(sub_type_id, sbv)
        ON m.sub_type_id = l.sub_type_id AND m.sbv = l.special_bet_value
      WHERE l.parent_match_id = $1 AND l.status IN ('won', 'lost', 'void') ORDER BY l.bet_id`,
    [parentMatchId, markets.map((m) => m.sub_type_id), markets.map((m) => m.special_bet_value)],
  );
  let reopened = 0;
  for (const { bet_id: betId } of rows) {
    const now = ctx.now();
    const done = await ctx.db.transaction((tx) =>
      reopenWager(tx, Number(betId), parentMatchId, markets, now),
    );
    if (done === 'reopened') reopened++;
  }
  return reopened;
}

/**
 * One wager of a rollback, in the caller's transaction: its legs on these markets of the match
 * open again and, if it was settled, its settlement's money reversed and the wager open again
 * ('reopened'); 'legs' when only legs reopened; null when it holds no settled leg there.
 * Throws the wallet's InsufficientFundsError (nothing moves) when the bettor no longer holds
 * the money to reverse. A trader's result correction calls it per wager (backoffice/trading).
 */
export async function reopenWager(
  tx: Queryable,
  betId: number,
  parentMatchId: number,
  markets: readonly MarketRef[],
  now: Date,
): Promise<'reopened' | 'legs' | null> {
  const bet = await lockBet(tx, betId);
  if (!bet) return null;
  const legs = (await findLegs(tx, [bet.id])).filter(
    (l) =>
      l.parent_match_id === parentMatchId &&
      ['won', 'lost', 'void'].includes(l.status) &&
      markets.some(
        (m) => m.sub_type_id === l.sub_type_id && m.special_bet_value === l.special_bet_value,
      ),
  );
  if (legs.length === 0) return null;
  const settled = ['won', 'lost', 'void'].includes(bet.status);
  if (settled) {
    const round = await settlementRound(tx, bet.id);
    const keys = settlementKeys(bet.id, round);
    const reversed = await reversePosting(tx, {
      originalKey: keys.settle,
      reversalKey: `unsettle:${bet.id}:${round}`,
      kind: 'settlement_rollback',
    });
    if (!reversed) throw new Error(`bet ${bet.id} is ${bet.status} without a settlement`);
    await reversePosting(tx, {
      originalKey: keys.points,
      reversalKey: `unpoints:${bet.id}:${round}`,
      kind: 'points_rollback',
    });
    await tx.query(
      `UPDATE bets SET status = 'open', amount_paid = 0, settled_total_odd = NULL,
         settled_withholding_tax = NULL, settled_bonus = NULL, settled_at = NULL
        WHERE id = $1 AND status = $2`,
      [bet.id, bet.status],
    );
  }
  await tx.query(
    `UPDATE bet_legs SET status = 'open', result = NULL, settled_at = NULL
      WHERE bet_id = $1 AND leg_no = ANY($2::smallint[])`,
    [bet.id, legs.map((l) => l.leg_no)],
  );
  await insertBetEvent(
    tx,
    bet.id,
    settled ? ROLLED_BACK : 'legs_reopened',
    bet.status,
    settled ? 'open' : bet.status,
    { legs: legs.map((l) => l.leg_no), parent_match_id: parentMatchId },
    now,
  );
  return settled ? 'reopened' : 'legs';
}
