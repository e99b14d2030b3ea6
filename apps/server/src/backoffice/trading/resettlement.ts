import type { BoResultBody, BoResultCorrection } from '@shangwe/contract/backoffice';
import { busChannels, type OddsChangeMessage, type OutcomeResult } from '@shangwe/contract';
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { marketDefsFor } from '../../feed/fixture-generator';
import { sportById } from '../../feed/reference-data';
import type { MatchModel } from '../../feed/odds-feed';
import { POOL_PRODUCTS } from '../../jackpots/pool-entry-wager';
import { settledWagersOnMarkets, wagerLeg } from '../../wagers/back-office-reads';
import type { MarketRef } from '../../wagers/settlement-rollback';
import { lockResults } from './result-locks';
import { runResettlement } from './resettlement-run';
import { recordStaffAction, type AuditActor } from '../audit';
import { boError } from '../errors';

interface StoredOutcome {
  odd_key: string;
  outcome_id: string;
  display?: string;
  odd_value: number;
  result: OutcomeResult | null;
  [extra: string]: unknown;
}

interface MarketRow {
  sub_type_id: number;
  special_bet_value: string;
  name: string;
  bet_status: string;
  outcomes: StoredOutcome[] | string;
}

/** A market whose results the correction changes: the outcomes before and after. */
interface MarketChange extends MarketRef {
  name: string;
  before: StoredOutcome[];
  after: StoredOutcome[];
}

interface MatchRow {
  parent_match_id: number | string;
  match_id: number | string;
  sport_id: number;
  home_team: string;
  away_team: string;
  model: MatchModel | string;
  home_score: number | null;
  away_score: number | null;
  status: string;
}

/** What the correction changes, worked out before anything is written. */
interface Plan {
  match: MatchRow;
  label: string;
  changes: MarketChange[];
  /** Match scope: the score written on the match. */
  score: { home: number; away: number } | null;
  /** Leg scope: the one leg set by hand. */
  leg: { betId: number; legNo: number; result: OutcomeResult; before: string } | null;
}

const POOLED = new Set<string>(POOL_PRODUCTS.map((p) => p.name));
const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

async function findMatch(db: Queryable, parentMatchId: number): Promise<MatchRow> {
  const { rows } = await db.query<MatchRow>(
    `SELECT parent_match_id, match_id, sport_id, home_team, away_team, model, home_score,
            away_score, status
       FROM matches WHERE parent_match_id = $1`,
    [parentMatchId],
  );
  if (!rows[0]) throw boError('TRADING_NOT_FOUND');
  return rows[0];
}

async function marketsOf(db: Queryable, parentMatchId: number): Promise<MarketRow[]> {
  const { rows } = await db.query<MarketRow>(
    `SELECT sub_type_id, special_bet_value, name, bet_status, outcomes FROM markets
      WHERE parent_match_id = $1 ORDER BY sub_type_id, special_bet_value`,
    [parentMatchId],
  );
  return rows;
}

/** The change of a market to these results (odd_key → result), or null when none would change. */
function changeOf(
  market: MarketRow,
  results: ReadonlyMap<string, OutcomeResult>,
): MarketChange | null {
  const before = parse(market.outcomes);
  const after = before.map((o) =>
    results.has(o.odd_key) ? { ...o, result: results.get(o.odd_key)! } : o,
  );
  const same =
    market.bet_status === 'SETTLED' && after.every((o, i) => o.result === before[i]!.result);
  if (same) return null;
  return {
    sub_type_id: market.sub_type_id,
    special_bet_value: market.special_bet_value,
    name: market.name,
    before,
    after,
  };
}

const matchLabel = (m: MatchRow) => `${m.home_team} vs ${m.away_team}`;

/** Works out every market a correction changes; refuses what it cannot apply. */
async function plan(db: Queryable, body: BoResultBody): Promise<Plan> {
  if (body.scope === 'leg') {
    const leg = await wagerLeg(db, body.bet_id!, body.leg_no!);
    if (!leg || POOLED.has(leg.product)) throw boError('TRADING_NOT_FOUND');
    if (leg.status === body.result) throw boError('TRADING_RESULT_UNCHANGED');
    const match = await findMatch(db, Number(leg.parent_match_id));
    const market = (await marketsOf(db, Number(leg.parent_match_id))).find(
      (m) => m.sub_type_id === leg.sub_type_id && m.special_bet_value === leg.special_bet_value,
    );
    return {
      match,
      label: `${matchLabel(match)} — ${market?.name ?? `market ${leg.sub_type_id}`}, bet ${body.bet_id} leg ${body.leg_no}`,
      changes: [],
      score: null,
      leg: {
        betId: body.bet_id!,
        legNo: body.leg_no!,
        result: body.result!,
        before: leg.status,
      },
    };
  }
  const match = await findMatch(db, body.parent_match_id!);
  const markets = await marketsOf(db, body.parent_match_id!);
  if (body.scope === 'market') {
    const sbv = body.special_bet_value ?? '';
    const market = markets.find(
      (m) => m.sub_type_id === body.sub_type_id && m.special_bet_value === sbv,
    );
    if (!market) throw boError('TRADING_NOT_FOUND');
    const results = new Map(Object.entries(body.results ?? {}));
    const keys = new Set(parse(market.outcomes).map((o) => o.odd_key));
    if ([...results.keys()].some((k) => !keys.has(k))) throw boError('TRADING_NOT_FOUND');
    const change = changeOf(market, results);
    if (!change) throw boError('TRADING_RESULT_UNCHANGED');
    return {
      match,
      label: `${matchLabel(match)} — ${market.name}${sbv ? ` ${sbv}` : ''}`,
      changes: [change],
      score: null,
      leg: null,
    };
  }
  // A final score results every market the match's own definitions know (as the live engine
  // does at the final whistle); sets sports need their set scores: market by market.
  const sport = sportById.get(match.sport_id);
  const model = parse(match.model);
  if (!sport || (model.family !== 'goals' && model.family !== 'points'))
    throw boError('TRADING_RESULT_BY_MARKET');
  const ft: [number, number] = [body.home_score!, body.away_score!];
  const ht: [number, number] =
    body.ht_home_score === undefined ? ft : [body.ht_home_score, body.ht_away_score!];
  const defs = marketDefsFor(sport, match.home_team, match.away_team, model);
  const changes: MarketChange[] = [];
  for (const market of markets) {
    const def = defs.find(
      (d) =>
        d.sub_type_id === market.sub_type_id && d.special_bet_value === market.special_bet_value,
    );
    if (!def) continue;
    const results = new Map(def.outcomes.map((o) => [o.odd_key, o.settle({ ft, ht })]));
    const change = changeOf(market, results);
    if (change) changes.push(change);
  }
  const sameScore = match.home_score === ft[0] && match.away_score === ft[1];
  if (changes.length === 0 && sameScore) throw boError('TRADING_RESULT_UNCHANGED');
  return {
    match,
    label: `${matchLabel(match)} ${ft[0]}-${ft[1]}`,
    changes,
    score: { home: ft[0], away: ft[1] },
    leg: null,
  };
}

interface CorrectionRow {
  id: number | string;
  scope: BoResultCorrection['scope'];
  parent_match_id: number | string;
  bet_id: number | string | null;
  leg_no: number | null;
  after: { label: string; markets: number } | string;
  reason: string;
  staff_email: string;
  created_at: Date | string;
  resettled: number;
  held: BoResultCorrection['held'] | string;
  pools: BoResultCorrection['pools'] | string;
  resettled_at: Date | string | null;
}

async function poolEventsOf(db: Queryable, parentMatchId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number | string }>(
    `SELECT e.id FROM jackpot_event_matches em JOIN jackpot_events e ON e.id = em.event_id
      WHERE em.parent_match_id = $1 AND e.status IN ('settling', 'settled') ORDER BY e.id`,
    [parentMatchId],
  );
  return rows.map((r) => Number(r.id));
}

function present(row: CorrectionRow, poolEvents: number[]): BoResultCorrection {
  const after = parse(row.after);
  return {
    id: Number(row.id),
    scope: row.scope,
    parent_match_id: Number(row.parent_match_id),
    label: after.label,
    bet_id: row.bet_id === null ? null : Number(row.bet_id),
    leg_no: row.leg_no,
    reason: row.reason,
    staff_email: row.staff_email,
    created_at: new Date(row.created_at).toISOString(),
    markets: after.markets,
    resettled: row.resettled,
    held: parse(row.held),
    pool_events: poolEvents,
    pools: parse(row.pools),
    resettled_at: row.resettled_at === null ? null : new Date(row.resettled_at).toISOString(),
  };
}

/** The corrections of one match, or the latest 100, newest first. */
export async function listCorrections(
  db: Queryable,
  parentMatchId: number | undefined,
): Promise<BoResultCorrection[]> {
  const { rows } = await db.query<CorrectionRow>(
    `SELECT * FROM trading_result_corrections
      WHERE $1::bigint IS NULL OR parent_match_id = $1 ORDER BY id DESC LIMIT 100`,
    [parentMatchId ?? null],
  );
  const items: BoResultCorrection[] = [];
  for (const row of rows)
    items.push(present(row, await poolEventsOf(db, Number(row.parent_match_id))));
  return items;
}

/** Writes the corrected markets and the match's score, in the correction's transaction. */
async function writeResults(tx: Queryable, p: Plan, now: Date): Promise<void> {
  // A trader's write passes the lock that keeps a trader's result against the feed (0132).
  await tx.query(`SELECT set_config('shangwe.trading_result', 'on', true)`);
  for (const c of p.changes) {
    await tx.query(
      `UPDATE markets SET bet_status = 'SETTLED', outcomes = $4::jsonb
        WHERE parent_match_id = $1 AND sub_type_id = $2 AND special_bet_value = $3`,
      [p.match.parent_match_id, c.sub_type_id, c.special_bet_value, JSON.stringify(c.after)],
    );
  }
  if (p.score) {
    await tx.query(
      `UPDATE matches SET home_score = $2, away_score = $3,
              status = CASE WHEN status IN ('cancelled', 'postponed', 'abandoned') THEN status ELSE 'ended' END,
              period = CASE WHEN status IN ('cancelled', 'postponed', 'abandoned') THEN period ELSE 'Ended' END,
              clock_running = false, ended_at = COALESCE(ended_at, $4), resulted_at = COALESCE(resulted_at, $4),
              updated_at = $4
        WHERE parent_match_id = $1`,
      [p.match.parent_match_id, p.score.home, p.score.away, now],
    );
  }
}

/** The changed markets as the feed's odds message: the catalog in memory and open slips see them. */
function oddsMessage(p: Plan): Omit<OddsChangeMessage, 'ts'> | null {
  if (p.changes.length === 0) return null;
  return {
    parent_match_id: Number(p.match.parent_match_id),
    match_id: Number(p.match.match_id),
    markets: p.changes.map((c) => ({
      sub_type_id: c.sub_type_id,
      special_bet_value: c.special_bet_value,
      bet_status: 'SETTLED',
      odds: c.after.map((o) => ({
        odd_key: o.odd_key,
        outcome_id: o.outcome_id,
        odd_value: Number(o.odd_value),
        result: o.result,
      })),
    })),
  };
}

/** Wagers holding a settled leg on the changed markets (pooled entries are settled as events). */
async function affectedWagers(db: Queryable, p: Plan): Promise<number[]> {
  if (p.leg) return [p.leg.betId];
  if (p.changes.length === 0) return [];
  return settledWagersOnMarkets(db, p.match.parent_match_id, p.changes, [...POOLED]);
}

/**
 * Enters or corrects a result (a match's final score, one market's outcomes, or one bet's leg)
 * and resettles every wager it touches. The new results, the correction row, the list of the
 * wagers to resettle, the locks keeping the trader's results against the feed and the audit row
 * commit together; then `runResettlement` (resettlement-run.ts) reverses each wager's old
 * settlement through the wallet and settles it again, resumable after a crash, and divides the
 * match's settled pool events (jackpots) again.
 */
export async function correctResult(
  ctx: AppContext,
  by: AuditActor,
  body: BoResultBody,
): Promise<BoResultCorrection> {
  const now = ctx.now();
  const p = await plan(ctx.db, body);
  const parentMatchId = Number(p.match.parent_match_id);
  const id = await ctx.db.transaction(async (tx) => {
    await writeResults(tx, p, now);
    const before = {
      score: p.score ? { home: p.match.home_score, away: p.match.away_score } : undefined,
      leg: p.leg ? { result: p.leg.before } : undefined,
      markets: p.changes.map((c) => ({
        sub_type_id: c.sub_type_id,
        special_bet_value: c.special_bet_value,
        results: Object.fromEntries(c.before.map((o) => [o.odd_key, o.result])),
      })),
    };
    const after = {
      label: p.label,
      markets: p.changes.length,
      score: p.score ?? undefined,
      leg: p.leg ? { result: p.leg.result } : undefined,
      results: p.changes.map((c) => ({
        sub_type_id: c.sub_type_id,
        special_bet_value: c.special_bet_value,
        results: Object.fromEntries(c.after.map((o) => [o.odd_key, o.result])),
      })),
    };
    const { rows } = await tx.query<{ id: number | string }>(
      `INSERT INTO trading_result_corrections (scope, parent_match_id, sub_type_id,
         special_bet_value, bet_id, leg_no, before, after, reason, staff_id, staff_email, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10, $11, $12) RETURNING id`,
      [
        body.scope,
        parentMatchId,
        body.scope === 'market' ? body.sub_type_id : null,
        body.scope === 'market' ? (body.special_bet_value ?? '') : null,
        p.leg?.betId ?? null,
        p.leg?.legNo ?? null,
        JSON.stringify(before),
        JSON.stringify(after),
        body.reason,
        by.id,
        by.email,
        now,
      ],
    );
    const correctionId = Number(rows[0]!.id);
    // The wagers to resettle, written with the correction: a crash resumes from them.
    await tx.query(
      `INSERT INTO trading_resettlement_wagers (correction_id, bet_id)
       SELECT $1, unnest($2::bigint[])`,
      [correctionId, await affectedWagers(tx, p)],
    );
    await lockResults(tx, parentMatchId, p.changes, correctionId, now);
    await recordStaffAction(tx, {
      staff: by,
      action: body.scope === 'leg' ? 'trading.result_leg' : 'trading.result',
      objectType: body.scope,
      objectId: p.leg ? `${p.leg.betId}/${p.leg.legNo}` : String(parentMatchId),
      before,
      after: { ...after, correction_id: correctionId },
      reason: body.reason,
      at: now,
    });
    return correctionId;
  });
  const message = oddsMessage(p);
  if (message) await ctx.bus.publish(busChannels.oddsChange, { ...message, ts: Date.now() });
  await runResettlement(ctx, id);
  const { rows } = await ctx.db.query<CorrectionRow>(
    'SELECT * FROM trading_result_corrections WHERE id = $1',
    [id],
  );
  return present(rows[0]!, await poolEventsOf(ctx.db, parentMatchId));
}
