/** The periods a deposit or loss limit counts over; stake limits also have 'bet' (one wager). */
export type LimitPeriod = 'day' | 'week' | 'month';

/** The calendar parts of `at` in `timeZone` (the country's, e.g. Africa/Nairobi). */
function localParts(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return {
    y: get('year'),
    m: get('month'),
    d: get('day'),
    h: get('hour'),
    min: get('minute'),
    s: get('second'),
  };
}

/** The instant of local midnight of the local date y-m-d in `timeZone`. */
function localMidnight(y: number, m: number, d: number, timeZone: string): Date {
  const guess = new Date(Date.UTC(y, m - 1, d));
  const p = localParts(guess, timeZone);
  // The zone's offset at that instant: what the local clock reads minus UTC.
  const offset = Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - guess.getTime();
  return new Date(guess.getTime() - offset);
}

/**
 * The current period of a limit at `now`, in the country's time zone: a day from local
 * midnight, a week from Monday 00:00, a month from the 1st. `resetsAt` is when the next begins.
 */
export function limitWindow(
  period: LimitPeriod,
  now: Date,
  timeZone: string,
): { start: Date; resetsAt: Date } {
  const { y, m, d } = localParts(now, timeZone);
  if (period === 'day') {
    return {
      start: localMidnight(y, m, d, timeZone),
      resetsAt: localMidnight(y, m, d + 1, timeZone),
    };
  }
  if (period === 'week') {
    const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday 0
    return {
      start: localMidnight(y, m, d - weekday, timeZone),
      resetsAt: localMidnight(y, m, d - weekday + 7, timeZone),
    };
  }
  return {
    start: localMidnight(y, m, 1, timeZone),
    resetsAt: localMidnight(y, m + 1, 1, timeZone),
  };
}
