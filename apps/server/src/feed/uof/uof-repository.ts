import type { Queryable } from '../../db/database';
import { insertMatches, upsertReferenceData } from '../feed-repository';
import type { FeedMarket } from '../odds-feed';
import { oddKeyOf } from './uof-markets';
import { type UofFixture, type UofMarket, urnId } from './uof-messages';

/**
 * SQL of the Unified Odds Feed adapter. Ids come from the provider's URNs (`sr:match:123` is
 * match 123, `sr:competitor:42` team 42), so a fixture written twice is one row.
 */

/** Writes a fixture's sport, country, competition, teams and match; moves its kick-off if known. */
export async function upsertFixture(db: Queryable, f: UofFixture): Promise<number> {
  const sportId = urnId(f.sport.id);
  const categoryId = urnId(f.category.id);
  const competitionId = urnId(f.tournament.id);
  const parentMatchId = urnId(f.eventId);
  await upsertReferenceData(db, {
    sports: [{ sport_id: sportId, sport_name: f.sport.name, priority: 0 }],
    categories: [
      {
        category_id: categoryId,
        sport_id: sportId,
        category_name: f.category.name,
        country_code: f.category.countryCode,
        priority: 0,
      },
    ],
    competitions: [
      {
        competition_id: competitionId,
        category_id: categoryId,
        sport_id: sportId,
        competition_name: f.tournament.name,
        priority: 0,
      },
    ],
    teams: [f.home, f.away].map((t) => ({
      team_id: urnId(t.id),
      competition_id: competitionId,
      sport_id: sportId,
      team_name: t.name,
      strength: 0,
    })),
  });
  const written = await insertMatches(db, [
    {
      parent_match_id: parentMatchId,
      match_id: parentMatchId,
      sport_id: sportId,
      category_id: categoryId,
      competition_id: competitionId,
      home_team_id: urnId(f.home.id),
      away_team_id: urnId(f.away.id),
      home_team: f.home.name,
      away_team: f.away.name,
      start_time: f.startTime,
      // The provider prices the match: no scoring model of ours is kept for it.
      model: { family: 'goals', lh: 0, la: 0 },
      demo: false,
      markets: [],
    },
  ]);
  if (written.length === 0) {
    await db.query(
      `UPDATE matches SET start_time = $2, home_team = $3, away_team = $4 WHERE parent_match_id = $1`,
      [parentMatchId, f.startTime.toISOString(), f.home.name, f.away.name],
    );
  }
  return parentMatchId;
}

export async function matchTeams(
  db: Queryable,
  parentMatchId: number,
): Promise<{ home: string; away: string } | null> {
  const { rows } = await db.query<{ home_team: string; away_team: string }>(
    'SELECT home_team, away_team FROM matches WHERE parent_match_id = $1',
    [parentMatchId],
  );
  const row = rows[0];
  return row ? { home: row.home_team, away: row.away_team } : null;
}

/** Writes the prices and status of markets; a market already resulted keeps its results. */
export async function upsertMarkets(
  db: Queryable,
  parentMatchId: number,
  markets: readonly FeedMarket[],
): Promise<void> {
  for (const mk of markets) {
    await db.query(
      `INSERT INTO markets (parent_match_id, sub_type_id, special_bet_value, name, bet_status, priority, outcomes)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
       ON CONFLICT (parent_match_id, sub_type_id, special_bet_value) DO UPDATE
         SET bet_status = EXCLUDED.bet_status, outcomes = EXCLUDED.outcomes
       WHERE markets.bet_status <> 'SETTLED'`,
      [
        parentMatchId,
        mk.sub_type_id,
        mk.special_bet_value,
        mk.name,
        mk.bet_status,
        mk.priority,
        JSON.stringify(
          mk.outcomes.map((o) => ({
            odd_key: o.odd_key,
            outcome_id: o.outcome_id,
            display: o.display,
            odd_value: o.odd_value,
            result: null,
          })),
        ),
      ],
    );
  }
}

/** sport_event_status of an odds_change: live (1) or over (3, 4) as the catalog knows it. */
export async function setMatchStatus(
  db: Queryable,
  parentMatchId: number,
  eventStatus: number,
  at: Date,
): Promise<void> {
  const status = eventStatus === 1 ? 'live' : eventStatus >= 3 ? 'ended' : null;
  if (!status) return;
  await db.query(
    `UPDATE matches SET status = $2, ended_at = CASE WHEN $2 = 'ended' THEN coalesce(ended_at, $3) ELSE ended_at END
      WHERE parent_match_id = $1 AND status NOT IN ('ended', 'cancelled')`,
    [parentMatchId, status, at.toISOString()],
  );
}

/** Suspends every open market of the given matches (a bet stop, a producer in recovery). */
export async function suspendMatches(db: Queryable, parentMatchIds: readonly number[]) {
  if (parentMatchIds.length === 0) return 0;
  const { rowCount } = await db.query(
    `UPDATE markets SET bet_status = 'STOPPED'
      WHERE parent_match_id = ANY($1::bigint[]) AND bet_status = 'ACTIVE'`,
    [parentMatchIds],
  );
  return rowCount;
}

/** The open matches whose markets a producer prices (for suspending them during its recovery). */
export async function matchesOfProducer(db: Queryable, producer: number): Promise<number[]> {
  const { rows } = await db.query<{ parent_match_id: number }>(
    `SELECT parent_match_id FROM uof_match_producers WHERE producer = $1`,
    [producer],
  );
  return rows.map((r) => Number(r.parent_match_id));
}

export async function noteMatchProducer(db: Queryable, parentMatchId: number, producer: number) {
  await db.query(
    `INSERT INTO uof_match_producers (parent_match_id, producer) VALUES ($1, $2)
     ON CONFLICT DO NOTHING`,
    [parentMatchId, producer],
  );
}

type OutcomeResult = 'won' | 'lost' | 'void' | null;

/** Sets the result of each listed outcome of a market (others untouched) and its status. */
async function setResults(
  db: Queryable,
  parentMatchId: number,
  market: UofMarket,
  results: Map<string, OutcomeResult>,
  betStatus: 'SETTLED' | 'STOPPED',
): Promise<boolean> {
  const byKey: Record<string, OutcomeResult> = {};
  for (const [id, r] of results) {
    const key = oddKeyOf(market, id);
    if (key) byKey[key] = r;
  }
  const { rowCount } = await db.query(
    `UPDATE markets SET bet_status = $4, outcomes = (
       SELECT jsonb_agg(CASE WHEN $5::jsonb ? (o->>'odd_key')
                        THEN jsonb_set(o, '{result}', $5::jsonb -> (o->>'odd_key')) ELSE o END
                        ORDER BY ord)
         FROM jsonb_array_elements(outcomes) WITH ORDINALITY AS e(o, ord))
     WHERE parent_match_id = $1 AND sub_type_id = $2 AND special_bet_value = $3`,
    [parentMatchId, market.id, market.specifiers, betStatus, JSON.stringify(byKey)],
  );
  return rowCount === 1;
}

/** bet_settlement: each outcome won (1), lost (0) or void (void_factor 1); the market SETTLED. */
export async function settleMarket(db: Queryable, parentMatchId: number, market: UofMarket) {
  const results = new Map<string, OutcomeResult>();
  for (const o of market.outcomes) {
    if (o.voidFactor === 1) results.set(o.id, 'void');
    else if (o.voidFactor === undefined || o.voidFactor === 0) {
      results.set(o.id, o.result === 1 ? 'won' : 'lost');
    } else return false; // a half void (dead heat) is not supported: the market stays open
  }
  return setResults(db, parentMatchId, market, results, 'SETTLED');
}

/** bet_cancel: every outcome void, the market SETTLED (bets on it are refunded). */
export async function cancelMarket(db: Queryable, parentMatchId: number, market: UofMarket) {
  const { rows } = await db.query<{ outcome_id: string }>(
    `SELECT e->>'outcome_id' AS outcome_id FROM markets, jsonb_array_elements(outcomes) e
      WHERE parent_match_id = $1 AND sub_type_id = $2 AND special_bet_value = $3`,
    [parentMatchId, market.id, market.specifiers],
  );
  const results = new Map<string, OutcomeResult>(rows.map((r) => [r.outcome_id, 'void']));
  return setResults(db, parentMatchId, market, results, 'SETTLED');
}

/** rollback_bet_settlement / rollback_bet_cancel: results cleared, the market closed until re-priced. */
export async function clearMarketResults(db: Queryable, parentMatchId: number, market: UofMarket) {
  const { rows } = await db.query<{ outcome_id: string }>(
    `SELECT e->>'outcome_id' AS outcome_id FROM markets, jsonb_array_elements(outcomes) e
      WHERE parent_match_id = $1 AND sub_type_id = $2 AND special_bet_value = $3`,
    [parentMatchId, market.id, market.specifiers],
  );
  const results = new Map<string, OutcomeResult>(rows.map((r) => [r.outcome_id, null]));
  return setResults(db, parentMatchId, market, results, 'STOPPED');
}

/** The last message time processed per producer (recovery asks for everything after it). */
export async function producerCursor(db: Queryable, producer: number): Promise<number | null> {
  const { rows } = await db.query<{ last_ts: string }>(
    'SELECT last_ts FROM uof_producers WHERE producer = $1',
    [producer],
  );
  return rows[0] ? Number(rows[0].last_ts) : null;
}

export async function advanceProducerCursor(db: Queryable, producer: number, ts: number) {
  await db.query(
    `INSERT INTO uof_producers (producer, last_ts) VALUES ($1, $2)
     ON CONFLICT (producer) DO UPDATE SET last_ts = GREATEST(uof_producers.last_ts, EXCLUDED.last_ts)`,
    [producer, ts],
  );
}
