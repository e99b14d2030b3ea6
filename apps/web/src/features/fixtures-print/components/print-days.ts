import { FIXED_OFFSET_ZONES } from '@shangwe/domain';

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Today (YYYY-MM-DD) in one of the product's time zones (UTC for any other). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const offset = FIXED_OFFSET_ZONES[timeZone] ?? 0;
  return new Date(now.getTime() + offset * 60_000).toISOString().slice(0, 10);
}

/** 'Today', 'Tomorrow', else 'Sat 28/11': how the day filter names a day. */
export function dayLabel(day: string, today: string): string {
  const date = Date.parse(`${day}T00:00:00Z`);
  const diff = Math.round((date - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  if (diff === 0) return 'Today';
  if (diff === 1) return 'Tomorrow';
  const [, m, d] = day.split('-');
  return `${WEEKDAYS[new Date(date).getUTCDay()]} ${d}/${m}`;
}

/** 'Saturday 28/11/2026': the day in the printed heading. */
export function longDayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const [y, m, d] = day.split('-');
  return `${names[date.getUTCDay()]} ${d}/${m}/${y}`;
}
