import type { SupportChatAvailability } from '@shangwe/contract';

/** When support agents are on duty, and what an offline bettor is promised. */
export interface SupportChatConfig {
  /** Minutes after midnight (in `timeZone`) the agents start; equal to `closeMinute`: always on. */
  openMinute: number;
  /** Minutes after midnight they stop (may be past midnight: 22:00-06:00). */
  closeMinute: number;
  /** IANA time zone of the hours, e.g. Africa/Nairobi. */
  timeZone: string;
  /** Outside the hours: "We reply within N hours." */
  replyWithinHours: number;
}

export class SupportChatConfigError extends Error {}

const HOURS = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/;

/**
 * SUPPORT_CHAT_HOURS (default 08:00-22:00), SUPPORT_CHAT_TIMEZONE (default Africa/Nairobi),
 * SUPPORT_CHAT_REPLY_HOURS (default 12): see support-chat/README.md.
 */
export function readSupportChatConfig(env: NodeJS.ProcessEnv): SupportChatConfig {
  const hours = (env.SUPPORT_CHAT_HOURS || '08:00-22:00').trim();
  const match = HOURS.exec(hours);
  const minute = (h: string, m: string) => Number(h) * 60 + Number(m);
  if (
    !match ||
    Number(match[2]) > 59 ||
    Number(match[4]) > 59 ||
    Number(match[1]) > 24 ||
    Number(match[3]) > 24
  ) {
    throw new SupportChatConfigError(`SUPPORT_CHAT_HOURS must be HH:MM-HH:MM, got '${hours}'`);
  }
  const timeZone = (env.SUPPORT_CHAT_TIMEZONE || 'Africa/Nairobi').trim();
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
  } catch {
    throw new SupportChatConfigError(`SUPPORT_CHAT_TIMEZONE is not a time zone: '${timeZone}'`);
  }
  const reply = Number(env.SUPPORT_CHAT_REPLY_HOURS || '12');
  if (!Number.isInteger(reply) || reply < 1 || reply > 168) {
    throw new SupportChatConfigError(
      'SUPPORT_CHAT_REPLY_HOURS must be a whole number of hours (1-168)',
    );
  }
  return {
    openMinute: minute(match[1]!, match[2]!) % 1440,
    closeMinute: minute(match[3]!, match[4]!) % 1440,
    timeZone,
    replyWithinHours: reply,
  };
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Minutes after midnight of `at` in `timeZone`. */
function minuteOfDay(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

/** Whether agents are on duty at `at`, and what the widget tells the bettor. */
export function supportAvailability(config: SupportChatConfig, at: Date): SupportChatAvailability {
  const { openMinute: open, closeMinute: close } = config;
  const always = open === close;
  const zone = config.timeZone.split('/').pop()!.replace(/_/g, ' ');
  const hours = always ? 'Every day, all day' : `${hhmm(open)}–${hhmm(close)} (${zone} time)`;
  const now = minuteOfDay(at, config.timeZone);
  const online = always || (open < close ? now >= open && now < close : now >= open || now < close);
  const n = config.replyWithinHours;
  return {
    online,
    hours,
    notice: online
      ? 'An agent will answer you here in a few minutes.'
      : `Our agents are offline now. We reply within ${n} hour${n === 1 ? '' : 's'}.`,
  };
}
