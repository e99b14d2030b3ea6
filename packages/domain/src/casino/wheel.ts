import { cents, type Cents } from '../money';
import { hashHead52 } from './fair-hash';
import { instantResultHash, uniformIndex } from './instant-seeds';

/**
 * Spin wheel: 20 equal segments, each a payout multiplier in hundredths; one spin lands on one
 * of them. The multipliers sum to 19.20, so the wheel returns 19.20 / 20 = 96%.
 */
export const WHEEL_SEGMENTS: readonly number[] = [
  0, 150, 0, 200, 0, 150, 0, 300, 0, 150, 0, 200, 0, 150, 0, 120, 0, 200, 150, 150,
];

/** The wheel's return to player in percent, from its segments. */
export const WHEEL_RTP_PERCENT =
  WHEEL_SEGMENTS.reduce((sum, m) => sum + m, 0) / WHEEL_SEGMENTS.length;

/** The segment a spin lands on (index into {@link WHEEL_SEGMENTS}). */
export function wheelSegment(serverSeed: string, clientSeed: string, nonce: number): number {
  return wheelSegmentFromHash(instantResultHash(serverSeed, clientSeed, nonce));
}

/** The segment an HMAC result gives. */
export function wheelSegmentFromHash(hashHex: string): number {
  return uniformIndex(hashHead52(hashHex), WHEEL_SEGMENTS.length);
}

/** What a spin landing on `segment` pays back, rounded down to the cent, capped at max win. */
export function wheelPayout(stake: Cents, segment: number, maxWin: Cents): Cents {
  const multiplier = WHEEL_SEGMENTS[segment];
  if (multiplier === undefined) throw new RangeError(`No wheel segment ${segment}`);
  const raw = Number((BigInt(stake) * BigInt(multiplier)) / 100n);
  return cents(Math.min(raw, maxWin));
}
