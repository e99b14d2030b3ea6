/**
 * The opted-in promo list of the slip (spec 01 §3, §5; spec 02 §4.7), kept by the session store
 * under the local storage key `selected-optIn`. Only one promo may ride on a bet, so opting in
 * to one replaces the other; expired or used promos leave the list; a successful bet opts its
 * promo out.
 */
import { useMemo } from 'react';
import type { Promo, PromoRuleDto } from '@shangwe/contract';
import { keepSelectedOptIns } from '@shangwe/domain';
import { useSessionStore } from './session-store';

/** What is kept of an opted-in promo: its name, its opt-in rules and when it ends. */
export interface OptedInPromo {
  promo_id: number;
  promo_name: string;
  end_time: string;
  rules: PromoRuleDto[];
}

function isOptedInPromo(value: unknown): value is OptedInPromo {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.promo_id === 'number' &&
    typeof v.promo_name === 'string' &&
    typeof v.end_time === 'string' &&
    Array.isArray(v.rules)
  );
}

/** The stored list, ignoring anything an older version or another tab left that is not a promo. */
export function readOptedIn(list: readonly unknown[]): OptedInPromo[] {
  return list.filter(isOptedInPromo);
}

/** The opted-in promos of the slip. */
export function useOptedInPromos(): OptedInPromo[] {
  const raw = useSessionStore((s) => s.selectedOptIn);
  return useMemo(() => readOptedIn(raw), [raw]);
}

/** The promo that rides on the next bet: the one opted in (at most one is kept). */
export function selectedPromo(): OptedInPromo | null {
  return readOptedIn(useSessionStore.getState().selectedOptIn)[0] ?? null;
}

/** When each promo was opted in on this page (a list read before does not know it). */
const optedInAt = new Map<number, number>();

/** Opts in to `promo` for the next bet, replacing any other (one promo per bet). */
export function rememberOptIn(
  promo: Pick<Promo, 'promo_id' | 'promo_name' | 'end_time' | 'rules'>,
): void {
  const { promo_id, promo_name, end_time, rules } = promo;
  optedInAt.set(promo_id, Date.now());
  const kept: OptedInPromo = { promo_id, promo_name, end_time, rules };
  useSessionStore.getState().setSelectedOptIn([kept]);
}

/** Removes a promo from the opted-in list (opted out by the bettor, or used by a bet). */
export function forgetOptIn(promoId: number): void {
  const list = readOptedIn(useSessionStore.getState().selectedOptIn);
  const next = list.filter((p) => p.promo_id !== promoId);
  if (next.length !== list.length) useSessionStore.getState().setSelectedOptIn(next);
}

/**
 * Drops from the opted-in list every promo that ended, is no longer listed or running, or that
 * the server no longer holds the bettor opted in to (used on a bet, opted out in another tab):
 * the domain's `keepSelectedOptIns` over the server's list for this bettor.
 */
export function pruneOptedIn(promos: readonly Promo[], now: Date, listedAt = now.getTime()): void {
  const raw = useSessionStore.getState().selectedOptIn;
  const kept = keepSelectedOptIns(readOptedIn(raw), promos, now);
  // A list read before an opt-in here does not show it yet: that promo stays.
  const newer = readOptedIn(raw).filter(
    (p) =>
      (optedInAt.get(p.promo_id) ?? 0) > listedAt && !kept.some((k) => k.promo_id === p.promo_id),
  );
  const next = newer.length === 0 ? kept : [...kept, ...newer];
  if (next.length !== raw.length) useSessionStore.getState().setSelectedOptIn(next);
}
