import type { LimitPeriod } from './periods';

/** What a limit caps: money paid in, money lost (stakes less returns), or money staked. */
export type LimitKind = 'deposit' | 'loss' | 'stake';

/** Every limit a bettor can set: deposit and loss per day/week/month, stake per bet and per day. */
export const LIMIT_SLOTS = [
  { kind: 'deposit', period: 'day' },
  { kind: 'deposit', period: 'week' },
  { kind: 'deposit', period: 'month' },
  { kind: 'loss', period: 'day' },
  { kind: 'loss', period: 'week' },
  { kind: 'loss', period: 'month' },
  { kind: 'stake', period: 'bet' },
  { kind: 'stake', period: 'day' },
] as const satisfies readonly { kind: LimitKind; period: LimitPeriod | 'bet' }[];

export type LimitSlot = (typeof LIMIT_SLOTS)[number];
export type LimitSlotPeriod = LimitSlot['period'];

/** Whether `kind`/`period` name one of the limits above. */
export function isLimitSlot(kind: string, period: string): boolean {
  return LIMIT_SLOTS.some((s) => s.kind === kind && s.period === period);
}

/** An increase or removal waits this long, then needs the bettor's confirmation (RTS 12). */
export const COOLING_OFF_MS = 24 * 60 * 60 * 1000;

/**
 * How a requested limit (null: remove it) takes effect given the one in force (null: none):
 * a decrease, or a first limit, at once; an increase or a removal only after the cooling-off
 * period and a confirmation after it.
 */
export function limitChangeEffect(
  current: number | null,
  requested: number | null,
): 'now' | 'after-cooling-off' | 'unchanged' {
  if (requested === current) return 'unchanged';
  if (current === null) return 'now';
  if (requested !== null && requested < current) return 'now';
  return 'after-cooling-off';
}

/** Whether a pending increase or removal, asked at `requestedAt`, may be confirmed at `now`. */
export function canConfirmLimitChange(requestedAt: Date, now: Date): boolean {
  return now.getTime() >= requestedAt.getTime() + COOLING_OFF_MS;
}

/**
 * Whether `amountCents` more fits a limit given what was already used in its period. A
 * 'loss' limit counts an open stake as lost until it returns: `used` is stakes less returns.
 */
export function fitsLimit(limitCents: number, usedCents: number, amountCents: number): boolean {
  return usedCents + amountCents <= limitCents;
}

const PERIOD_WORDS = { day: 'daily', week: 'weekly', month: 'monthly', bet: 'per-bet' } as const;
const KIND_WORDS = { deposit: 'deposit', loss: 'loss', stake: 'stake' } as const;

/** The name of a limit as the bettor reads it: 'daily deposit limit'. */
export function limitName(kind: LimitKind, period: LimitSlotPeriod): string {
  return `${PERIOD_WORDS[period]} ${KIND_WORDS[kind]} limit`;
}

/**
 * The refusal a bettor reads: which limit, how much is left, and when it resets (a per-bet
 * limit never resets). `money` formats minor units in the country currency; `when` a moment.
 */
export function limitRefusalMessage(input: {
  kind: LimitKind;
  period: LimitSlotPeriod;
  limitCents: number;
  leftCents: number;
  resetsAt: Date | null;
  money: (cents: number) => string;
  when: (at: Date) => string;
}): string {
  const name = limitName(input.kind, input.period);
  const head = `This is over your ${name} of ${input.money(input.limitCents)}.`;
  if (input.resetsAt === null) return head;
  const left = Math.max(0, input.leftCents);
  return `${head} You have ${input.money(left)} left until it resets on ${input.when(input.resetsAt)}.`;
}
