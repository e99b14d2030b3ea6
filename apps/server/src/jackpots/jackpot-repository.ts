import type { JackpotKind } from '@shangwe/contract';
import type { JackpotResult } from '@shangwe/domain';
import type { Queryable } from '../db/database';

/** An event as stored (money in minor units). */
export interface EventRow {
  id: number;
  kind: JackpotKind;
  name: string;
  /** The country whose bettors see and enter it (KE, GH, NG). */
  country: string;
  /** Its stakes, guarantee, pools and prizes are in this currency only. */
  currency: string;
  product_id: number | null;
  slot: string;
  stake_per_line: number;
  guarantee: number;
  operator_share_percent: number;
  carry_in: number;
  closes_at: Date;
  status: 'open' | 'settling' | 'settled';
  settlement: StoredSettlement | null;
  carried_out: number | null;
  total_lines: number | null;
  settled_at: Date | null;
}

/** The settlement kept on the event: what the results page shows. */
export interface StoredSettlement {
  tiers: Array<{
    tier: 'jackpot' | 'bonus1' | 'bonus2';
    correct: number;
    label: string;
    pool: number;
    winning_lines: number;
    amount_per_line: number;
  }>;
  operator: number;
  guarantee_top_up: number;
  remainder: number;
  rollover: number;
}

/** One match of an event with what the catalog knows of it. */
export interface EventMatchRow {
  event_id: number;
  position: number;
  parent_match_id: number;
  odds: Record<string, number>;
  catalog_odds: Record<string, number>;
  home_team: string;
  away_team: string;
  start_time: Date;
  status: string;
  home_score: number | null;
  away_score: number | null;
  competition_name: string;
  category_name: string;
  sport_id: number;
  /** '1' | 'X' | '2' | 'void' once resulted, from the catalog's 1X2 market. */
  result: JackpotResult | null;
}

export const EVENT_COLUMNS = `id, kind, name, country, currency, product_id, slot, stake_per_line, guarantee,
  operator_share_percent, carry_in, closes_at, status, settlement, carried_out, total_lines, settled_at`;

/**
 * The result of a match for the jackpots: a cancelled or postponed match is void; otherwise
 * the winning outcome of its settled 1X2 market (sub_type_id 1), void when every outcome is.
 */
export const MATCH_RESULT_SQL = `CASE
    WHEN m.status IN ('cancelled', 'postponed', 'abandoned') THEN 'void'
    WHEN mk.bet_status = 'SETTLED' THEN COALESCE(
      (SELECT o->>'odd_key' FROM jsonb_array_elements(mk.outcomes) o WHERE o->>'result' = 'won' LIMIT 1),
      CASE WHEN NOT EXISTS (SELECT 1 FROM jsonb_array_elements(mk.outcomes) o
                             WHERE COALESCE(o->>'result', '') <> 'void') THEN 'void' END)
  END`;

export async function findEvent(db: Queryable, id: number): Promise<EventRow | undefined> {
  const { rows } = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM jackpot_events WHERE id = $1`,
    [id],
  );
  return rows[0];
}

export async function lockEvent(tx: Queryable, id: number): Promise<EventRow | undefined> {
  const { rows } = await tx.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM jackpot_events WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

/**
 * A country's events still taking entries (closing time ahead), of one product or all,
 * soonest first.
 */
export async function openEvents(
  db: Queryable,
  country: string,
  now: Date,
  kind: JackpotKind | undefined,
): Promise<EventRow[]> {
  const { rows } = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM jackpot_events
      WHERE status = 'open' AND country = $1 AND closes_at > $2
        AND ($3::text IS NULL OR kind = $3)
      ORDER BY closes_at, id`,
    [country, now, kind ?? null],
  );
  return rows;
}

/** A country's settled pool events, newest first. */
export async function settledEvents(
  db: Queryable,
  country: string,
  kind: JackpotKind | undefined,
  limit: number,
): Promise<EventRow[]> {
  const { rows } = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM jackpot_events
      WHERE status = 'settled' AND country = $1 AND ($2::text IS NULL OR kind = $2)
      ORDER BY settled_at DESC, id DESC LIMIT $3`,
    [country, kind ?? null, limit],
  );
  return rows;
}

/** Every match of these events in the event's order, with the catalog's names and results. */
export async function eventMatches(
  db: Queryable,
  eventIds: readonly number[],
): Promise<EventMatchRow[]> {
  if (eventIds.length === 0) return [];
  const { rows } = await db.query<EventMatchRow>(
    `SELECT em.event_id, em.position, em.parent_match_id, em.odds, em.catalog_odds,
            m.home_team, m.away_team, m.start_time, m.status, m.home_score, m.away_score,
            m.sport_id, c.competition_name, cat.category_name,
            ${MATCH_RESULT_SQL} AS result
       FROM jackpot_event_matches em
       JOIN matches m ON m.parent_match_id = em.parent_match_id
       JOIN competitions c ON c.competition_id = m.competition_id
       JOIN categories cat ON cat.category_id = m.category_id
       LEFT JOIN markets mk ON mk.parent_match_id = m.parent_match_id AND mk.sub_type_id = 1
                          AND mk.special_bet_value = ''
      WHERE em.event_id = ANY($1::bigint[])
      ORDER BY em.event_id, em.position`,
    [eventIds],
  );
  return rows;
}

/** Groups match rows by event id. */
export function matchesByEvent(rows: readonly EventMatchRow[]): Map<number, EventMatchRow[]> {
  const byEvent = new Map<number, EventMatchRow[]>();
  for (const row of rows) {
    const list = byEvent.get(Number(row.event_id)) ?? [];
    list.push(row);
    byEvent.set(Number(row.event_id), list);
  }
  return byEvent;
}

/** Unsettled pool events whose closing time has passed (candidates for settlement). */
export async function closedUnsettledEvents(
  db: Queryable,
  now: Date,
  kinds: readonly string[],
): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM jackpot_events
      WHERE status IN ('open', 'settling') AND closes_at <= $1 AND kind = ANY($2::text[])
      ORDER BY closes_at, id`,
    [now, kinds],
  );
  return rows.map((r) => Number(r.id));
}

/** One entry as settlement reads it. */
export interface EntryRow {
  bet_id: number;
  profile_id: number;
  country: string;
  stake: number;
  picks: string[];
  lines: number;
  stake_per_line: number;
}

/**
 * Every entry of an event that takes part in its settlement, in bet id order: open, or already
 * settled by an interrupted run (a cancelled entry was refunded and takes no part). The wagers
 * come through the bet store's published read `wagers_read` (migration 0155).
 */
export async function eventEntries(db: Queryable, eventId: number): Promise<EntryRow[]> {
  const { rows } = await db.query<EntryRow>(
    `SELECT e.bet_id, e.profile_id, b.country, b.stake, e.picks, e.lines, e.stake_per_line
       FROM jackpot_entries e JOIN wagers_read b ON b.id = e.bet_id
      WHERE e.event_id = $1 AND b.status IN ('open', 'won', 'lost') ORDER BY e.bet_id`,
    [eventId],
  );
  return rows;
}

/** Whether the bettor already holds an entry of this event (the free jackpot's one line). */
export async function hasEntry(db: Queryable, eventId: number, profileId: number) {
  const { rows } = await db.query(
    'SELECT 1 FROM jackpot_entries WHERE event_id = $1 AND profile_id = $2 LIMIT 1',
    [eventId, profileId],
  );
  return rows.length > 0;
}

/** A wager's jackpot entry as placed (none for a product without entries: boosted multibet). */
export async function entryOfBet(
  db: Queryable,
  betId: number,
): Promise<{ event_id: number; lines: number; stake_per_line: number } | undefined> {
  const { rows } = await db.query<{ event_id: number; lines: number; stake_per_line: number }>(
    'SELECT event_id, lines, stake_per_line FROM jackpot_entries WHERE bet_id = $1',
    [betId],
  );
  return rows[0];
}
