import type { FixturesPrintResponse, PrintedMatch } from '@shangwe/contract';
import { FIXED_OFFSET_ZONES, formatHourMinute, formatOdds } from '@shangwe/domain';
import type { CachedMatch, CatalogStore } from '../catalog/catalog-store';
import { sportById } from '../feed/reference-data';

export type FixturesPrint = FixturesPrintResponse['data'];

/** The day (YYYY-MM-DD) of an instant in one of the product's time zones. */
export function localDay(date: Date, timeZone: string): string {
  const offset = FIXED_OFFSET_ZONES[timeZone] ?? 0;
  return new Date(date.getTime() + offset * 60_000).toISOString().slice(0, 10);
}

const isComing = (m: CachedMatch, now: Date) =>
  m.rec.status === 'not_started' && m.rec.start_time.getTime() > now.getTime();

/** The price of one outcome of the match's main market, '' while it is not offered. */
function mainOdds(m: CachedMatch): PrintedMatch['odds'] {
  const main = sportById.get(m.rec.sport_id)?.mainMarket ?? 1;
  const market = m.markets.find((k) => k.sub_type_id === main && k.special_bet_value === '');
  const price = (key: string) => {
    if (!market || market.bet_status !== 'ACTIVE') return '';
    const odd = market.odds.find((o) => o.odd_key === key);
    return odd && odd.odd_value > 1 ? formatOdds(odd.odd_value) : '';
  };
  return { home: price('1'), draw: price('X'), away: price('2') };
}

/**
 * The coming matches of a sport on a day of the country's calendar, in kick-off order, with the
 * choices the page's filters offer. The caller checked that the sport exists.
 */
export function listPrintableFixtures(
  store: CatalogStore,
  input: { sportId: number; day: string | undefined; country: string; timeZone: string },
  now: Date,
): FixturesPrint {
  const { sportId, country, timeZone } = input;
  const coming = store.openMatchesOf(sportId).filter((m) => isComing(m, now));
  const days = [...new Set(coming.map((m) => localDay(m.rec.start_time, timeZone)))].sort();
  const day = input.day ?? localDay(now, timeZone);
  const sports = [...store.sports.values()]
    .filter((s) => store.openMatchesOf(s.sport_id).some((m) => isComing(m, now)))
    .sort((a, b) => b.priority - a.priority || a.sport_id - b.sport_id)
    .map((s) => ({ sport_id: s.sport_id, sport_name: s.sport_name }));
  const matches = coming
    // Every stored match gets a short game id on insert (migration 0088); one without cannot
    // be bet on by SMS or USSD, so it is not printed either.
    .filter((m) => localDay(m.rec.start_time, timeZone) === day && m.rec.game_id !== null)
    .map((m): PrintedMatch => ({
      game_id: m.rec.game_id!,
      parent_match_id: m.rec.parent_match_id,
      start_time: m.rec.start_time.toISOString(),
      kickoff: formatHourMinute(m.rec.start_time, timeZone),
      competition: m.competitionName,
      category: m.category,
      home_team: m.rec.home_team,
      away_team: m.rec.away_team,
      odds: mainOdds(m),
    }));
  const sport = store.sports.get(sportId);
  return {
    sport_id: sportId,
    sport_name: sport?.sport_name ?? '',
    day,
    country,
    time_zone: timeZone,
    days,
    sports,
    has_draw: (sportById.get(sportId)?.mainMarket ?? 1) === 1,
    matches,
  };
}
