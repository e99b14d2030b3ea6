import { describe, expect, it } from 'vitest';
import { SimulatedOddsFeed, dayNumber } from './fixture-generator';
import type { FeedMatch } from './odds-feed';
import { CATEGORIES, sportById, type CompetitionDef } from './reference-data';

const DAY_MS = 86_400_000;
const SEED = 20261121;
/** A Saturday. */
const START = dayNumber(new Date('2026-11-21T00:00:00Z'));

const feed = new SimulatedOddsFeed({ seed: SEED });
const ref = feed.referenceData();
const competitionOf = new Map(ref.competitions.map((c) => [c.competition_id, c]));
/** Definitions by competition id: the reference lists in catalog order. */
const defOf = new Map<number, CompetitionDef>();
{
  let id = 100;
  for (const cat of CATEGORIES) for (const comp of cat.competitions) defOf.set(id++, comp);
}
const isSecondTeam = (m: FeedMatch) => competitionOf.get(m.competition_id)!.priority < 0;

function week(days: number, from = START): { day: FeedMatch[]; demo: FeedMatch[] } {
  const day: FeedMatch[] = [];
  const demo: FeedMatch[] = [];
  for (let d = from; d < from + days; d++) {
    day.push(...feed.fixtures(`day:${d}`));
    for (let s = d * 144; s < (d + 1) * 144; s++) demo.push(...feed.fixtures(`demo:${s}`));
  }
  return { day, demo };
}

/** Weekday (0 Sunday) and 'HH:MM' of an instant in a time zone. */
function local(at: Date, zone: string): { weekday: number; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!);
  return { weekday, time: `${parts.hour}:${parts.minute}` };
}

describe('the real calendar', () => {
  const { day, demo } = week(7);

  it('lists the real clubs of the big leagues, and finds the clubs bettors search for', () => {
    const names = (competition: string, category: string) => {
      const cat = ref.categories.find((c) => c.category_name === category && c.sport_id === 1)!;
      const comp = ref.competitions.find(
        (c) => c.competition_name === competition && c.category_id === cat.category_id,
      )!;
      return ref.teams
        .filter((t) => t.competition_id === comp.competition_id)
        .map((t) => t.team_name);
    };
    expect(names('Premier League', 'England')).toEqual(
      expect.arrayContaining(['Arsenal', 'Liverpool', 'Manchester City', 'Chelsea']),
    );
    expect(names('Premier League', 'England')).toHaveLength(20);
    expect(names('LaLiga', 'Spain')).toContain('Real Madrid');
    expect(names('Premier League', 'Kenya')).toContain('Gor Mahia');
    expect(names('Premier League', 'Ghana')).toContain('Hearts of Oak');
    expect(names('NPFL', 'Nigeria')).toContain('Enyimba');
    for (const club of ['Arsenal', 'Gor Mahia', 'Hearts of Oak', 'Enyimba']) {
      expect(
        day.some((m) => m.home_team === club || m.away_team === club),
        club,
      ).toBe(true);
    }
  });

  it('makes the favourites the favourites', () => {
    const strength = (name: string) => ref.teams.find((t) => t.team_name === name)!.strength;
    expect(strength('Arsenal')).toBeGreaterThan(strength('Burnley'));
    expect(strength('Real Madrid')).toBeGreaterThan(strength('Real Oviedo'));
    expect(strength('Gor Mahia')).toBeGreaterThan(strength('Mara Sugar'));
    expect(strength('Boston Celtics')).toBeGreaterThan(strength('Washington Wizards'));
    // In the prices too: a top side at home to a bottom side is odds-on.
    const topHome = day.find((m) => {
      const comp = defOf.get(m.competition_id);
      const teams = comp?.teams ?? [];
      return (
        comp?.kind === 'league' &&
        m.sport_id === 1 &&
        teams.indexOf(m.home_team) >= 0 &&
        teams.indexOf(m.home_team) < 3 &&
        teams.indexOf(m.away_team) >= teams.length - 5
      );
    });
    expect(topHome).toBeDefined();
    const [home, , away] = topHome!.markets
      .find((k) => k.sub_type_id === 1)!
      .outcomes.map((o) => o.odd_value);
    expect(home!).toBeLessThan(2);
    expect(away!).toBeGreaterThan(home! * 2);
  });

  it('plays each league in rounds: each club once a round, on its round weekdays, at its usual local kick-off times', () => {
    let checked = 0;
    const perRound = new Map<string, number>();
    for (const m of day) {
      const def = defOf.get(m.competition_id);
      if (!def || def.kind !== 'league' || !def.days || !def.zone) continue;
      const { weekday, time } = local(m.start_time, def.zone);
      expect(def.days, `${def.name} ${m.start_time.toISOString()}`).toContain(weekday);
      const times = weekday === 0 || weekday === 6 ? def.weekend : def.midweek;
      expect(times, `${def.name} ${m.home_team} ${time}`).toContain(time);
      const round = Math.floor((m.start_time.getTime() - START * DAY_MS) / DAY_MS);
      for (const side of [m.home_team, m.away_team]) {
        const key = `${m.competition_id}|${round}|${side}`;
        perRound.set(key, (perRound.get(key) ?? 0) + 1);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(600);
    expect(Math.max(...perRound.values())).toBe(1);
    // Rounds at weekends and midweek: Saturday and Sunday hold the most soccer.
    const soccerOn = (weekday: number) =>
      day.filter((m) => m.sport_id === 1 && new Date(m.start_time).getUTCDay() === weekday).length;
    expect(soccerOn(6)).toBeGreaterThan(soccerOn(1) * 3);
    expect(soccerOn(3)).toBeGreaterThan(soccerOn(1) * 3);
  });

  it('keeps youth, reserve and women football at most 15 % of the next 7 days, at any hour', () => {
    const later = week(3, START + 7).day;
    for (const hour of [3, 12, 19]) {
      const now = START * DAY_MS + 2 * DAY_MS + hour * 3_600_000;
      const slot = Math.floor(now / 600_000);
      const today = Math.floor(now / DAY_MS);
      // What the catalog holds: the day batches from today on, and the demo slots of the last
      // two hours and the next one, less what has ended.
      const held = [
        ...[...day, ...later].filter((m) => {
          const d = Math.floor(Number(m.parent_match_id) / 1000);
          return d >= today && d < today + 7;
        }),
        ...demo.filter((m) => {
          const s = Math.floor(m.start_time.getTime() / 600_000);
          return s >= slot - 12 && s <= slot + 6;
        }),
      ].filter((m) => {
        const sport = sportById.get(m.sport_id)!;
        const end = m.start_time.getTime() + SimulatedOddsFeed.expectedDurationMs(sport, 1);
        return m.sport_id === 1 && end > now && m.start_time.getTime() < now + 7 * DAY_MS;
      });
      const second = held.filter(isSecondTeam).length;
      expect(held.length).toBeGreaterThan(400);
      expect(second / held.length, `at ${hour}:00`).toBeLessThanOrEqual(0.15);
      expect(second).toBeGreaterThan(0);
    }
  });

  it('fills the live demo with sides not playing at that time: second teams and players, never a senior club round', () => {
    expect(demo.length).toBeGreaterThan(7 * 500);
    for (const m of demo) {
      const kind = defOf.get(m.competition_id)?.kind;
      expect(isSecondTeam(m) || kind === 'players', `${m.home_team} v ${m.away_team}`).toBe(true);
    }
  });
});
