import type { BoResultLock } from '@shangwe/contract/backoffice';
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../platform/context';
import type { MarketRef } from '../../wagers/settlement-rollback';
import { recordStaffAction, type AuditActor } from '../audit';
import { boError } from '../errors';

/**
 * A trader's result held against the feed (migration 0132): the trigger on `markets` drops a
 * later write of the feed that would change a locked market's results or status, and notes
 * what the feed asked on the lock; the trader lifts it here (audited).
 */

/** Locks the markets a trader just resulted, in the correction's transaction. */
export async function lockResults(
  tx: Queryable,
  parentMatchId: number,
  markets: readonly MarketRef[],
  correctionId: number,
  now: Date,
): Promise<void> {
  if (markets.length === 0) return;
  await tx.query(
    `INSERT INTO trading_result_locks (parent_match_id, sub_type_id, special_bet_value,
       correction_id, locked_at)
     SELECT $1, m.sub_type_id, m.sbv, $4, $5 FROM unnest($2::int[], $3::text[]) AS m(sub_type_id, sbv)
     ON CONFLICT (parent_match_id, sub_type_id, special_bet_value) WHERE lifted_at IS NULL
     DO UPDATE SET correction_id = EXCLUDED.correction_id, locked_at = EXCLUDED.locked_at`,
    [
      parentMatchId,
      markets.map((m) => m.sub_type_id),
      markets.map((m) => m.special_bet_value),
      correctionId,
      now,
    ],
  );
}

interface LockRow {
  id: number | string;
  parent_match_id: number | string;
  sub_type_id: number;
  special_bet_value: string;
  correction_id: number | string;
  locked_at: Date | string;
  feed_attempts: number;
  feed_status: string | null;
  feed_results: Record<string, string | null> | string | null;
  feed_at: Date | string | null;
  home_team: string | null;
  away_team: string | null;
  name: string | null;
  results: Record<string, string | null> | string | null;
}

const SELECT_LOCKS = `
  SELECT l.*, mt.home_team, mt.away_team, mk.name, trading_outcome_results(mk.outcomes) AS results
    FROM trading_result_locks l
    LEFT JOIN matches mt ON mt.parent_match_id = l.parent_match_id
    LEFT JOIN markets mk ON mk.parent_match_id = l.parent_match_id
     AND mk.sub_type_id = l.sub_type_id AND mk.special_bet_value = l.special_bet_value`;

const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function present(row: LockRow): BoResultLock {
  const sbv = row.special_bet_value ? ` ${row.special_bet_value}` : '';
  return {
    id: Number(row.id),
    parent_match_id: Number(row.parent_match_id),
    sub_type_id: row.sub_type_id,
    special_bet_value: row.special_bet_value,
    label: `${row.home_team ?? '?'} vs ${row.away_team ?? '?'} — ${row.name ?? `market ${row.sub_type_id}`}${sbv}`,
    correction_id: Number(row.correction_id),
    locked_at: iso(row.locked_at)!,
    results: row.results === null ? {} : parse(row.results),
    feed_attempts: row.feed_attempts,
    feed_status: row.feed_status,
    feed_results: row.feed_results === null ? null : parse(row.feed_results),
    feed_at: iso(row.feed_at),
  };
}

/** The locks in force, the ones the feed tried to overwrite first, then newest. */
export async function listResultLocks(db: Queryable): Promise<BoResultLock[]> {
  const { rows } = await db.query<LockRow>(
    `${SELECT_LOCKS} WHERE l.lifted_at IS NULL
      ORDER BY (l.feed_attempts > 0) DESC, l.id DESC LIMIT 200`,
  );
  return rows.map(present);
}

/**
 * Lifts a lock (audited `trading.result_unlock`): the feed's next result for the market is
 * applied as usual. What the feed asked while locked is not applied by this: the trader enters
 * it as a correction if it is right.
 */
export async function liftResultLock(
  ctx: AppContext,
  by: AuditActor,
  id: number,
  reason: string,
): Promise<{ lock: BoResultLock }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<LockRow>(
      `${SELECT_LOCKS} WHERE l.id = $1 AND l.lifted_at IS NULL FOR UPDATE OF l`,
      [id],
    );
    if (!rows[0]) throw boError('TRADING_LOCK_NOT_FOUND');
    const lock = present(rows[0]);
    await tx.query(
      `UPDATE trading_result_locks SET lifted_at = $2, lifted_by = $3, lift_reason = $4
        WHERE id = $1`,
      [id, now, by.email, reason],
    );
    await recordStaffAction(tx, {
      staff: by,
      action: 'trading.result_unlock',
      objectType: 'market',
      objectId: `${lock.parent_match_id}/${lock.sub_type_id}/${lock.special_bet_value}`,
      before: lock,
      after: { lifted: true },
      reason,
      at: now,
    });
    return { lock };
  });
}
