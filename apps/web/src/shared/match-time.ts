import { formatDateTime, formatHourMinute } from '@shangwe/domain';
import { useCountryStore } from './country-store';

function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * The time zone kick-off times are shown in: the applied country's (Africa/Nairobi, Africa/Accra,
 * Africa/Lagos), so a bettor sees the local kick-off whatever the phone's setting; the device's
 * before a country is applied.
 */
export function useMatchTimeZone(): string {
  return useCountryStore((s) => s.config?.timezone) ?? deviceTimeZone();
}

/** 'DD/MM HH:mm' of a kick-off (spec 02 §9 display formats). */
export function formatKickOff(iso: string, timeZone: string): string {
  return formatDateTime(new Date(iso), timeZone);
}

/** 'HH:mm' of a kick-off. */
export function formatKickOffTime(iso: string, timeZone: string): string {
  return formatHourMinute(new Date(iso), timeZone);
}
