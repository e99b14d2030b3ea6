import type { JackpotProductKind } from '@shangwe/domain';

/**
 * How each product picks its matches, as a trader would: the grand jackpot from the top
 * divisions' weekend rounds, the midweek jackpot from Tuesday-to-Thursday football, bingwa from
 * African football, and so on. Pure: the scheduler reads the candidates and open events.
 */

/** An upcoming soccer match with an open 1X2 market, and where it is played. */
export interface PickCandidate {
  parent_match_id: number;
  start_time: Date;
  odds: Record<string, number>;
  competition_name: string;
  category_name: string;
  country_code: string | null;
  /** Competition priority: negative for youth, reserve and women's competitions. */
  priority: number;
}

/** An open event of another product: its matches and closing time. */
export interface OpenEventMatches {
  kind: string;
  closes_at: Date;
  matches: readonly number[];
}

/** The five leagues every bettor follows. */
const TOP_DIVISIONS = new Set([
  'England/Premier League',
  'Spain/LaLiga',
  'Italy/Serie A',
  'Germany/Bundesliga',
  'France/Ligue 1',
]);
const EUROPEAN_CUPS = new Set([
  'International Clubs/UEFA Champions League',
  'International Clubs/UEFA Europa League',
]);
const AFRICAN_COUNTRIES = new Set(['KE', 'GH', 'NG', 'ZA', 'TZ', 'UG', 'EG', 'MA']);
const AFRICAN_CUPS = new Set([
  'International Clubs/CAF Champions League',
  'International Clubs/CAF Confederation Cup',
]);

const key = (c: PickCandidate) => `${c.category_name}/${c.competition_name}`;
const weekday = (c: PickCandidate) => c.start_time.getUTCDay();
const isWeekend = (c: PickCandidate) => weekday(c) === 0 || weekday(c) === 6;
const isMidweek = (c: PickCandidate) => weekday(c) >= 2 && weekday(c) <= 4;
const senior = (c: PickCandidate) => c.priority >= 0;
const favourite = (c: PickCandidate) => Math.min(c.odds['1'] ?? 99, c.odds['2'] ?? 99);
const byKickOff = (a: PickCandidate, b: PickCandidate) =>
  a.start_time.getTime() - b.start_time.getTime() || a.parent_match_id - b.parent_match_id;
const byPriority = (a: PickCandidate, b: PickCandidate) =>
  b.priority - a.priority || byKickOff(a, b);

interface PickRule {
  /** The matches the product is made of. */
  accepts: (c: PickCandidate) => boolean;
  /** Which of them it takes first. */
  order: (a: PickCandidate, b: PickCandidate) => number;
}

/** Each product's rule (every rule takes first-team football only). */
export const PICK_RULES: Record<JackpotProductKind, PickRule> = {
  // The weekend's big five leagues, in kick-off order.
  grand: { accepts: (c) => isWeekend(c) && TOP_DIVISIONS.has(key(c)), order: byKickOff },
  // Tuesday to Thursday: European nights first, then the leagues' midweek rounds.
  midweek: {
    accepts: isMidweek,
    order: (a, b) =>
      Number(EUROPEAN_CUPS.has(key(b))) - Number(EUROPEAN_CUPS.has(key(a))) || byPriority(a, b),
  },
  // The weekend beyond the big five: the second divisions and the other European leagues.
  jp20m: {
    accepts: (c) =>
      isWeekend(c) &&
      !TOP_DIVISIONS.has(key(c)) &&
      !AFRICAN_COUNTRIES.has(c.country_code ?? '') &&
      c.country_code !== null,
    order: byPriority,
  },
  // African football: the home leagues and the CAF competitions.
  bingwa: {
    accepts: (c) => AFRICAN_COUNTRIES.has(c.country_code ?? '') || AFRICAN_CUPS.has(key(c)),
    order: byPriority,
  },
  // English football, the country bettors follow most.
  free: { accepts: (c) => c.category_name === 'England', order: byPriority },
  // The biggest matches of the next two days.
  splitpot: { accepts: () => true, order: byPriority },
  // Fixed odds on open matches: no side priced below 1.80.
  sababisha: { accepts: (c) => favourite(c) >= 1.8, order: byPriority },
  // A multibet of clear favourites, boosted.
  boosted: {
    accepts: (c) => favourite(c) <= 1.75,
    order: (a, b) => favourite(a) - favourite(b) || byKickOff(a, b),
  },
};

/**
 * The matches of a new event of `kind`: `count` matches by the product's rule (topped up, on a
 * thin day, from any first-team football, soonest first); never the same set as, or a part of,
 * another open event's matches; and never closing at the same minute as another open event.
 * Returns them in kick-off order, or fewer than `count` when the catalog has too few.
 */
export function pickEventMatches(
  kind: JackpotProductKind,
  count: number,
  candidates: readonly PickCandidate[],
  open: readonly OpenEventMatches[],
): PickCandidate[] {
  const rule = PICK_RULES[kind];
  const firstTeam = candidates.filter(senior);
  const preferred = [
    ...firstTeam.filter(rule.accepts).sort(rule.order),
    ...firstTeam.filter((c) => !rule.accepts(c)).sort(byKickOff),
  ];
  const closing = new Set(open.map((e) => e.closes_at.getTime()));
  let excludedStarts = new Set<number>();
  let picks: PickCandidate[] = [];
  // Each round drops the kick-off time an open event already closes at.
  for (let attempt = 0; attempt < 5; attempt++) {
    picks = distinctFrom(
      preferred.filter((c) => !excludedStarts.has(c.start_time.getTime())),
      count,
      open,
    );
    if (picks.length < count) break;
    const closes = Math.min(...picks.map((c) => c.start_time.getTime()));
    if (!closing.has(closes)) break;
    excludedStarts = new Set([...excludedStarts, closes]);
  }
  return picks.sort(byKickOff);
}

/** The first `count` of `ranked`, swapped so no open event holds all of them or they all of it. */
function distinctFrom(
  ranked: readonly PickCandidate[],
  count: number,
  open: readonly OpenEventMatches[],
): PickCandidate[] {
  const picks = ranked.slice(0, count);
  let next = count;
  // A swap for one event could match another: a few passes settle it.
  for (let pass = 0; pass < 3; pass++)
    for (const event of open) {
      const theirs = new Set(event.matches);
      const shared = picks.filter((c) => theirs.has(c.parent_match_id)).length;
      const same = shared === picks.length || shared === theirs.size;
      if (!same || picks.length === 0) continue;
      // Swap the lowest-ranked shared match for the next candidate outside that event.
      while (next < ranked.length && theirs.has(ranked[next]!.parent_match_id)) next++;
      if (next >= ranked.length) continue;
      const last = picks.map((c) => theirs.has(c.parent_match_id)).lastIndexOf(true);
      picks[last] = ranked[next++]!;
    }
  return picks;
}
