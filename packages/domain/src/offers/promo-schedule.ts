/**
 * When a promotion runs within its dates (issue 28): on some days of the week only ('Weekend
 * Win Bonus' on Saturdays and Sundays), judged in the bettor's country's time zone. Days are
 * ISO weekdays, 1 Monday … 7 Sunday; none listed means every day.
 */

/** ISO weekdays a promotion runs on; null or empty: every day. */
export type PromoDays = readonly number[] | null | undefined;

const DAY_NAMES = [
  'Mondays',
  'Tuesdays',
  'Wednesdays',
  'Thursdays',
  'Fridays',
  'Saturdays',
  'Sundays',
];
const SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Whether the list names days at all (a schedule narrower than every day). */
export function hasPromoDays(days: PromoDays): days is readonly number[] {
  return !!days && days.length > 0 && days.length < 7;
}

/** The ISO weekday (1 Monday … 7 Sunday) of an instant in a time zone. */
export function isoWeekdayIn(now: Date, timeZone: string): number {
  const short = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone }).format(now);
  return SHORT.indexOf(short) + 1;
}

/** Whether a promotion with these days runs at `now` in `timeZone` (dates aside). */
export function runsOnDay(days: PromoDays, now: Date, timeZone: string): boolean {
  return !hasPromoDays(days) || days.includes(isoWeekdayIn(now, timeZone));
}

/** 'Saturdays and Sundays', 'Fridays, Saturdays and Sundays'; 'every day' without a schedule. */
export function promoDaysText(days: PromoDays): string {
  if (!hasPromoDays(days)) return 'every day';
  const names = [...new Set(days)]
    .filter((d) => d >= 1 && d <= 7)
    .sort((a, b) => a - b)
    .map((d) => DAY_NAMES[d - 1]!);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
}

/**
 * The icons a promotion's `image_url` may name: the banner artworks plus the promotions' own
 * (drawn by the web app as inline SVG, nothing fetched). Each offer of a country has its own.
 */
export const PROMO_ONLY_ICONS = ['insurance', 'weekend', 'gift'] as const;
export type PromoOnlyIcon = (typeof PROMO_ONLY_ICONS)[number];
