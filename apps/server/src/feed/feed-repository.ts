import type { Queryable } from '../db/database';
import type { FeedMatch, ReferenceData } from './odds-feed';

/**
 * SQL of the fixture writer. Rows go in as column arrays through unnest(): one statement per
 * chunk instead of one per row, which is what makes writing ~36,000 markets at start-up fast
 * on PGlite and PostgreSQL alike.
 */

const CHUNK = 2_000;

async function insertColumns(
  db: Queryable,
  sql: (from: string) => string,
  types: string[],
  rows: unknown[][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const columns = types.map((_, c) => chunk.map((row) => row[c]));
    const from = `unnest(${types.map((t, i) => `$${i + 1}::${t}[]`).join(', ')})`;
    await db.query(sql(from), columns);
  }
}

/**
 * Markets per INSERT. PGlite's WebAssembly memory never shrinks, so the largest statement sets
 * the server's resident memory for good: keep each one small.
 */
const MARKET_CHUNK = 400;

export async function upsertReferenceData(db: Queryable, ref: ReferenceData): Promise<void> {
  await insertColumns(
    db,
    (from) =>
      `INSERT INTO sports (sport_id, sport_name, priority) SELECT * FROM ${from} ON CONFLICT (sport_id) DO NOTHING`,
    ['int', 'text', 'int'],
    ref.sports.map((s) => [s.sport_id, s.sport_name, s.priority]),
  );
  await insertColumns(
    db,
    (from) =>
      `INSERT INTO categories (category_id, sport_id, category_name, country_code, priority) SELECT * FROM ${from} ON CONFLICT (category_id) DO NOTHING`,
    ['int', 'int', 'text', 'text', 'int'],
    ref.categories.map((c) => [
      c.category_id,
      c.sport_id,
      c.category_name,
      c.country_code,
      c.priority,
    ]),
  );
  await insertColumns(
    db,
    (from) =>
      `INSERT INTO competitions (competition_id, category_id, sport_id, competition_name, priority) SELECT * FROM ${from} ON CONFLICT (competition_id) DO NOTHING`,
    ['int', 'int', 'int', 'text', 'int'],
    ref.competitions.map((c) => [
      c.competition_id,
      c.category_id,
      c.sport_id,
      c.competition_name,
      c.priority,
    ]),
  );
  await insertColumns(
    db,
    (from) =>
      `INSERT INTO teams (team_id, competition_id, sport_id, team_name, strength) SELECT * FROM ${from} ON CONFLICT (team_id) DO NOTHING`,
    ['int', 'int', 'int', 'text', 'real'],
    ref.teams.map((t) => [t.team_id, t.competition_id, t.sport_id, t.team_name, t.strength]),
  );
}

/** Inserts matches with their markets; matches already present are left alone. Returns the ids written. */
export async function insertMatches(
  db: Queryable,
  matches: readonly FeedMatch[],
): Promise<number[]> {
  if (matches.length === 0) return [];
  const existing = new Set(
    (
      await db.query<{ parent_match_id: number }>(
        'SELECT parent_match_id FROM matches WHERE parent_match_id = ANY($1::bigint[])',
        [matches.map((m) => m.parent_match_id)],
      )
    ).rows.map((r) => Number(r.parent_match_id)),
  );
  const fresh = matches.filter((m) => !existing.has(m.parent_match_id));
  if (fresh.length === 0) return [];
  await insertColumns(
    db,
    (from) =>
      `INSERT INTO matches (parent_match_id, match_id, sport_id, category_id, competition_id, home_team_id,
         away_team_id, home_team, away_team, start_time, model, demo) SELECT * FROM ${from}`,
    [
      'bigint',
      'bigint',
      'int',
      'int',
      'int',
      'int',
      'int',
      'text',
      'text',
      'timestamptz',
      'jsonb',
      'boolean',
    ],
    fresh.map((m) => [
      m.parent_match_id,
      m.match_id,
      m.sport_id,
      m.category_id,
      m.competition_id,
      m.home_team_id,
      m.away_team_id,
      m.home_team,
      m.away_team,
      m.start_time.toISOString(),
      JSON.stringify(m.model),
      m.demo,
    ]),
  );
  // Markets go in as one JSON document per chunk: a JSON array parameter holding JSON texts
  // costs twice as much in quoting and parsing.
  const marketRows = fresh.flatMap((m) =>
    m.markets.map((mk) => ({
      a: m.parent_match_id,
      b: mk.sub_type_id,
      c: mk.special_bet_value,
      d: mk.name,
      e: mk.bet_status,
      f: mk.priority,
      g: mk.outcomes.map((o) => ({
        odd_key: o.odd_key,
        outcome_id: o.outcome_id,
        display: o.display,
        odd_value: o.odd_value,
        result: null,
      })),
    })),
  );
  for (let start = 0; start < marketRows.length; start += MARKET_CHUNK) {
    await db.query(
      `INSERT INTO markets (parent_match_id, sub_type_id, special_bet_value, name, bet_status, priority, outcomes)
       SELECT a, b, c, d, e, f, g FROM json_to_recordset($1::json)
         AS x(a bigint, b int, c text, d text, e text, f int, g jsonb)`,
      [JSON.stringify(marketRows.slice(start, start + MARKET_CHUNK))],
    );
  }
  return fresh.map((m) => m.parent_match_id);
}

export async function existingBatches(
  db: Queryable,
  keys: readonly string[],
): Promise<Set<string>> {
  const { rows } = await db.query<{ batch_key: string }>(
    'SELECT batch_key FROM feed_batches WHERE batch_key = ANY($1::text[])',
    [keys],
  );
  return new Set(rows.map((r) => r.batch_key));
}

export async function recordBatches(
  db: Queryable,
  batches: Array<{ key: string; matches: number }>,
): Promise<void> {
  if (batches.length === 0) return;
  await insertColumns(
    db,
    (from) =>
      `INSERT INTO feed_batches (batch_key, matches) SELECT * FROM ${from} ON CONFLICT (batch_key) DO NOTHING`,
    ['text', 'int'],
    batches.map((b) => [b.key, b.matches]),
  );
}

/**
 * Drops the markets of matches that kicked off before `before` and are over: the match rows stay
 * (bet history names them), the ~25 market rows each are no longer needed once settled.
 */
export async function pruneOldMarkets(db: Queryable, before: Date): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM markets WHERE parent_match_id IN (
       SELECT parent_match_id FROM matches
        WHERE start_time < $1 AND status IN ('ended', 'cancelled') AND resulted_at IS NOT NULL)`,
    [before.toISOString()],
  );
  return rowCount;
}
