import type { BoSuspendBody, BoSuspension } from '@shangwe/contract/backoffice';
import { busChannels, type OddsChangeMessage } from '@shangwe/contract';
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { recordStaffAction, type AuditActor } from '../audit';
import { boError } from '../errors';

interface SuspensionRow {
  id: number | string;
  scope: BoSuspension['scope'];
  parent_match_id: number | string | null;
  sub_type_id: number | null;
  special_bet_value: string | null;
  competition_id: number | null;
  reason: string;
  staff_email: string;
  created_at: Date | string;
  home_team: string | null;
  away_team: string | null;
  market_name: string | null;
  competition_name: string | null;
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

function present(row: SuspensionRow): BoSuspension {
  const match = row.home_team === null ? null : `${row.home_team} vs ${row.away_team}`;
  const label =
    row.scope === 'competition'
      ? (row.competition_name ?? `Competition ${row.competition_id}`)
      : row.scope === 'match'
        ? (match ?? `Match ${row.parent_match_id}`)
        : `${match ?? `Match ${row.parent_match_id}`} — ${row.market_name ?? `market ${row.sub_type_id}`}${row.special_bet_value ? ` ${row.special_bet_value}` : ''}`;
  return {
    id: Number(row.id),
    scope: row.scope,
    parent_match_id: num(row.parent_match_id),
    sub_type_id: row.sub_type_id,
    special_bet_value: row.special_bet_value,
    competition_id: row.competition_id,
    label,
    reason: row.reason,
    staff_email: row.staff_email,
    created_at: new Date(row.created_at).toISOString(),
  };
}

const SELECT_SUSPENSIONS = `
  SELECT s.*, m.home_team, m.away_team, mk.name AS market_name, c.competition_name
    FROM trading_suspensions s
    LEFT JOIN matches m ON m.parent_match_id = s.parent_match_id
    LEFT JOIN markets mk ON mk.parent_match_id = s.parent_match_id
                        AND mk.sub_type_id = s.sub_type_id
                        AND mk.special_bet_value = s.special_bet_value
    LEFT JOIN competitions c ON c.competition_id = s.competition_id`;

/** Every suspension in force, newest first. */
export async function listSuspensions(db: Queryable): Promise<BoSuspension[]> {
  const { rows } = await db.query<SuspensionRow>(`${SELECT_SUSPENSIONS} ORDER BY s.id DESC`);
  return rows.map(present);
}

/** The markets a suspension covers, as a WHERE clause on `markets` (parameters $1..$3). */
function coveredMarketsSql(s: Pick<BoSuspension, 'scope'>): string {
  if (s.scope === 'market')
    return `parent_match_id = $1 AND sub_type_id = $2 AND special_bet_value = $3`;
  if (s.scope === 'match') return `parent_match_id = $1`;
  return `parent_match_id IN (SELECT parent_match_id FROM matches WHERE competition_id = $1)`;
}

function coveredParams(s: {
  scope: BoSuspension['scope'];
  parent_match_id: number | null;
  sub_type_id: number | null;
  special_bet_value: string | null;
  competition_id: number | null;
}): unknown[] {
  if (s.scope === 'market') return [s.parent_match_id, s.sub_type_id, s.special_bet_value];
  if (s.scope === 'match') return [s.parent_match_id];
  return [s.competition_id];
}

interface MarketStateRow {
  parent_match_id: number | string;
  match_id: number | string;
  sub_type_id: number;
  special_bet_value: string;
  bet_status: 'ACTIVE' | 'STOPPED' | 'SETTLED';
  outcomes:
    | string
    | Array<{ odd_key: string; outcome_id: string; odd_value: number; result: null | string }>;
}

/**
 * Re-writes the covered markets (the trigger of migration 0095 then holds or releases them) and
 * answers their state now, grouped per match as the feed's odds messages are.
 */
async function rewriteCovered(
  tx: Queryable,
  s: Parameters<typeof coveredParams>[0],
  set: string,
  extraWhere: string,
): Promise<{ count: number; messages: Omit<OddsChangeMessage, 'ts'>[] }> {
  const { rows } = await tx.query<MarketStateRow>(
    `WITH w AS (
       UPDATE markets SET ${set}
        WHERE ${coveredMarketsSql(s)} AND bet_status <> 'SETTLED' ${extraWhere}
        RETURNING parent_match_id, sub_type_id, special_bet_value, bet_status, outcomes)
     SELECT w.*, m.match_id FROM w JOIN matches m ON m.parent_match_id = w.parent_match_id
      ORDER BY w.parent_match_id`,
    coveredParams(s),
  );
  const byMatch = new Map<number, Omit<OddsChangeMessage, 'ts'>>();
  for (const row of rows) {
    const id = Number(row.parent_match_id);
    let message = byMatch.get(id);
    if (!message) {
      message = { parent_match_id: id, match_id: Number(row.match_id), markets: [] };
      byMatch.set(id, message);
    }
    const outcomes = typeof row.outcomes === 'string' ? JSON.parse(row.outcomes) : row.outcomes;
    message.markets.push({
      sub_type_id: row.sub_type_id,
      special_bet_value: row.special_bet_value,
      bet_status: row.bet_status,
      odds: (outcomes as Extract<MarketStateRow['outcomes'], unknown[]>).map((o) => ({
        odd_key: o.odd_key,
        outcome_id: o.outcome_id,
        odd_value: Number(o.odd_value),
        result: (o.result ??
          null) as OddsChangeMessage['markets'][number]['odds'][number]['result'],
      })),
    });
  }
  return { count: rows.length, messages: [...byMatch.values()] };
}

/**
 * Published after the commit as the feed publishes price moves: the API's catalog kept in
 * memory and every open slip (the socket gateway relays them to the match's room) see the
 * markets STOPPED, or open again, at once.
 */
async function publish(ctx: AppContext, messages: Omit<OddsChangeMessage, 'ts'>[]) {
  for (const m of messages) await ctx.bus.publish(busChannels.oddsChange, { ...m, ts: Date.now() });
}

/** Checks the object exists; answers its key fields. */
async function findObject(db: Queryable, body: BoSuspendBody) {
  if (body.scope === 'competition') {
    const { rows } = await db.query('SELECT 1 FROM competitions WHERE competition_id = $1', [
      body.competition_id,
    ]);
    if (rows.length === 0) throw boError('TRADING_NOT_FOUND');
    return {
      scope: body.scope,
      parent_match_id: null,
      sub_type_id: null,
      special_bet_value: null,
      competition_id: body.competition_id!,
    };
  }
  if (body.scope === 'match') {
    const { rows } = await db.query('SELECT 1 FROM matches WHERE parent_match_id = $1', [
      body.parent_match_id,
    ]);
    if (rows.length === 0) throw boError('TRADING_NOT_FOUND');
    return {
      scope: body.scope,
      parent_match_id: body.parent_match_id!,
      sub_type_id: null,
      special_bet_value: null,
      competition_id: null,
    };
  }
  const sbv = body.special_bet_value ?? '';
  const { rows } = await db.query(
    `SELECT 1 FROM markets WHERE parent_match_id = $1 AND sub_type_id = $2 AND special_bet_value = $3`,
    [body.parent_match_id, body.sub_type_id, sbv],
  );
  if (rows.length === 0) throw boError('TRADING_NOT_FOUND');
  return {
    scope: body.scope,
    parent_match_id: body.parent_match_id!,
    sub_type_id: body.sub_type_id!,
    special_bet_value: sbv,
    competition_id: null,
  };
}

/**
 * Suspends a market, a match or a competition: the suspension row, its markets held STOPPED
 * (so the very next placement is refused by the wager pipeline's own market check) and the
 * audit row, in one transaction; then the open slips are told.
 */
export async function suspend(
  ctx: AppContext,
  by: AuditActor,
  body: BoSuspendBody,
): Promise<{ suspension: BoSuspension; markets: number }> {
  const now = ctx.now();
  const object = await findObject(ctx.db, body);
  const done = await ctx.db.transaction(async (tx) => {
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO trading_suspensions (scope, parent_match_id, sub_type_id, special_bet_value,
         competition_id, reason, staff_id, staff_email, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        object.scope,
        object.parent_match_id,
        object.sub_type_id,
        object.special_bet_value,
        object.competition_id,
        body.reason,
        by.id,
        by.email,
        now,
      ],
    );
    if (inserted.rows.length === 0) throw boError('TRADING_ALREADY_SUSPENDED');
    const id = Number(inserted.rows[0]!.id);
    // bet_status = bet_status: the trigger records what the feed wanted and holds it STOPPED.
    const rewritten = await rewriteCovered(tx, object, 'bet_status = bet_status', '');
    const { rows } = await tx.query<SuspensionRow>(`${SELECT_SUSPENSIONS} WHERE s.id = $1`, [id]);
    const suspension = present(rows[0]!);
    await recordStaffAction(tx, {
      staff: by,
      action: 'trading.suspend',
      objectType: object.scope,
      objectId: suspensionObjectId(suspension),
      before: null,
      after: { suspension_id: id, label: suspension.label, markets: rewritten.count },
      reason: body.reason,
      at: now,
    });
    return { suspension, rewritten };
  });
  await publish(ctx, done.rewritten.messages);
  return { suspension: done.suspension, markets: done.rewritten.count };
}

/** The audited object's id: 'match:101', 'market:101/1/', 'competition:100'. */
function suspensionObjectId(s: BoSuspension): string {
  if (s.scope === 'competition') return String(s.competition_id);
  if (s.scope === 'match') return String(s.parent_match_id);
  return `${s.parent_match_id}/${s.sub_type_id}/${s.special_bet_value}`;
}

/**
 * Lifts a suspension: its row goes, its markets get back the status the feed last asked for
 * (unless another suspension still covers them: the trigger holds those), audited; then the
 * open slips are told.
 */
export async function liftSuspension(
  ctx: AppContext,
  by: AuditActor,
  id: number,
  reason: string,
): Promise<{ suspension: BoSuspension; markets: number }> {
  const now = ctx.now();
  const done = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<SuspensionRow>(`${SELECT_SUSPENSIONS} WHERE s.id = $1`, [id]);
    if (rows.length === 0) throw boError('TRADING_SUSPENSION_NOT_FOUND');
    const suspension = present(rows[0]!);
    const deleted = await tx.query('DELETE FROM trading_suspensions WHERE id = $1 RETURNING id', [
      id,
    ]);
    if (deleted.rows.length === 0) throw boError('TRADING_SUSPENSION_NOT_FOUND');
    const rewritten = await rewriteCovered(
      tx,
      suspension,
      'bet_status = suspended_from',
      'AND suspended_from IS NOT NULL',
    );
    await recordStaffAction(tx, {
      staff: by,
      action: 'trading.unsuspend',
      objectType: suspension.scope,
      objectId: suspensionObjectId(suspension),
      before: { suspension_id: id, label: suspension.label, reason: suspension.reason },
      after: { markets: rewritten.count },
      reason,
      at: now,
    });
    return { suspension, rewritten };
  });
  await publish(ctx, done.rewritten.messages);
  return { suspension: done.suspension, markets: done.rewritten.count };
}
