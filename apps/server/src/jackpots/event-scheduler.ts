import {
  COUNTRY_CODES,
  isJackpotKindOffered,
  DEFAULT_COUNTRY_CODE,
  getCountryConfig,
  JACKPOT_KINDS,
  JACKPOT_PRODUCTS,
  jackpotAmounts,
  type CountryCode,
  type JackpotProductKind,
} from '@shangwe/domain';
import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import { claimCarries } from './carries';
import { pickEventMatches, type OpenEventMatches, type PickCandidate } from './event-picker';
import { boostedOdds } from './fixed-odds-pricing';

const HOUR_MS = 3_600_000;

/**
 * How far ahead an event's matches may start, by schedule (a week, a week, two days): opened
 * on a Friday, the midweek event still reaches next Tuesday to Thursday.
 */
const HORIZON_MS = { weekly: 7 * 24 * HOUR_MS, midweek: 7 * 24 * HOUR_MS, daily: 2 * 24 * HOUR_MS };

/** Entries stay open at least this long: a match about to start is never an event's first. */
const LEAD_MS = HOUR_MS;

/**
 * Upcoming soccer matches with an open 1X2 market and their competition, not already in an
 * open event of this product in this country: an event never repeats a match of another
 * running event of its product.
 */
async function candidates(
  db: Queryable,
  country: CountryCode,
  kind: JackpotProductKind,
  now: Date,
  horizonMs: number,
): Promise<PickCandidate[]> {
  const { rows } = await db.query<{
    parent_match_id: number;
    start_time: Date;
    outcomes: Array<{ odd_key: string; odd_value: number }>;
    competition_name: string | null;
    category_name: string | null;
    country_code: string | null;
    priority: number | null;
  }>(
    `SELECT m.parent_match_id, m.start_time, mk.outcomes, c.competition_name, c.priority,
            cat.category_name, cat.country_code
       FROM matches m
       JOIN markets mk ON mk.parent_match_id = m.parent_match_id AND mk.sub_type_id = 1
                      AND mk.special_bet_value = '' AND mk.bet_status = 'ACTIVE'
       LEFT JOIN competitions c ON c.competition_id = m.competition_id
       LEFT JOIN categories cat ON cat.category_id = c.category_id
      WHERE m.sport_id = 1 AND m.status = 'not_started' AND NOT m.demo
        AND m.start_time > $1 AND m.start_time <= $2
        AND NOT EXISTS (SELECT 1 FROM jackpot_event_matches em
                          JOIN jackpot_events e ON e.id = em.event_id
                         WHERE em.parent_match_id = m.parent_match_id AND e.kind = $3
                           AND e.country = $4 AND e.status = 'open')
      ORDER BY m.start_time, m.parent_match_id
      LIMIT 3000`,
    [new Date(now.getTime() + LEAD_MS), new Date(now.getTime() + horizonMs), kind, country],
  );
  return rows
    .map((r) => ({
      parent_match_id: Number(r.parent_match_id),
      start_time: r.start_time,
      odds: Object.fromEntries(r.outcomes.map((o) => [o.odd_key, Number(o.odd_value)])),
      competition_name: r.competition_name ?? '',
      category_name: r.category_name ?? '',
      country_code: r.country_code,
      priority: Number(r.priority ?? 0),
    }))
    .filter((c) => c.odds['1'] && c.odds.X && c.odds['2']);
}

/** The country's other products' open events: their matches and closing times. */
async function openEvents(
  db: Queryable,
  country: CountryCode,
  now: Date,
): Promise<OpenEventMatches[]> {
  const { rows } = await db.query<{ kind: string; closes_at: Date; matches: number[] }>(
    `SELECT e.kind, e.closes_at, array_agg(em.parent_match_id) AS matches
       FROM jackpot_events e JOIN jackpot_event_matches em ON em.event_id = e.id
      WHERE e.status = 'open' AND e.country = $1 AND e.closes_at > $2
      GROUP BY e.id, e.kind, e.closes_at`,
    [country, now],
  );
  return rows.map((r) => ({
    kind: r.kind,
    closes_at: new Date(r.closes_at),
    matches: r.matches.map(Number),
  }));
}

/**
 * Opens an event of `kind` in `country` from the catalog when none of its is taking entries,
 * priced in the country's currency (the domain's jackpotAmounts): the product's number
 * of upcoming matches picked by its own rule (event-picker.ts), closing at the first kick-off,
 * never at the same minute as another open product nor with the same matches. Returns the new event's id, or null when
 * one is open already or the catalog has too few matches. The slot (product and first match)
 * keeps a re-run from opening the same event twice.
 */
export async function ensureOpenEvent(
  ctx: Pick<AppContext, 'db'>,
  kind: JackpotProductKind,
  now: Date,
  country: CountryCode = DEFAULT_COUNTRY_CODE,
): Promise<number | null> {
  const rule = JACKPOT_PRODUCTS[kind];
  const amounts = jackpotAmounts(kind, country);
  return ctx.db.transaction(async (tx) => {
    const open = await tx.query(
      `SELECT 1 FROM jackpot_events
        WHERE kind = $1 AND country = $2 AND status = 'open' AND closes_at > $3 LIMIT 1`,
      [kind, country, now],
    );
    if (open.rows.length > 0) return null;
    const picked = pickEventMatches(
      kind,
      rule.matches,
      await candidates(tx, country, kind, now, HORIZON_MS[rule.schedule]),
      await openEvents(tx, country, now),
    );
    if (picked.length < rule.matches) return null;
    const closesAt = picked[0]!.start_time;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO jackpot_events (kind, name, country, currency, product_id, slot,
         stake_per_line, guarantee, operator_share_percent, closes_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (slot) DO NOTHING RETURNING id`,
      [
        kind,
        amounts.name,
        country,
        getCountryConfig(country).currency,
        rule.productId,
        `${country}:${kind}:${picked[0]!.parent_match_id}:${closesAt.toISOString()}`,
        amounts.stakePerLineCents,
        amounts.guaranteeCents,
        rule.operatorSharePercent,
        closesAt,
        now,
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) return null;
    const fixedOdds = kind === 'sababisha' || kind === 'boosted';
    await tx.query(
      `INSERT INTO jackpot_event_matches (event_id, position, parent_match_id, odds, catalog_odds)
       SELECT $1, x.position, x.parent_match_id, x.odds::jsonb, x.catalog_odds::jsonb
         FROM unnest($2::int[], $3::bigint[], $4::text[], $5::text[])
           AS x(position, parent_match_id, odds, catalog_odds)`,
      [
        id,
        picked.map((_, i) => i + 1),
        picked.map((c) => c.parent_match_id),
        picked.map((c) =>
          JSON.stringify(!fixedOdds ? {} : kind === 'boosted' ? boostedOdds(c.odds) : c.odds),
        ),
        picked.map((c) => JSON.stringify(fixedOdds ? c.odds : {})),
      ],
    );
    await claimCarries(tx, kind, country, now);
    return Number(id);
  });
}

/** Every product the events worker keeps open. */
export const SCHEDULED_KINDS: readonly JackpotProductKind[] = JACKPOT_KINDS;

/**
 * In every country, opens whatever product has no open event; returns the ids opened.
 * `stopping` ends it between two products (the worker's shutdown).
 */
export async function ensureOpenEvents(
  ctx: Pick<AppContext, 'db'>,
  now: Date,
  stopping: () => boolean = () => false,
): Promise<number[]> {
  const opened: number[] = [];
  for (const country of COUNTRY_CODES) {
    for (const kind of SCHEDULED_KINDS) {
      if (stopping()) return opened;
      if (!isJackpotKindOffered(kind, country)) continue;
      const id = await ensureOpenEvent(ctx, kind, now, country);
      if (id !== null) opened.push(id);
    }
  }
  return opened;
}
