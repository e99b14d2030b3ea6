import type { BoPriceBody } from '@shangwe/contract/backoffice';
import { busChannels, type OddsChangeMessage } from '@shangwe/contract';
import { houseEdgeRefusal, overround, shiftMargin } from '@shangwe/domain';
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { recordStaffAction, type AuditActor } from '../audit';
import { boError } from '../errors';

interface Outcome {
  odd_key: string;
  outcome_id: string;
  display?: string;
  odd_value: number | string;
  result: 'won' | 'lost' | 'void' | null;
}

interface MarketRow {
  parent_match_id: number | string;
  match_id: number | string;
  sub_type_id: number;
  special_bet_value: string;
  name: string;
  bet_status: 'ACTIVE' | 'STOPPED' | 'SETTLED';
  outcomes: Outcome[] | string;
  feed_outcomes: Outcome[] | string | null;
  home_team: string;
  away_team: string;
}

interface OverrideRow {
  id: number | string;
  parent_match_id: number | string;
  sub_type_id: number;
  special_bet_value: string;
  odd_key: string | null;
  odd_value: string | number | null;
  margin_shift: string | number | null;
  reason: string;
  staff_email: string;
  created_at: Date | string;
  home_team: string | null;
  away_team: string | null;
  market_name: string | null;
}

const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const num = (v: number | string | null) => (v === null ? null : Number(v));

const MARKET_SQL = `SELECT mk.parent_match_id, m.match_id, mk.sub_type_id, mk.special_bet_value, mk.name,
       mk.bet_status, mk.outcomes, mk.feed_outcomes, m.home_team, m.away_team
  FROM markets mk JOIN matches m ON m.parent_match_id = mk.parent_match_id
 WHERE mk.parent_match_id = $1 AND mk.sub_type_id = $2 AND mk.special_bet_value = $3`;

const labelOf = (r: { home_team: string | null; away_team: string | null }, market: string) =>
  `${r.home_team} vs ${r.away_team} — ${market}`;

function presentMarket(row: MarketRow) {
  const outcomes = parse(row.outcomes);
  const feed = row.feed_outcomes === null ? outcomes : parse(row.feed_outcomes);
  const odds = outcomes.map((o, i) => ({
    odd_key: o.odd_key,
    display: o.display ?? o.odd_key,
    odd_value: Number(o.odd_value),
    feed_odd_value: Number(feed[i]?.odd_value ?? o.odd_value),
  }));
  return {
    parent_match_id: Number(row.parent_match_id),
    sub_type_id: row.sub_type_id,
    special_bet_value: row.special_bet_value,
    label: labelOf(row, `${row.name}${row.special_bet_value ? ` ${row.special_bet_value}` : ''}`),
    odds,
    overround: Number(overround(odds.map((o) => o.odd_value)).toFixed(4)),
  };
}

/** The overrides in force, newest first. */
export async function listPriceOverrides(db: Queryable) {
  const { rows } = await db.query<OverrideRow>(
    `SELECT p.*, m.home_team, m.away_team, mk.name AS market_name
       FROM trading_price_overrides p
       LEFT JOIN matches m ON m.parent_match_id = p.parent_match_id
       LEFT JOIN markets mk ON mk.parent_match_id = p.parent_match_id
                           AND mk.sub_type_id = p.sub_type_id
                           AND mk.special_bet_value = p.special_bet_value
      ORDER BY p.id DESC`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    parent_match_id: Number(r.parent_match_id),
    sub_type_id: r.sub_type_id,
    special_bet_value: r.special_bet_value,
    odd_key: r.odd_key,
    odd_value: num(r.odd_value),
    margin_shift: num(r.margin_shift),
    label: labelOf(r, r.market_name ?? `market ${r.sub_type_id}`),
    reason: r.reason,
    staff_email: r.staff_email,
    created_at: new Date(r.created_at).toISOString(),
  }));
}

/**
 * The market's prices with every override of it (the one being set included): the margin
 * shift on the feed's prices, then each selection's own price. The trigger of migration 0126
 * computes the same in the database.
 */
function proposedPrices(
  feed: readonly Outcome[],
  overrides: ReadonlyArray<Pick<OverrideRow, 'odd_key' | 'odd_value' | 'margin_shift'>>,
): number[] {
  const prices = feed.map((o) => Number(o.odd_value));
  const shift = overrides.find((o) => o.odd_key === null)?.margin_shift;
  const shifted = shift == null ? prices : shiftMargin(prices, Number(shift));
  return feed.map((o, i) => {
    const own = overrides.find((x) => x.odd_key === o.odd_key);
    return own ? Number(own.odd_value) : shifted[i]!;
  });
}

/**
 * Overrides one selection's price or shifts a market's margin (or lifts either: null), audited
 * in its transaction, refused when the bettor would win on average (the domain's house-edge
 * rule); then the new prices are published as the feed's are: the catalog in memory and every
 * open slip of the match see them at once.
 */
export async function setPrice(ctx: AppContext, by: AuditActor, body: BoPriceBody) {
  const now = ctx.now();
  const sbv = body.special_bet_value ?? '';
  const key = [body.parent_match_id, body.sub_type_id, sbv] as const;
  const row = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<MarketRow>(`${MARKET_SQL} FOR UPDATE OF mk`, [...key]);
    const market = rows[0];
    if (!market) throw boError('TRADING_NOT_FOUND');
    if (market.bet_status === 'SETTLED') throw boError('TRADING_MARKET_SETTLED');
    const feed =
      market.feed_outcomes === null ? parse(market.outcomes) : parse(market.feed_outcomes);
    if (body.odd_key !== undefined && !feed.some((o) => o.odd_key === body.odd_key))
      throw boError('TRADING_NOT_FOUND');
    const oddKey = body.odd_key ?? null;
    const value = oddKey === null ? (body.margin_shift ?? null) : (body.odd_value ?? null);
    const existing = (
      await tx.query<OverrideRow>(
        `SELECT * FROM trading_price_overrides
          WHERE parent_match_id = $1 AND sub_type_id = $2 AND special_bet_value = $3`,
        [...key],
      )
    ).rows;
    const others = existing.filter((o) => o.odd_key !== oddKey);
    const next =
      value === null
        ? others
        : [
            ...others,
            oddKey === null
              ? { odd_key: null, odd_value: null, margin_shift: value }
              : { odd_key: oddKey, odd_value: value, margin_shift: null },
          ];
    const refusal = houseEdgeRefusal(
      feed.map((o) => Number(o.odd_value)),
      proposedPrices(feed, next),
    );
    if (refusal)
      throw boError(
        refusal.code === 'overround' ? 'TRADING_PRICE_BELOW_OVERROUND' : 'TRADING_PRICE_ABOVE_FAIR',
      );
    await tx.query(
      `DELETE FROM trading_price_overrides
        WHERE parent_match_id = $1 AND sub_type_id = $2 AND special_bet_value = $3
          AND odd_key IS NOT DISTINCT FROM $4`,
      [...key, oddKey],
    );
    if (value !== null) {
      await tx.query(
        `INSERT INTO trading_price_overrides (parent_match_id, sub_type_id, special_bet_value,
           odd_key, odd_value, margin_shift, reason, staff_id, staff_email, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          ...key,
          oddKey,
          oddKey === null ? null : value,
          oddKey === null ? value : null,
          body.reason,
          by.id,
          by.email,
          now,
        ],
      );
    }
    // Outcomes left as they are: the trigger re-prices from the feed's prices it keeps.
    await tx.query(
      `UPDATE markets SET outcomes = outcomes
        WHERE parent_match_id = $1 AND sub_type_id = $2 AND special_bet_value = $3`,
      [...key],
    );
    const after = (await tx.query<MarketRow>(MARKET_SQL, [...key])).rows[0]!;
    const before = presentMarket(market);
    const presented = presentMarket(after);
    await recordStaffAction(tx, {
      staff: by,
      action: oddKey === null ? 'trading.margin' : 'trading.price',
      objectType: 'market',
      objectId: `${key[0]}/${key[1]}/${key[2]}${oddKey === null ? '' : `/${oddKey}`}`,
      before: {
        odds: before.odds.map((o) => [o.odd_key, o.odd_value]),
        overround: before.overround,
      },
      after: {
        odds: presented.odds.map((o) => [o.odd_key, o.odd_value]),
        overround: presented.overround,
        ...(oddKey === null ? { margin_shift: value } : { odd_key: oddKey, odd_value: value }),
      },
      reason: body.reason,
      at: now,
    });
    return after;
  });
  const message: Omit<OddsChangeMessage, 'ts'> = {
    parent_match_id: Number(row.parent_match_id),
    match_id: Number(row.match_id),
    markets: [
      {
        sub_type_id: row.sub_type_id,
        special_bet_value: row.special_bet_value,
        bet_status: row.bet_status,
        odds: parse(row.outcomes).map((o) => ({
          odd_key: o.odd_key,
          outcome_id: o.outcome_id,
          odd_value: Number(o.odd_value),
          result: o.result ?? null,
        })),
      },
    ],
  };
  await ctx.bus.publish(busChannels.oddsChange, { ...message, ts: Date.now() });
  return { market: presentMarket(row) };
}
