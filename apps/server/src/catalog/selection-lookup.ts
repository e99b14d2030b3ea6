import type { BetStatus, MatchStatus, OutcomeResult } from '@shangwe/contract';
import type { Queryable } from '../db/database';

/** A pick as a betslip sends it: the outcome is named by odd_key, or by outcome_id when odd_key is absent. */
export interface SelectionRef {
  parent_match_id: number;
  sub_type_id: number;
  /** '' or absent when the market has no specifier. */
  special_bet_value?: string | null;
  odd_key?: string | null;
  outcome_id?: string | number | null;
}

/** The current state of one pick, read from the database (never from a cache). */
export interface SelectionState {
  parent_match_id: number;
  match_id: number;
  sport_id: number;
  sub_type_id: number;
  special_bet_value: string;
  odd_key: string;
  outcome_id: string;
  /** Current price, 2 decimals. */
  odd_value: number;
  /** ACTIVE, STOPPED (suspended or decided) or SETTLED. */
  bet_status: BetStatus;
  market_name: string;
  /** The outcome as shown ('Arsenal', 'Over 2.5', 'Draw'). */
  display: string;
  /** won | lost | void once resulted, else null. */
  result: OutcomeResult | null;
  match_status: MatchStatus;
  /** In play now. */
  live: boolean;
  /** Kick-off time has passed (or the match is live/ended). */
  started: boolean;
  start_time: Date;
  home_team: string;
  away_team: string;
}

export type SelectionLookup =
  | ({ found: true } & SelectionState)
  | { found: false; missing: 'match' | 'market' | 'outcome'; ref: SelectionRef };

/** What a selection's state is made of: its match, its market and its outcome. */
export interface SelectionMatch {
  parent_match_id: number;
  match_id: number;
  sport_id: number;
  status: MatchStatus;
  start_time: Date | string;
  home_team: string;
  away_team: string;
}

interface Row extends Omit<SelectionMatch, 'parent_match_id'> {
  idx: number;
  parent_match_id: number | null;
  market_name: string | null;
  bet_status: BetStatus | null;
  sub_type_id: number;
  special_bet_value: string;
  outcome: StoredOutcome | null;
}

/** One element of markets.outcomes. */
export interface StoredOutcome {
  odd_key: string;
  outcome_id: string;
  display: string;
  odd_value: number;
  result: OutcomeResult | null;
}

/** Whether an outcome is the one a pick names (by odd_key, or by outcome_id without one). */
export function outcomeMatches(
  ref: SelectionRef,
  outcome: { odd_key: string; outcome_id: string },
): boolean {
  return ref.odd_key
    ? outcome.odd_key === ref.odd_key
    : ref.outcome_id !== undefined &&
        ref.outcome_id !== null &&
        outcome.outcome_id === String(ref.outcome_id);
}

/**
 * A pick's state from its match, market and outcome (null: not found), read from the database
 * or from the catalog kept in memory alike. `now` decides `started` for matches whose kick-off
 * time has passed but that the live engine has not picked up yet.
 */
export function selectionFrom(
  ref: SelectionRef,
  match: SelectionMatch | null,
  market: { name: string; bet_status: BetStatus } | null,
  outcome: StoredOutcome | null,
  now: Date,
): SelectionLookup {
  if (!match) return { found: false, missing: 'match', ref };
  if (!market) return { found: false, missing: 'market', ref };
  if (!outcome) return { found: false, missing: 'outcome', ref };
  const startTime =
    match.start_time instanceof Date ? match.start_time : new Date(match.start_time);
  return {
    found: true,
    parent_match_id: match.parent_match_id,
    match_id: match.match_id,
    sport_id: match.sport_id,
    sub_type_id: ref.sub_type_id,
    special_bet_value: ref.special_bet_value ?? '',
    odd_key: outcome.odd_key,
    outcome_id: outcome.outcome_id,
    odd_value: Number(outcome.odd_value),
    bet_status: market.bet_status,
    market_name: market.name,
    display: outcome.display,
    result: outcome.result ?? null,
    match_status: match.status,
    live: match.status === 'live',
    started: match.status !== 'not_started' || startTime.getTime() <= now.getTime(),
    start_time: startTime,
    home_team: match.home_team,
    away_team: match.away_team,
  };
}

/**
 * Looks up the current state of picks in one query, answering in the order given. Pass the
 * transaction a bet is written in to read inside it. `now` decides `started` for matches whose
 * kick-off time has passed but that the live engine has not picked up yet.
 */
export async function lookupSelections(
  db: Queryable,
  picks: readonly SelectionRef[],
  now: Date = new Date(),
): Promise<SelectionLookup[]> {
  return (await lookupSelectionsWith(db, picks, now, null)).selections;
}

/**
 * An SQL scalar another module reads in the same statement as the picks (its parameters are
 * numbered by `param`, which returns each one's placeholder).
 */
export type ExtraColumn = (param: (value: unknown) => string) => string;

/**
 * lookupSelections that also reads one more value, `extra`, in the same statement (one round
 * trip on bet placement, which reads the answer already stored under its idempotency key).
 */
export async function lookupSelectionsWith(
  db: Queryable,
  picks: readonly SelectionRef[],
  now: Date,
  extra: ExtraColumn | null,
): Promise<{ extra: unknown; selections: SelectionLookup[] }> {
  // The extra column's parameters follow the picks' six (none when there are no picks).
  const numbered = (offset: number) => {
    const params: unknown[] = [];
    const sql = extra ? extra((value) => `$${params.push(value) + offset}`) : null;
    return { sql, params };
  };
  if (picks.length === 0) {
    const { sql, params } = numbered(0);
    if (sql === null) return { extra: null, selections: [] };
    const only = await db.query<{ extra: unknown }>(`SELECT ${sql} AS extra`, params);
    return { extra: only.rows[0]?.extra ?? null, selections: [] };
  }
  const { sql: extraSql, params } = numbered(6);
  const { rows } = await db.query<Row & { extra?: unknown }>(
    `SELECT ${extraSql === null ? '' : `${extraSql} AS extra, `}p.idx, m.parent_match_id, m.match_id, m.sport_id, m.status, m.start_time,
            m.home_team, m.away_team,
            mk.name AS market_name, mk.bet_status, p.sub_type_id, p.special_bet_value, o.outcome
       FROM unnest($1::int[], $2::bigint[], $3::int[], $4::text[], $5::text[], $6::text[])
            AS p(idx, parent_match_id, sub_type_id, special_bet_value, odd_key, outcome_id)
       -- LATERAL keeps every lookup on a primary key: the planner cannot size unnest(), and a
       -- hash join would read the whole catalog for a five-leg bet.
       LEFT JOIN LATERAL (
              SELECT * FROM matches WHERE parent_match_id = p.parent_match_id
            ) m ON true
       LEFT JOIN LATERAL (
              SELECT name, bet_status, outcomes FROM markets
               WHERE parent_match_id = p.parent_match_id
                 AND sub_type_id = p.sub_type_id AND special_bet_value = p.special_bet_value
            ) mk ON true
       LEFT JOIN LATERAL (
              SELECT e AS outcome FROM jsonb_array_elements(mk.outcomes) e
               WHERE e->>'odd_key' = p.odd_key OR (p.odd_key IS NULL AND e->>'outcome_id' = p.outcome_id)
               LIMIT 1
            ) o ON true
      ORDER BY p.idx`,
    [
      picks.map((_, i) => i),
      picks.map((p) => p.parent_match_id),
      picks.map((p) => p.sub_type_id),
      picks.map((p) => p.special_bet_value ?? ''),
      picks.map((p) => (p.odd_key === undefined || p.odd_key === '' ? null : p.odd_key)),
      picks.map((p) =>
        p.outcome_id === undefined || p.outcome_id === null ? null : String(p.outcome_id),
      ),
      ...params,
    ],
  );
  const byIdx = new Map<number, Row>();
  for (const row of rows) if (!byIdx.has(row.idx)) byIdx.set(row.idx, row);
  const selections = picks.map((ref, i): SelectionLookup => {
    const row = byIdx.get(i);
    if (!row || row.parent_match_id === null) return selectionFrom(ref, null, null, null, now);
    const outcome =
      typeof row.outcome === 'string' ? (JSON.parse(row.outcome) as StoredOutcome) : row.outcome;
    return selectionFrom(
      ref,
      { ...row, parent_match_id: Number(row.parent_match_id), match_id: Number(row.match_id) },
      row.market_name === null || row.bet_status === null
        ? null
        : { name: row.market_name, bet_status: row.bet_status },
      outcome,
      now,
    );
  });
  return { extra: rows[0]?.extra ?? null, selections };
}

/** Every outcome of a match with its result (settlement reads a resulted match with it). */
export async function matchResults(
  db: Queryable,
  parentMatchId: number,
): Promise<
  Array<{
    sub_type_id: number;
    special_bet_value: string;
    odd_key: string;
    outcome_id: string;
    result: OutcomeResult | null;
  }>
> {
  const { rows } = await db.query<{
    sub_type_id: number;
    special_bet_value: string;
    odd_key: string;
    outcome_id: string;
    result: OutcomeResult | null;
  }>(
    `SELECT mk.sub_type_id, mk.special_bet_value, e->>'odd_key' AS odd_key,
            e->>'outcome_id' AS outcome_id, e->>'result' AS result
       FROM markets mk, jsonb_array_elements(mk.outcomes) WITH ORDINALITY AS x(e, n)
      WHERE mk.parent_match_id = $1
      ORDER BY mk.priority DESC, mk.sub_type_id, mk.special_bet_value, x.n`,
    [parentMatchId],
  );
  return rows;
}
