import { getCountryConfig, type CountryCode } from '@shangwe/domain';
import type { ServerEnv } from '../platform/env';

/** The virtual league of a country: its `virtualsEnglishLeagueId` names it (spec 02 §2.6). */
export function virtualLeagueOf(country: CountryCode): { id: number; name: string } {
  return { id: getCountryConfig(country).virtualsEnglishLeagueId, name: 'English Virtual League' };
}

/**
 * Round timings: a kick-off every VIRTUAL_ROUND_SECONDS (default 180); the matches play for a
 * third of it, at most 60 s (90 match minutes). The next match-day opens for betting when the
 * previous one kicks off, so a match-day is always open.
 */
export interface VirtualTimings {
  roundMs: number;
  playMs: number;
}

export const DEFAULT_ROUND_SECONDS = 180;

export function timingsFor(roundSeconds: number): VirtualTimings {
  const roundMs = Math.max(1, roundSeconds) * 1000;
  return { roundMs, playMs: Math.min(60_000, Math.floor(roundMs / 3)) };
}

export function virtualTimings(env: Pick<ServerEnv, 'virtualRoundSeconds'>): VirtualTimings {
  return timingsFor(env.virtualRoundSeconds);
}
