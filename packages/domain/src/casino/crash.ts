import { cents, type Cents } from '../money';
import { hashHead52, hmacSha256Hex, HASH_HEAD_RANGE } from './fair-hash';

/**
 * The crash game's maths: the crash point a round's seed fixes, the curve the multiplier climbs,
 * and what a cash-out pays. Multipliers are integer HUNDREDTHS (1.00x = 100, 2.47x = 247) so no
 * float decides money.
 */

/** The house edge of crash, in percent. */
export const CRASH_HOUSE_EDGE_PERCENT = 3;

/** Crash's return to player, in percent: 100 − edge, whatever cash-out a player aims for. */
export const CRASH_RTP_PERCENT = 100 - CRASH_HOUSE_EDGE_PERCENT;

/** 1.00x, the multiplier a round starts from (and the lowest crash point). */
export const CRASH_START_HUNDREDTHS = 100;

/** Lowest auto cash-out a player may set (1.01x). */
export const CRASH_MIN_AUTO_CASHOUT_HUNDREDTHS = 101;

/** Highest auto cash-out a player may set (10,000x). */
export const CRASH_MAX_AUTO_CASHOUT_HUNDREDTHS = 1_000_000;

/**
 * Default speed of the curve: the multiplier is e^(rate × seconds), so 2x after 11.6 s, 10x after
 * 38 s (the server may run it faster for tests; the crash point does not depend on it).
 */
export const CRASH_GROWTH_PER_SECOND = 0.06;

/**
 * The crash point a round's seed fixes, in hundredths. h = HMAC-SHA256(key = seed, message =
 * salt), r = its first 52 bits, X = r / 2^52 uniform in [0, 1); crash = max(1.00,
 * floor(100 × (1 − edge) / (1 − X)) / 100). Then P(crash ≥ m) = (1 − edge) / m for every m ≥
 * 1.01, so cashing out at any m returns 97% on average. Exact integer arithmetic (BigInt).
 */
export function crashPointFromSeed(seed: string, salt: string): number {
  return crashPointFromHash(hmacSha256Hex(seed, salt));
}

/** The crash point of an HMAC result (see {@link crashPointFromSeed}). */
export function crashPointFromHash(hashHex: string): number {
  const r = BigInt(hashHead52(hashHex));
  const range = BigInt(HASH_HEAD_RANGE);
  const keep = BigInt(100 - CRASH_HOUSE_EDGE_PERCENT);
  const point = Number((keep * range) / (range - r));
  return Math.max(CRASH_START_HUNDREDTHS, point);
}

/**
 * The multiplier shown `elapsedMs` after the round took off, in hundredths: floor(100 ×
 * e^(rate × t)). The server decides a cash-out with it at the moment the request arrives.
 */
export function crashMultiplierAt(
  elapsedMs: number,
  growthPerSecond: number = CRASH_GROWTH_PER_SECOND,
): number {
  if (elapsedMs <= 0) return CRASH_START_HUNDREDTHS;
  return Math.floor(100 * Math.exp((growthPerSecond * elapsedMs) / 1000) + 1e-9);
}

/**
 * The first whole millisecond after take-off at which the multiplier reaches `hundredths`: the
 * moment a round with that crash point crashes (and an auto cash-out at it is paid).
 */
export function crashElapsedMsFor(
  hundredths: number,
  growthPerSecond: number = CRASH_GROWTH_PER_SECOND,
): number {
  if (hundredths <= CRASH_START_HUNDREDTHS) return 0;
  let t = Math.max(0, Math.ceil((Math.log(hundredths / 100) / growthPerSecond) * 1000));
  while (crashMultiplierAt(t, growthPerSecond) < hundredths) t++;
  while (t > 0 && crashMultiplierAt(t - 1, growthPerSecond) >= hundredths) t--;
  return t;
}

/**
 * True when a cash-out at `elapsedMs` after take-off wins: the multiplier then is still below the
 * crash point (at the crash point the round has crashed and the cash-out loses).
 */
export function crashCashoutWins(
  elapsedMs: number,
  crashPoint: number,
  growthPerSecond: number = CRASH_GROWTH_PER_SECOND,
): boolean {
  return crashMultiplierAt(elapsedMs, growthPerSecond) < crashPoint;
}

/**
 * What a bet cashed out at `hundredths` pays back (stake included), rounded down to the cent and
 * capped at the country's maximum win.
 */
export function multipliedPayout(stake: Cents, hundredths: number, maxWin: Cents): Cents {
  const raw = Number((BigInt(stake) * BigInt(hundredths)) / 100n);
  return cents(Math.min(raw, maxWin));
}

/** A multiplier in hundredths as the screen shows it: 247 → '2.47x'. */
export function formatMultiplier(hundredths: number): string {
  return `${(hundredths / 100).toFixed(2)}x`;
}
