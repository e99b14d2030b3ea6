import { FIXED_OFFSET_ZONES } from '@shangwe/domain';
import { msg, t, tAny } from '../../../lib/i18n';

const DAY_MS = 86_400_000;
const WEEKDAYS = [
  msg('Sun'),
  msg('Mon'),
  msg('Tue'),
  msg('Wed'),
  msg('Thu'),
  msg('Fri'),
  msg('Sat'),
];

/** Today (YYYY-MM-DD) in one of the product's time zones (UTC for any other). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const offset = FIXED_OFFSET_ZONES[timeZone] ?? 0;
  return new Date(now.getTime() + offset * 60_000).toISOString().slice(0, 10);
}

/** 'Today', 'Tomorrow', else 'Sat 28/11': how the day filter names a day. */
export function dayLabel(day: string, today: string): string {
  const date = Date.parse(`${day}T00:00:00Z`);
  const diff = Math.round((date - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  if (diff === 0) return t('Today');
  if (diff === 1) return t('Tomorrow');
  const [, m, d] = day.split('-');
  return `${tAny(WEEKDAYS[new Date(date).getUTCDay()])} ${d}/${m}`;
}

/** 'Saturday 28/11/2026': the day in the printed heading. */
export function longDayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const names = [
    msg('Sunday'),
    msg('Monday'),
    msg('Tuesday'),
    msg('Wednesday'),
    msg('Thursday'),
    msg('Friday'),
    msg('Saturday'),
  ];
  const [y, m, d] = day.split('-');
  return `${tAny(names[date.getUTCDay()])} ${d}/${m}/${y}`;
}
