/**
 * The stake a bettor types into a casino game, checked with the domain's rules before it is
 * sent (the server checks again): whole cents, within the game's limits for the country.
 */
import {
  CASINO_LIMITS,
  casinoStakeCents,
  casinoStakeRefusal,
  toCents,
  type CasinoGameId,
  type CountryCode,
} from '@shangwe/domain';
import { errorCodes } from '@shangwe/contract';

/** A stake the games accept, or the reason it is refused (spec wording). */
export type StakeCheck = { ok: true; cents: number } | { ok: false; message: string };

/** The message for an amount that is not a number of whole cents. */
export const STAKE_NOT_AN_AMOUNT = 'Enter a stake amount';

/** Checks a typed stake against the game's limits in the country. */
export function checkStake(text: string, country: CountryCode, game: CasinoGameId): StakeCheck {
  const major = Number(text.trim());
  const stake = text.trim() === '' ? null : casinoStakeCents(major);
  if (stake === null) return { ok: false, message: STAKE_NOT_AN_AMOUNT };
  const limits = CASINO_LIMITS[country][game];
  const refusal = casinoStakeRefusal(stake, {
    minStake: toCents(limits.minStake),
    maxStake: toCents(limits.maxStake),
  });
  return refusal ? { ok: false, message: errorCodes[refusal].message } : { ok: true, cents: stake };
}

/** Doubles or halves a stake, kept within the limits (the quick buttons). */
export function stepStake(
  text: string,
  factor: number,
  country: CountryCode,
  game: CasinoGameId,
): string {
  const { minStake, maxStake } = CASINO_LIMITS[country][game];
  const now = Number(text);
  const base = Number.isFinite(now) && now > 0 ? now : minStake;
  const next = Math.min(maxStake, Math.max(minStake, Math.floor(base * factor * 100) / 100));
  return String(next);
}
