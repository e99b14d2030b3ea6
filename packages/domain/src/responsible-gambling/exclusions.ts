/** A break from gambling: a short time-out, or a self-exclusion of months or years (RTS 13, 14). */
export type ExclusionKind = 'time_out' | 'self_exclusion';

/** The periods each kind offers, with their length. */
export const EXCLUSION_PERIODS = {
  time_out: [
    { key: '24h', label: '24 hours', hours: 24 },
    { key: '7d', label: '7 days', days: 7 },
    { key: '30d', label: '30 days', days: 30 },
    { key: '6w', label: '6 weeks', days: 42 },
  ],
  self_exclusion: [
    { key: '6m', label: '6 months', months: 6 },
    { key: '1y', label: '1 year', months: 12 },
    { key: '2y', label: '2 years', months: 24 },
    { key: '5y', label: '5 years', months: 60 },
  ],
} as const satisfies Record<
  ExclusionKind,
  readonly { key: string; label: string; hours?: number; days?: number; months?: number }[]
>;

/** Ending a self-exclusion: asked after its end, in force 24 hours later. */
export const EXCLUSION_END_COOLING_OFF_MS = 24 * 60 * 60 * 1000;

/** The period of `kind` named `key`, or null. */
export function exclusionPeriod(kind: ExclusionKind, key: string) {
  const periods: readonly {
    key: string;
    label: string;
    hours?: number;
    days?: number;
    months?: number;
  }[] = EXCLUSION_PERIODS[kind];
  return periods.find((p) => p.key === key) ?? null;
}

/** When an exclusion of `kind`/`key` started at `start` ends; null for an unknown period. */
export function exclusionEnd(kind: ExclusionKind, key: string, start: Date): Date | null {
  const period = exclusionPeriod(kind, key);
  if (!period) return null;
  if (period.hours) return new Date(start.getTime() + period.hours * 3_600_000);
  if (period.days) return new Date(start.getTime() + period.days * 86_400_000);
  const end = new Date(start.getTime());
  end.setUTCMonth(end.getUTCMonth() + period.months!);
  return end;
}

/**
 * Whether an exclusion holds at `now`: a time-out until its end; a self-exclusion until its
 * end AND 24 hours after the bettor asked to end it (asked only after the end).
 */
export function exclusionHolds(
  exclusion: { kind: ExclusionKind; endsAt: Date; endRequestedAt: Date | null },
  now: Date,
): boolean {
  if (now < exclusion.endsAt) return true;
  if (exclusion.kind === 'time_out') return false;
  if (!exclusion.endRequestedAt) return true;
  return now.getTime() < exclusion.endRequestedAt.getTime() + EXCLUSION_END_COOLING_OFF_MS;
}

/** The texts of a refusal while excluded. */
export function exclusionMessage(kind: ExclusionKind, until: string): string {
  return kind === 'time_out'
    ? `You are taking a break until ${until}. You cannot bet or deposit until then; you can still withdraw your balance.`
    : `You have excluded yourself from gambling until ${until}. You cannot bet or deposit; you can still withdraw your balance.`;
}

/** The texts of a promotion or free bet refused while excluded (no marketing during a break). */
export function exclusionOffersMessage(who: 'bettor' | 'operator', until: string): string {
  return who === 'bettor'
    ? `Promotions and free bets are closed to you during your break, until ${until}.`
    : `This bettor is on a time-out or self-exclusion until ${until}: no free bets or promotions can be given until then.`;
}

/** Reality-check intervals a bettor can choose, in minutes. */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
