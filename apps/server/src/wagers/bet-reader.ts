import type { BetHistoryBody, BetHistoryResponse, BetSummary } from '@shangwe/contract';
import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import { notFound } from '../platform/errors';
import {
  findBet,
  findBetByRef,
  findBetByShortId,
  findLegs,
  listBets,
  type BetRow,
  type LegRow,
} from './bet-store';
import { presentBet, type WagerPresenter } from './bet-presenter';
import { findWagerProduct } from './wager-products';

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_DAYS = { DAY: 1, WEEK: 7, MONTH: 31, YEAR: 366, ALL: null } as const;

/** Statuses behind each My Bets tab filter. */
const STATUS_FILTERS: Record<BetHistoryBody['status'], readonly string[] | null> = {
  all: null,
  open: ['open', 'pending'],
  settled: ['won', 'lost', 'void', 'cashed_out', 'cancelled', 'rejected'],
  won: ['won'],
  lost: ['lost'],
  cashed_out: ['cashed_out'],
  cancelled: ['cancelled'],
  pending: ['pending'],
  rejected: ['rejected'],
  void: ['void'],
};

/**
 * Whether a bet may still be cancelled now: open, placed within the cancel window, and no leg's
 * match has started.
 */
export function canCancel(
  bet: BetRow,
  legs: readonly LegRow[],
  now: Date,
  windowSeconds: number,
): boolean {
  if (bet.status !== 'open') return false;
  if (now.getTime() - new Date(bet.created_at).getTime() > windowSeconds * 1000) return false;
  // A wager without match legs (a casino round) is decided by chance at once: never cancelled.
  return (
    legs.length > 0 &&
    legs.every(
      (leg) => leg.start_time !== null && new Date(leg.start_time).getTime() > now.getTime(),
    )
  );
}

async function present(
  ctx: AppContext,
  db: Queryable,
  bets: readonly BetRow[],
): Promise<BetSummary[]> {
  const legs = await findLegs(
    db,
    bets.map((b) => b.id),
  );
  const byBet = new Map<number, LegRow[]>();
  for (const leg of legs) {
    const list = byBet.get(leg.bet_id) ?? [];
    list.push(leg);
    byBet.set(leg.bet_id, list);
  }
  const now = ctx.now();
  // Each product presents its own part (wagers/bet-presenter.ts WagerPresenter): read once
  // for the page's wagers of that product.
  const presenters = new Map<string, WagerPresenter | undefined>();
  for (const bet of bets) {
    if (!presenters.has(bet.product)) {
      presenters.set(bet.product, findWagerProduct(bet.product)?.presenter);
    }
  }
  const extras = new Map<string, (legs: readonly LegRow[]) => Partial<BetSummary>>();
  for (const [product, presenter] of presenters) {
    if (!presenter?.extras) continue;
    const own = legs.filter((l) => bets.some((b) => b.id === l.bet_id && b.product === product));
    extras.set(product, await presenter.extras(db, own, now));
  }
  return bets.map((bet) => {
    const own = byBet.get(bet.id) ?? [];
    const presenter = presenters.get(bet.product);
    const summary = presentBet(
      bet,
      own,
      canCancel(bet, own, now, ctx.env.betCancelWindowSeconds),
      presenter,
    );
    const extra = extras.get(bet.product);
    return extra ? { ...summary, ...extra(own) } : summary;
  });
}

/** A bettor's bets, newest first (POST /api/uo/bethistory). */
export async function betHistoryReader(
  ctx: AppContext,
  profileId: number,
  body: BetHistoryBody,
): Promise<BetHistoryResponse> {
  const days = PERIOD_DAYS[body.period];
  const since = days === null ? null : new Date(ctx.now().getTime() - days * DAY_MS);
  const { rows, total } = await listBets(ctx.db, {
    profileId,
    since,
    statuses: STATUS_FILTERS[body.status],
    product: body.product === 'ALL' ? null : body.product,
    limit: body.limit,
    offset: (body.page - 1) * body.limit,
  });
  return {
    data: await present(ctx, ctx.db, rows),
    meta: { page: body.page, limit: body.limit, total },
  };
}

/** One of the bettor's own bets; another bettor's bet is 'not found' (no id probing). */
export async function betDetailReader(
  ctx: AppContext,
  profileId: number,
  by: { id: number } | { shortId: string } | { ref: string },
): Promise<BetSummary> {
  const bet =
    'id' in by
      ? await findBet(ctx.db, by.id)
      : 'shortId' in by
        ? await findBetByShortId(ctx.db, by.shortId)
        : await findBetByRef(ctx.db, by.ref);
  if (!bet || bet.profile_id !== profileId) throw notFound('Bet not found', 'BET_NOT_FOUND');
  const [summary] = await present(ctx, ctx.db, [bet]);
  return summary!;
}
