import type { Recommendation } from '@shangwe/contract';
import type { CatalogStore } from '../catalog/catalog-store';
import type { AppContext } from '../platform/context';
import { rankRecommendations, type Candidate } from './recommendation-ranker';
import {
  bettingHistory,
  coBackedMatches,
  EMPTY_HISTORY,
  popularMatches,
} from './signals-repository';

/** Only matches kicking off within this many days are suggested: a slip is for the coming days. */
export const HORIZON_DAYS = 7;

/** Popularity is the same for every bettor of a country: read once per this many seconds. */
export const POPULARITY_TTL_SECONDS = 30;

export interface RecommendationRequest {
  profileId: number | null;
  country: string;
  slipMatchIds: readonly number[];
  limit: number;
}

/** Open stakes per match of a country, from the shared cache (Redis with REDIS_URL). */
async function popularity(ctx: AppContext, country: string): Promise<Map<number, number>> {
  const key = `recommendations:popular:${country}`;
  let pairs = await ctx.cache.get<[number, number][]>(key);
  if (!pairs) {
    pairs = await popularMatches(ctx.db, country, ctx.now());
    await ctx.cache.set(key, pairs, POPULARITY_TTL_SECONDS);
  }
  return new Map(pairs);
}

/**
 * The matches to recommend next to a slip: every prematch match of the catalog kicking off in
 * the coming {@link HORIZON_DAYS} days that is not in the slip, ranked by the signals of the
 * database (recommendation-ranker.ts). Started matches are never candidates.
 */
export async function recommendMatches(
  ctx: AppContext,
  store: CatalogStore,
  request: RecommendationRequest,
): Promise<Recommendation[]> {
  await store.settled();
  const now = ctx.now().getTime();
  const horizon = now + HORIZON_DAYS * 86_400_000;
  const inSlip = new Set(request.slipMatchIds);
  const slipCompetitions = new Set<number>();
  const candidates: Candidate[] = [];
  for (const m of store.matches.values()) {
    const rec = m.rec;
    if (inSlip.has(rec.parent_match_id)) {
      slipCompetitions.add(rec.competition_id);
      continue;
    }
    const start = rec.start_time.getTime();
    if (rec.status !== 'not_started' || start <= now || start > horizon) continue;
    candidates.push({
      parentMatchId: rec.parent_match_id,
      sportId: rec.sport_id,
      competitionId: rec.competition_id,
      homeTeam: rec.home_team,
      awayTeam: rec.away_team,
      startTime: rec.start_time,
    });
  }
  if (candidates.length === 0) return [];
  const [coBacked, history, popular] = await Promise.all([
    coBackedMatches(ctx.db, request.slipMatchIds, request.profileId),
    request.profileId === null
      ? Promise.resolve(EMPTY_HISTORY)
      : bettingHistory(ctx.db, request.profileId),
    popularity(ctx, request.country),
  ]);
  return rankRecommendations(
    candidates,
    { coBacked, history, slipCompetitions, popularity: popular },
    request.limit,
  );
}
