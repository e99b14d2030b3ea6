import type { BoLiabilityRow } from '@shangwe/contract/backoffice';
import type { Queryable } from '../../db/database';

interface Row {
  parent_match_id: number | string;
  home_team: string;
  away_team: string;
  start_time: Date | string;
  sub_type_id: number;
  special_bet_value: string;
  market: string | null;
  bet_status: string | null;
  odd_key: string;
  selection: string | null;
  bets: number;
  stakes_cents: number | string;
  liability_cents: number | string;
  max_liability: number | string | null;
  total: number | string;
}

/**
 * The book's exposure per open selection, largest liability first: read from
 * `trading_exposure`, which the placement statement and every wager's leaving or re-entering
 * the open state keep current (migration 0096), never recomputed per view.
 */
export async function liability(
  db: Queryable,
  page: number,
  perPage: number,
): Promise<{ items: BoLiabilityRow[]; total: number }> {
  const { rows } = await db.query<Row>(
    `SELECT e.*, m.home_team, m.away_team, m.start_time, mk.name AS market, mk.bet_status,
            (SELECT o->>'display' FROM jsonb_array_elements(mk.outcomes) o
              WHERE o->>'odd_key' = e.odd_key LIMIT 1) AS selection,
            trading_limit_of(e.parent_match_id, e.sub_type_id, 'liability') AS max_liability,
            COUNT(*) OVER () AS total
       FROM trading_exposure e
       JOIN matches m ON m.parent_match_id = e.parent_match_id
       LEFT JOIN markets mk ON mk.parent_match_id = e.parent_match_id
                           AND mk.sub_type_id = e.sub_type_id
                           AND mk.special_bet_value = e.special_bet_value
      WHERE e.bets > 0 AND COALESCE(mk.bet_status, 'ACTIVE') <> 'SETTLED'
      ORDER BY e.liability_cents DESC, e.parent_match_id, e.sub_type_id, e.odd_key
      LIMIT $1 OFFSET $2`,
    [perPage, (page - 1) * perPage],
  );
  return {
    total: rows[0] ? Number(rows[0].total) : 0,
    items: rows.map((r) => ({
      parent_match_id: Number(r.parent_match_id),
      match: `${r.home_team} vs ${r.away_team}`,
      start_time: new Date(r.start_time).toISOString(),
      sub_type_id: r.sub_type_id,
      special_bet_value: r.special_bet_value,
      market: r.market ?? `Market ${r.sub_type_id}`,
      bet_status: r.bet_status ?? 'STOPPED',
      odd_key: r.odd_key,
      selection: r.selection ?? r.odd_key,
      bets: Number(r.bets),
      stakes: Number(r.stakes_cents) / 100,
      liability: Number(r.liability_cents) / 100,
      max_liability: r.max_liability === null ? null : Number(r.max_liability) / 100,
    })),
  };
}
