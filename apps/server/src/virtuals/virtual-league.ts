import { getCountryConfig, type CountryCode } from '@shangwe/domain';
import type { ServerEnv } from '../platform/env';
import { VIRTUAL_LEAGUES, virtualLeagueDef, type VirtualLeagueDef } from './virtual-teams';

/**
 * The virtual league a call asks for (`league`: id or deeplink ref), else the country's: its
 * `virtualsEnglishLeagueId` names it (spec 02 §2.6).
 */
export function virtualLeagueOf(country: CountryCode, wanted?: string): VirtualLeagueDef {
  const byQuery =
    wanted === undefined
      ? undefined
      : virtualLeagueDef(/^\d+$/.test(wanted) ? Number(wanted) : wanted);
  if (byQuery) return byQuery;
  const id = getCountryConfig(country).virtualsEnglishLeagueId;
  const def = virtualLeagueDef(id) ?? VIRTUAL_LEAGUES[0]!;
  return def.id === id ? def : { ...def, id };
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
