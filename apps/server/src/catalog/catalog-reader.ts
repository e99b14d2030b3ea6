import type {
  CategoriesResponse,
  LiveMatchesQuery,
  LiveSportsResponse,
  LivescoreResponse,
  SearchQuery,
  SportMatchesQuery,
  SportsResponse,
  TotalMatchesResponse,
} from '@shangwe/contract';
import type { CachedAnswer, CachedMatch, CatalogStore } from './catalog-store';
import { betBuilderCount } from './bet-builder-count';
import { listJson, presentLivescore, type MarketSelection } from './presenters';

/**
 * The catalog's read actions: each answers one call from the in-memory store, cached until a
 * change it depends on (version tokens). Callers validated the query and checked the ids exist.
 */

/** The UTC day of a time, YYYY-MM-DD (the `date` filters). */
export const utcDay = (d: Date) => d.toISOString().slice(0, 10);
const selectionKey = (sel: MarketSelection) => (typeof sel === 'string' ? sel : sel.join(','));
const bySportPriority = (store: CatalogStore) =>
  [...store.sports.values()].sort((a, b) => b.priority - a.priority || a.sport_id - b.sport_id);

/** GET /api/sports: Soccer first, with open and live counts. */
export function sportsList(store: CatalogStore): CachedAnswer {
  return store.cached('sports', store.versionOf('all'), (): SportsResponse => ({
    data: bySportPriority(store).map((s) => {
      const open = store.openMatchesOf(s.sport_id);
      return {
        sport_id: s.sport_id,
        sport_name: s.sport_name,
        total_matches: open.length,
        live_matches: open.filter((m) => m.rec.status === 'live').length,
      };
    }),
  }));
}

/** GET /api/uo/sport: one page of a sport's open matches, filtered. */
export function sportPage(store: CatalogStore, q: SportMatchesQuery): CachedAnswer {
  const sport = store.sports.get(q.id)!;
  const sel: MarketSelection = q.stids ?? 'main';
  const key = `sport:${q.id}:${q.page}:${q.limit}:${q.category ?? ''}:${q.competition ?? ''}:${q.date ?? ''}:${q.live ?? ''}:${selectionKey(sel)}`;
  return store.cachedBody(key, store.versionOf(q.id) + store.versionOf('live'), () => {
    const all = store
      .openMatchesOf(q.id)
      .filter(
        (m) =>
          (q.category === undefined || m.rec.category_id === q.category) &&
          (q.competition === undefined || m.rec.competition_id === q.competition) &&
          (q.date === undefined || utcDay(m.rec.start_time) === q.date) &&
          (q.live === undefined || (m.rec.status === 'live') === q.live),
      );
    const ordered = q.competition === undefined ? seniorFirst(store, all) : all;
    const page = ordered.slice((q.page - 1) * q.limit, q.page * q.limit);
    // Pre-serialized fragments: the body is assembled, not re-stringified.
    return listJson(store, page, sel, {
      page: q.page,
      limit: q.limit,
      total: all.length,
      sport_id: sport.sport_id,
      sport_name: sport.sport_name,
    });
  });
}

/**
 * Youth, reserve and women's competitions (negative priority) after the senior ones, each part
 * still by kick-off: the first page of a sport (Highlights) is first-team football.
 */
function seniorFirst(store: CatalogStore, matches: CachedMatch[]): CachedMatch[] {
  const minor = (m: CachedMatch) =>
    (store.competitions.get(m.rec.competition_id)?.priority ?? 0) < 0;
  return [...matches.filter((m) => !minor(m)), ...matches.filter(minor)];
}

/**
 * GET /api/uo/totalMatches: live matches and bet-builder (shikisha) matches, the latter counted
 * by the product that plugged its count in (bet-builder-count.ts).
 */
export function totals(store: CatalogStore): CachedAnswer {
  const builder = betBuilderCount();
  const sports = [...new Set([1, ...builder.sportIds])];
  return store.cached(
    'totals',
    store.versionOf('live') + sports.map((id) => store.versionOf(id)).join(''),
    (): TotalMatchesResponse => {
      let live = 0;
      let open = 0;
      for (const m of store.matches.values()) {
        if (m.rec.status === 'live') live++;
        if (m.rec.status === 'live' || m.rec.status === 'not_started') open++;
      }
      // The bet builder (shikisha): its sports' open matches, as GET /api/betbuilder/matches.
      const shikisha = builder.count(store);
      return { total_live_matches: live, total_shikisha_matches: shikisha, total_matches: open };
    },
  );
}

/** GET /api/live/matches: live matches, one sport or all, most recent kick-off first. */
export function liveList(store: CatalogStore, q: LiveMatchesQuery): CachedAnswer {
  const sel: MarketSelection = q.stids ?? 'main';
  const key = `live:${q.sport_id ?? ''}:${q.streamable ?? ''}:${selectionKey(sel)}`;
  return store.cachedBody(key, store.versionOf('live'), () => {
    const sports =
      q.sport_id !== undefined ? [q.sport_id] : bySportPriority(store).map((s) => s.sport_id);
    // Most recent kick-off first: the top of the live list is a match just under way rather
    // than one about to end.
    const list = sports.flatMap((id) =>
      store
        .openMatchesOf(id)
        .filter(
          (m) =>
            m.rec.status === 'live' &&
            (q.streamable === undefined || m.streamable === q.streamable),
        )
        .reverse(),
    );
    return listJson(store, list, sel, { total: list.length });
  });
}

/** GET /api/live/sports: per-sport live counts and the 'Watch Live' count. */
export function liveSports(store: CatalogStore): CachedAnswer {
  return store.cached('live-sports', store.versionOf('live'), (): LiveSportsResponse => {
    let total = 0;
    let streamable = 0;
    const data = bySportPriority(store)
      .map((s) => {
        const live = store.openMatchesOf(s.sport_id).filter((m) => m.rec.status === 'live');
        total += live.length;
        streamable += live.filter((m) => m.streamable).length;
        return { sport_id: s.sport_id, sport_name: s.sport_name, live_matches: live.length };
      })
      .filter((s) => s.live_matches > 0);
    return { data, total_live_matches: total, total_streamable_matches: streamable };
  });
}

/** GET /api/uo/bulk-match: the known matches among the ids, in the order asked. */
export function bulkMatches(
  store: CatalogStore,
  ids: readonly number[],
  stids: readonly number[] | undefined,
): string {
  const found = ids
    .map((id) => store.matches.get(id))
    .filter((m): m is CachedMatch => m !== undefined);
  return listJson(store, found, stids ?? 'main', null, 'data.data');
}

/** GET /api/search: open matches whose teams, competition or category contain the term. */
export function searchMatches(store: CatalogStore, q: SearchQuery): CachedAnswer {
  const needle = q.q.toLowerCase();
  return store.cachedBody(`search:${needle}:${q.limit}`, store.versionOf('all'), () => {
    const hits = bySportPriority(store).flatMap((s) =>
      store.openMatchesOf(s.sport_id).filter((m) => m.haystack.includes(needle)),
    );
    return listJson(store, hits.slice(0, q.limit), 'main', { q: q.q, total: hits.length });
  });
}

/** GET /api/uo/categories: a sport's countries with the competitions that have open matches. */
export function categoriesOf(store: CatalogStore, sportId: number): CachedAnswer {
  const sport = store.sports.get(sportId)!;
  return store.cached(`categories:${sportId}`, store.versionOf(sportId), (): CategoriesResponse => {
    const counts = new Map<number, number>();
    for (const m of store.openMatchesOf(sportId)) {
      counts.set(m.rec.competition_id, (counts.get(m.rec.competition_id) ?? 0) + 1);
    }
    const data = [...store.categories.values()]
      .filter((c) => c.sport_id === sportId)
      .sort((a, b) => b.priority - a.priority)
      .map((c) => ({
        category_id: c.category_id,
        category_name: c.category_name,
        competitions: [...store.competitions.values()]
          .filter((k) => k.category_id === c.category_id && (counts.get(k.competition_id) ?? 0) > 0)
          .sort((a, b) => b.priority - a.priority)
          .map((k) => ({
            competition_id: k.competition_id,
            competition_name: k.competition_name,
            matches_count: counts.get(k.competition_id) ?? 0,
          })),
      }))
      .filter((c) => c.competitions.length > 0);
    return { data, meta: { sport_id: sport.sport_id, sport_name: sport.sport_name } };
  });
}

/** GET /api/livescore: a day's matches (and every live one) by sport and competition. */
export function livescore(
  store: CatalogStore,
  sportId: number | undefined,
  day: string,
): CachedAnswer {
  return store.cached(
    `livescore:${sportId ?? ''}:${day}`,
    store.versionOf('all'),
    (): LivescoreResponse => {
      let total = 0;
      const data = bySportPriority(store)
        .filter((s) => sportId === undefined || s.sport_id === sportId)
        .map((s) => {
          const byCompetition = new Map<number, CachedMatch[]>();
          for (const m of store.matches.values()) {
            if (m.rec.sport_id !== s.sport_id) continue;
            if (m.rec.status !== 'live' && utcDay(m.rec.start_time) !== day) continue;
            const list = byCompetition.get(m.rec.competition_id) ?? [];
            list.push(m);
            byCompetition.set(m.rec.competition_id, list);
          }
          const competitions = [...byCompetition.entries()]
            .map(([id, list]) => {
              total += list.length;
              list.sort(
                (a, b) =>
                  a.rec.start_time.getTime() - b.rec.start_time.getTime() ||
                  a.rec.parent_match_id - b.rec.parent_match_id,
              );
              const first = list[0] as CachedMatch;
              return {
                competition_id: id,
                competition_name: first.competitionName,
                category: first.category,
                matches: list.map((m) => presentLivescore(store, m)),
              };
            })
            .sort(
              (a, b) =>
                (store.competitions.get(b.competition_id)?.priority ?? 0) -
                (store.competitions.get(a.competition_id)?.priority ?? 0),
            );
          return { sport_id: s.sport_id, sport_name: s.sport_name, competitions };
        })
        .filter((s) => s.competitions.length > 0);
      return { data, meta: { date: day, total } };
    },
  );
}
