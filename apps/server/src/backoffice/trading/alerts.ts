import type { BoTradingAlert, BoTradingAlertsQuery } from '@shangwe/contract/backoffice';
import { ALERT_DEFAULTS, bettorEdgeZ, casinoGame, PRODUCT, productReturnZ } from '@shangwe/domain';
import type { Queryable } from '../../db/database';
import { SHIKISHA_MARGIN } from '../../shikisha/joint-price';
import {
  selectionBackers,
  settledReturnsByBettor,
  settledReturnsByProduct,
  wagersPlacedBeforeMoments,
  type MatchMoment,
} from '../../wagers/back-office-reads';

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
  const rows = await settledReturnsByBettor(
    db,
    since,
    [PRODUCT.normal, PRODUCT.shikisha, PRODUCT.boosted, PRODUCT.sababisha],
    q.min_bets,
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
  const rows = await selectionBackers(
    db,
    new Date(now.getTime() - q.burst_minutes * 60_000),
    now,
    q.burst_bettors,
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
  const events = await db.query<MatchMoment<'goal' | 'bet_stop'>>(
    `SELECT parent_match_id, kind, at::text AS at FROM trading_match_events WHERE at >= $1`,
    [since],
  );
  const rows = await wagersPlacedBeforeMoments(db, events.rows, q.before_event_seconds);
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
  const rows = await settledReturnsByProduct(db, since, products, q.min_product_bets);
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
 * The trading alerts of a rolling window, each computed from the bets and their legs (read
 * through wagers/back-office-reads.ts) and the match events: a bettor far above the margin, a burst of bettors on one selection, bets just
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
