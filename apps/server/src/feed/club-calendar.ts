import { seedOf } from './random';

/**
 * When a side may play. A league plays its rounds on two fixed weekdays, a weekend day and a
 * midweek day three and four days apart (Saturday and Wednesday, say): each of its clubs plays
 * at most once a round and never twice in three days. NBA and NHL sides play every other day, a
 * tennis or table-tennis player every other day. The calendar is a pure function of the seed:
 * any day's fixtures can be generated alone and still agree with every other day's.
 */
export interface Rhythm {
  /** Length of the cycle, in days. */
  period: number;
  /** Days of the cycle (day number modulo period) the side may play on. */
  days: readonly number[];
}

const DAY_MS = 86_400_000;

/** Weekday (0 Sunday .. 6 Saturday) of a day number (days since 1970-01-01, a Thursday). */
export const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;

/** A league's rhythm: its round weekdays. */
export function leagueRhythm(weekdays: readonly number[]): Rhythm {
  return { period: 7, days: weekdays.map((w) => (((w - 4) % 7) + 7) % 7) };
}

/** A side that plays every other day (NBA, NHL, players), phased by its name. */
export function everyOtherDayRhythm(seed: number, sportId: number, name: string): Rhythm {
  return { period: 2, days: [seedOf(seed, 'player-day', sportId, name) % 2] };
}

/**
 * A youth, reserve or women's league: two days a week, three and four days apart, phased by
 * the competition (`index`) so that every day has some.
 */
export function secondTeamRhythm(seed: number, index: number): Rhythm {
  const first = (seedOf(seed, 'round-day', index) + index) % 7;
  return { period: 7, days: [first, (first + 3) % 7] };
}

export function playsOn(rhythm: Rhythm, day: number): boolean {
  const m = ((day % rhythm.period) + rhythm.period) % rhythm.period;
  return rhythm.days.includes(m);
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes the zone is ahead of UTC at an instant (daylight saving included). */
function zoneOffsetMinutes(zone: string, at: number): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    offsetFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  const local = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return Math.round((local - Math.floor(at / 60_000) * 60_000) / 60_000);
}

/** The instant of a local kick-off time ('HH:MM') on a day (its local date) in a time zone. */
export function localKickoff(day: number, time: string, zone: string): Date {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const asUtc = day * DAY_MS + (h * 60 + m) * 60_000;
  // The offset at the guessed instant, checked once more across a daylight-saving change.
  const first = asUtc - zoneOffsetMinutes(zone, asUtc) * 60_000;
  return new Date(asUtc - zoneOffsetMinutes(zone, first) * 60_000);
}
