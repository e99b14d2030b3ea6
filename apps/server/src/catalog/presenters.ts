import type { LiveMarket, LivescoreMatch, Market, MatchSummary } from '@shangwe/contract';
import type { CachedMarket, CachedMatch, CatalogStore } from './catalog-store';

/** Which markets a list shows: the sport's main one, all, or the given sub_type_ids. */
export type MarketSelection = 'main' | 'all' | readonly number[];

const selectionKey = (sel: MarketSelection) => (typeof sel === 'string' ? sel : sel.join(','));

function pickMarkets(
  store: CatalogStore,
  match: CachedMatch,
  sel: MarketSelection,
): CachedMarket[] {
  if (sel === 'all') return match.markets;
  const wanted = sel === 'main' ? [store.mainMarketOf(match.rec.sport_id)] : sel;
  return match.markets.filter((m) => wanted.includes(m.sub_type_id));
}

const presentMarket = (m: CachedMarket): Market => ({
  sub_type_id: m.sub_type_id,
  name: m.name,
  special_bet_value: m.special_bet_value,
  bet_status: m.bet_status,
  odds: m.odds,
});

function header(store: CatalogStore, match: CachedMatch): Omit<MatchSummary, 'markets'> {
  const r = match.rec;
  return {
    parent_match_id: r.parent_match_id,
    match_id: r.match_id,
    game_id: r.game_id,
    sport_id: r.sport_id,
    sport_name: match.sportName,
    category_id: r.category_id,
    category: match.category,
    competition_id: r.competition_id,
    competition_name: match.competitionName,
    home_team: r.home_team,
    away_team: r.away_team,
    start_time: r.start_time.toISOString(),
    status: r.status,
    live: r.status === 'live',
    period: r.period,
    score:
      r.home_score === null || r.away_score === null
        ? null
        : { home: r.home_score, away: r.away_score },
    clock_seconds: r.clock_seconds,
    clock_running: r.clock_running,
    match_time: store.matchTimeOf(match),
    streamable: match.streamable,
    markets_count: match.markets.length,
  };
}

export function presentSummary(
  store: CatalogStore,
  match: CachedMatch,
  sel: MarketSelection,
): MatchSummary {
  return { ...header(store, match), markets: pickMarkets(store, match, sel).map(presentMarket) };
}

/** The serialized summary of a match, cached until the match changes. */
export function summaryJson(store: CatalogStore, match: CachedMatch, sel: MarketSelection): string {
  const key = `s:${selectionKey(sel)}`;
  let body = match.fragments.get(key);
  if (body === undefined) {
    body = JSON.stringify(presentSummary(store, match, sel));
    match.fragments.set(key, body);
  }
  return body;
}

/** A list body `{ data: [...], meta }` assembled from cached match fragments. */
export function listJson(
  store: CatalogStore,
  matches: readonly CachedMatch[],
  sel: MarketSelection,
  meta: unknown,
  wrap?: 'data.data',
): string {
  const items = matches.map((m) => summaryJson(store, m, sel)).join(',');
  if (wrap === 'data.data') return `{"data":{"data":[${items}]}}`;
  return `{"data":[${items}],"meta":${JSON.stringify(meta)}}`;
}

export function detailJson(store: CatalogStore, match: CachedMatch): string {
  let body = match.fragments.get('detail');
  if (body === undefined) {
    body = JSON.stringify({
      data: { ...presentSummary(store, match, 'all'), score_detail: match.rec.score_detail },
    });
    match.fragments.set('detail', body);
  }
  return body;
}

export function liveMarketsJson(store: CatalogStore, match: CachedMatch, type: string): string {
  const key = `live:${type}`;
  let body = match.fragments.get(key);
  if (body === undefined) {
    const sel: MarketSelection =
      type === 'all' || type === 'main' ? type : type.split(',').map(Number);
    const data: LiveMarket[] = pickMarkets(store, match, sel).map((m) => ({
      ...presentMarket(m),
      meta: {
        match_id: match.rec.match_id,
        parent_match_id: match.rec.parent_match_id,
        bet_status: m.bet_status,
      },
    }));
    body = JSON.stringify({ data, match: header(store, match) });
    match.fragments.set(key, body);
  }
  return body;
}

export function presentLivescore(store: CatalogStore, match: CachedMatch): LivescoreMatch {
  const { markets_count: _count, ...rest } = header(store, match);
  return { ...rest, score_detail: match.rec.score_detail };
}
