import type {
  Market,
  ShikishaMarketsResponse,
  ShikishaMatchesQuery,
  ShikishaMatchesResponse,
} from '@shangwe/contract';
import type { CachedMatch, CatalogStore } from '../catalog/catalog-store';
import { presentSummary } from '../catalog/presenters';
import { notFound } from '../platform/errors';
import { isBuildable, type ShikishaMatch } from './match-model';

/**
 * Sports Shikisha is offered on: those whose matches the feed prices from a goals model (the
 * joint distribution of half-time and full-time scores). Soccer is the product's sport.
 */
export const SHIKISHA_SPORT_IDS: readonly number[] = [1];

/**
 * Open (not started or live) matches offering Shikisha, in kick-off order; given `now`, not
 * those past kick-off that the live engine has not started yet (nothing can be placed on them).
 */
export function shikishaMatchesOf(store: CatalogStore, now?: Date): CachedMatch[] {
  return SHIKISHA_SPORT_IDS.flatMap((id) => store.openMatchesOf(id)).filter(
    (m) => !now || m.rec.status === 'live' || m.rec.start_time.getTime() > now.getTime(),
  );
}

/** GET /api/betbuilder/matches: by sport and UTC day, with search over teams and competition. */
export function shikishaMatchList(
  store: CatalogStore,
  q: ShikishaMatchesQuery,
  now: Date,
): ShikishaMatchesResponse {
  const words = (q.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const all = shikishaMatchesOf(store, now).filter(
    (m) =>
      (q.id === undefined || m.rec.sport_id === q.id) &&
      (q.date === undefined || m.rec.start_time.toISOString().slice(0, 10) === q.date) &&
      words.every((w) => m.haystack.includes(w)),
  );
  const page = all.slice((q.page - 1) * q.limit, q.page * q.limit);
  return {
    data: page.map((m) => presentSummary(store, m, 'main')),
    meta: { page: q.page, limit: q.limit, total: all.length },
  };
}

/** The screen's groups, by what a market is about. */
function groupOf(m: Market): string {
  const name = m.name.toLowerCase();
  if (name.includes('half')) return 'Halves';
  if (name.includes('correct score') || name.includes('exact')) return 'Score';
  if (name.includes('total') || name.includes('goal') || name.includes('odd/even')) return 'Goals';
  if (name.includes('home') || name.includes('away') || name.includes('team')) return 'Teams';
  return 'Result';
}

const GROUP_ORDER = ['Result', 'Goals', 'Halves', 'Teams', 'Score'];

/**
 * GET /api/betbuilder/markets: a match offering Shikisha with its buildable markets (settled
 * from the half-time and full-time score), grouped for building.
 */
export function shikishaMarkets(
  store: CatalogStore,
  match: CachedMatch | undefined,
  model: ShikishaMatch | null,
): ShikishaMarketsResponse {
  if (
    !match ||
    !model ||
    !SHIKISHA_SPORT_IDS.includes(match.rec.sport_id) ||
    (match.rec.status !== 'not_started' && match.rec.status !== 'live')
  ) {
    throw notFound('This match does not offer Shikisha', 'MATCH_NOT_FOUND');
  }
  const summary = presentSummary(store, match, 'all');
  const markets = summary.markets.filter((m) => {
    const def = model.buildable.get(`${m.sub_type_id}|${m.special_bet_value}`);
    return def !== undefined && isBuildable(def);
  });
  const groups = GROUP_ORDER.map((name) => ({
    name,
    markets: markets.filter((m) => groupOf(m) === name),
  })).filter((g) => g.markets.length > 0);
  return { data: { ...summary, markets, groups } };
}
