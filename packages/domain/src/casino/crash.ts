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
 * salt), r = its first 52 bits (R = 2^52 equally likely values); crash = max(1.00,
 * floor(97 × R / (R − r)) / 100). The tie rule ({@link crashCashoutWinsAt}): a cash-out at m
 * wins when m ≤ the crash point. Then exactly floor(97 × R / m) of the R values of r let a
 * cash-out at m win ({@link crashWinningHashes}), so it returns 97% to within m / (100 × R)
 * (under 2.3 × 10⁻¹², never above) at every target from 1.01x to the maximum. Exact integer
 * arithmetic (BigInt).
 */
export function crashPointFromSeed(seed: string, salt: string): number {
  return crashPointFromHash(hmacSha256Hex(seed, salt));
}

const HASH_RANGE = BigInt(HASH_HEAD_RANGE);
const KEEP_HUNDREDTHS = BigInt(100 - CRASH_HOUSE_EDGE_PERCENT);

/** The crash point of an HMAC result (see {@link crashPointFromSeed}). */
export function crashPointFromHash(hashHex: string): number {
  const r = BigInt(hashHead52(hashHex));
  const point = Number((KEEP_HUNDREDTHS * HASH_RANGE) / (HASH_RANGE - r));
  return Math.max(CRASH_START_HUNDREDTHS, point);
}

/**
 * How many of the 2^52 values of a round's hash head give a crash point ≥ `target` (hundredths
 * ≥ 1.01x): floor(97 × 2^52 / target). The crash point grows with the hash head, so these are
 * the highest ones. A cash-out at `target` wins on exactly these: its expected return is
 * target / 100 × this / 2^52, at most 97%.
 */
export function crashWinningHashes(target: number): bigint {
  if (!Number.isSafeInteger(target) || target < CRASH_MIN_AUTO_CASHOUT_HUNDREDTHS) {
    throw new RangeError(`A cash-out target is a whole number of hundredths ≥ 101: ${target}`);
  }
  return (KEEP_HUNDREDTHS * HASH_RANGE) / BigInt(target);
}

/**
 * The tie rule: a cash-out (by hand or auto) at `multiplier` hundredths wins when the round had
 * not crashed below it: multiplier ≤ crash point. 1.00x is never a cash-out (it would only hand
 * the stake back, every round, at no risk): the lowest is 1.01x.
 */
export function crashCashoutWinsAt(multiplier: number, crashPoint: number): boolean {
  return multiplier >= CRASH_MIN_AUTO_CASHOUT_HUNDREDTHS && multiplier <= crashPoint;
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
 * The first whole millisecond after take-off at which the multiplier reaches `hundredths`.
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
 * When a round with `crashPoint` crashes, in ms after take-off: the first moment the curve
 * passes the crash point, so the round flies through every multiplier up to and including it
 * (a cash-out at the crash point wins, {@link crashCashoutWinsAt}). A 1.00x round crashes at
 * take-off.
 */
export function crashEndsAfterMs(
  crashPoint: number,
  growthPerSecond: number = CRASH_GROWTH_PER_SECOND,
): number {
  if (crashPoint <= CRASH_START_HUNDREDTHS) return 0;
  return crashElapsedMsFor(crashPoint + 1, growthPerSecond);
}

/**
 * True when a cash-out at `elapsedMs` after take-off wins: the multiplier then is between 1.01x
 * and the crash point (see {@link crashCashoutWinsAt}).
 */
export function crashCashoutWins(
  elapsedMs: number,
  crashPoint: number,
  growthPerSecond: number = CRASH_GROWTH_PER_SECOND,
): boolean {
  return crashCashoutWinsAt(crashMultiplierAt(elapsedMs, growthPerSecond), crashPoint);
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
