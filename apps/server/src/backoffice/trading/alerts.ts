import type { BoTradingAlert, BoTradingAlertsQuery } from '@shangwe/contract/backoffice';
import { ALERT_DEFAULTS, bettorEdgeZ, casinoGame, PRODUCT, productReturnZ } from '@shangwe/domain';
import type { Queryable } from '../../db/database';
import { SHIKISHA_MARGIN } from '../../shikisha/joint-price';

const money = (cents: number) => Math.round(cents) / 100;
const round = (n: number, digits = 2) => Number(n.toFixed(digits));

/** Each product's published return: Shikisha's least margin, each casino game's RTP. */
const PUBLISHED_RETURN: Record<string, number> = {
  SHIKISHA: 1 / (1 + SHIKISHA_MARGIN),
  CASINO_CRASH: casinoGame('crash')!.rtpPercent / 100,
  CASINO_DICE: casinoGame('dice')!.rtpPercent / 100,
  CASINO_WHEEL: casinoGame('wheel')!.rtpPercent / 100,
};

/**
 * Bettors whose settled bets of the window paid far more than fair prices allow: z of
 * (paid − staked) against the payout variance of fair bets (domain `bettorEdgeZ`).
 */
async function bettorEdges(db: Queryable, since: Date, q: Required<BoTradingAlertsQuery>) {
  const { rows } = await db.query<{
    profile_id: string | number;
    bets: number;
    staked: string;
    paid: string;
    variance: string;
    last: Date | string;
  }>(
    `SELECT profile_id, count(*)::int AS bets, sum(stake)::text AS staked,
            sum(amount_paid)::text AS paid,
            sum(stake::numeric * stake::numeric * GREATEST(total_odd - 1, 0))::text AS variance,
            max(settled_at) AS last
       FROM bets
      WHERE status IN ('won', 'lost') AND settled_at >= $1 AND product = ANY($2::text[])
      GROUP BY profile_id HAVING count(*) >= $3`,
    [since, [PRODUCT.normal, PRODUCT.shikisha, PRODUCT.boosted, PRODUCT.sababisha], q.min_bets],
  );
  const alerts: BoTradingAlert[] = [];
  for (const r of rows) {
    const staked = Number(r.staked);
    const paid = Number(r.paid);
    const z = bettorEdgeZ(staked, paid, Number(r.variance));
    if (z < q.bettor_z) continue;
    alerts.push({
      kind: 'bettor_edge',
      title: `Bettor ${r.profile_id} wins far above the margin`,
      detail: `${r.bets} settled bets: staked ${money(staked).toFixed(2)}, paid ${money(paid).toFixed(2)} (return ${round((paid / staked) * 100, 1)}%), ${round(z, 1)} standard deviations above fair prices`,
      profile_id: Number(r.profile_id),
      parent_match_id: null,
      bet_id: null,
      product: null,
      score: round(z),
      at: new Date(r.last).toISOString(),
    });
  }
  return alerts;
}

/** Many bettors backing one selection of an open market within a few minutes. */
async function selectionBursts(db: Queryable, now: Date, q: Required<BoTradingAlertsQuery>) {
  const { rows } = await db.query<{
    parent_match_id: string | number;
    sub_type_id: number;
    special_bet_value: string;
    bet_pick: string;
    home_team: string;
    away_team: string;
    market_name: string;
    bettors: number;
    bets: number;
    stakes: string;
    last: Date | string;
  }>(
    `SELECT l.parent_match_id, l.sub_type_id, l.special_bet_value, l.bet_pick,
            max(l.home_team) AS home_team, max(l.away_team) AS away_team,
            max(l.market_name) AS market_name,
            count(DISTINCT b.profile_id)::int AS bettors, count(*)::int AS bets,
            sum(b.stake)::text AS stakes, max(b.created_at) AS last
       FROM bets b JOIN bet_legs l ON l.bet_id = b.id
      WHERE b.created_at >= $1 AND b.created_at <= $2 AND l.status = 'open'
      GROUP BY l.parent_match_id, l.sub_type_id, l.special_bet_value, l.bet_pick
     HAVING count(DISTINCT b.profile_id) >= $3
      ORDER BY count(DISTINCT b.profile_id) DESC LIMIT 100`,
    [new Date(now.getTime() - q.burst_minutes * 60_000), now, q.burst_bettors],
  );
  return rows.map((r): BoTradingAlert => ({
    kind: 'selection_burst',
    title: `${r.bettors} bettors backed one selection in ${q.burst_minutes} minutes`,
    detail: `${r.home_team} vs ${r.away_team} — ${r.market_name}${r.special_bet_value ? ` ${r.special_bet_value}` : ''}: ${r.bet_pick}, ${r.bets} bets, stakes ${money(Number(r.stakes)).toFixed(2)}`,
    profile_id: null,
    parent_match_id: Number(r.parent_match_id),
    bet_id: null,
    product: null,
    score: r.bettors,
    at: new Date(r.last).toISOString(),
  }));
}

/** Bets accepted on a match in the seconds before one of its goals or bet stops. */
async function betsBeforeEvents(db: Queryable, since: Date, q: Required<BoTradingAlertsQuery>) {
  const { rows } = await db.query<{
    bet_id: string | number;
    profile_id: string | number;
    parent_match_id: string | number;
    kind: 'goal' | 'bet_stop';
    seconds: string;
    stake: string;
    at: Date | string;
    home_team: string;
    away_team: string;
  }>(
    `SELECT DISTINCT ON (b.id) b.id AS bet_id, b.profile_id, l.parent_match_id, e.kind,
            extract(epoch FROM e.at - b.created_at)::text AS seconds, b.stake::text AS stake,
            e.at, l.home_team, l.away_team
       FROM trading_match_events e
       JOIN bet_legs l ON l.parent_match_id = e.parent_match_id
       JOIN bets b ON b.id = l.bet_id
      WHERE e.at >= $1 AND b.created_at < e.at
        AND b.created_at >= e.at - make_interval(secs => $2)
        AND b.status NOT IN ('rejected', 'cancelled')
      ORDER BY b.id, e.at LIMIT 200`,
    [since, q.before_event_seconds],
  );
  return rows.map((r): BoTradingAlert => ({
    kind: 'bet_before_event',
    title: `Bet ${r.bet_id} placed ${Math.round(Number(r.seconds))} s before a ${r.kind === 'goal' ? 'goal' : 'bet stop'}`,
    detail: `${r.home_team} vs ${r.away_team}: bettor ${r.profile_id}, stake ${money(Number(r.stake)).toFixed(2)}`,
    profile_id: Number(r.profile_id),
    parent_match_id: Number(r.parent_match_id),
    bet_id: Number(r.bet_id),
    product: null,
    score: round(Number(r.seconds)),
    at: new Date(r.at).toISOString(),
  }));
}

/** Shikisha and casino products paying above their published return over the window. */
async function productsOverReturn(db: Queryable, since: Date, q: Required<BoTradingAlertsQuery>) {
  const products = Object.keys(PUBLISHED_RETURN);
  const { rows } = await db.query<{
    product: string;
    bets: number;
    staked: string;
    paid: string;
    residuals: string;
    last: Date | string;
  }>(
    `WITH t AS (
       SELECT product, count(*)::int AS bets, sum(stake)::numeric AS staked,
              sum(amount_paid)::numeric AS paid, max(settled_at) AS last
         FROM bets WHERE status IN ('won', 'lost') AND settled_at >= $1 AND product = ANY($2::text[])
        GROUP BY product HAVING count(*) >= $3)
     SELECT t.product, t.bets, t.staked::text AS staked, t.paid::text AS paid, t.last,
            (SELECT sum(power(b.amount_paid - (t.paid / t.staked) * b.stake, 2))
               FROM bets b WHERE b.product = t.product AND b.status IN ('won', 'lost')
                 AND b.settled_at >= $1)::text AS residuals
       FROM t`,
    [since, products, q.min_product_bets],
  );
  const alerts: BoTradingAlert[] = [];
  for (const r of rows) {
    const published = PUBLISHED_RETURN[r.product]!;
    const { ratio, z } = productReturnZ(
      Number(r.staked),
      Number(r.paid),
      Number(r.residuals),
      published,
    );
    if (z < q.product_z) continue;
    alerts.push({
      kind: 'product_over_return',
      title: `${r.product} pays ${round(ratio * 100, 1)}%, above its published ${round(published * 100, 1)}%`,
      detail: `${r.bets} settled wagers in ${q.hours} h: staked ${money(Number(r.staked)).toFixed(2)}, paid ${money(Number(r.paid)).toFixed(2)}; ${Number.isFinite(z) ? round(z, 1) : 'many'} standard errors above`,
      profile_id: null,
      parent_match_id: null,
      bet_id: null,
      product: r.product,
      score: Number.isFinite(z) ? round(z) : 999,
      at: new Date(r.last).toISOString(),
    });
  }
  return alerts;
}

/**
 * The trading alerts of a rolling window, each computed from the bets, their legs and the
 * match events: a bettor far above the margin, a burst of bettors on one selection, bets just
 * before a goal or a bet stop, a product paying above its published return. Newest first.
 */
export async function tradingAlerts(
  db: Queryable,
  now: Date,
  query: BoTradingAlertsQuery,
): Promise<BoTradingAlert[]> {
  const q: Required<BoTradingAlertsQuery> = {
    hours: query.hours ?? ALERT_DEFAULTS.windowHours,
    min_bets: query.min_bets ?? ALERT_DEFAULTS.minBettorBets,
    bettor_z: query.bettor_z ?? ALERT_DEFAULTS.bettorZ,
    min_product_bets: query.min_product_bets ?? ALERT_DEFAULTS.minProductBets,
    product_z: query.product_z ?? ALERT_DEFAULTS.productZ,
    burst_minutes: query.burst_minutes ?? ALERT_DEFAULTS.burstMinutes,
    burst_bettors: query.burst_bettors ?? ALERT_DEFAULTS.burstBettors,
    before_event_seconds: query.before_event_seconds ?? ALERT_DEFAULTS.beforeEventSeconds,
  };
  const since = new Date(now.getTime() - q.hours * 3_600_000);
  const all = [
    ...(await bettorEdges(db, since, q)),
    ...(await selectionBursts(db, now, q)),
    ...(await betsBeforeEvents(db, since, q)),
    ...(await productsOverReturn(db, since, q)),
  ];
  return all.sort((a, b) => b.at.localeCompare(a.at));
}
