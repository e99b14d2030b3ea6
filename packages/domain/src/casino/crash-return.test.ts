import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import {
  crashCashoutWinsAt,
  crashPointFromHash,
  crashWinningHashes,
  CRASH_MAX_AUTO_CASHOUT_HUNDREDTHS,
  CRASH_MIN_AUTO_CASHOUT_HUNDREDTHS,
  CRASH_RTP_PERCENT,
  HASH_HEAD_RANGE,
  multipliedPayout,
} from './index';

/**
 * Crash returns what it publishes (issue 25): the bettor's expected return at every cash-out
 * target, computed exactly from the crash-point formula and the tie rule, is the published 97%
 * (to within one of the 2^52 hash values) and never above it. A real chain's 1,000,000 rounds
 * against this distribution: apps/server/src/casino/crash-chain-distribution.unit.test.ts.
 */
const R = BigInt(HASH_HEAD_RANGE);
const RTP = BigInt(CRASH_RTP_PERCENT);

/** A hash whose first 52 bits are `head` (the rest does not count). */
const hashWithHead = (head: bigint) => head.toString(16).padStart(13, '0') + '0'.repeat(51);

describe('crash: exact expected return at every target', () => {
  it('a cash-out at m (1.01x to 10,000x) wins on exactly floor(97·2^52/m) hashes: 97%, never more', () => {
    const off: number[] = [];
    let lowest = 1;
    for (let m = CRASH_MIN_AUTO_CASHOUT_HUNDREDTHS; m <= CRASH_MAX_AUTO_CASHOUT_HUNDREDTHS; m++) {
      const wins = crashWinningHashes(m);
      const big = BigInt(m);
      // Return = m/100 × wins/R; 97% exactly would be m × wins = 97 × R.
      const shortBy = RTP * R - big * wins;
      if (shortBy < 0n || shortBy >= big) off.push(m);
      lowest = Math.min(lowest, Number(big * wins) / Number(RTP * R));
    }
    expect(off).toEqual([]);
    // The worst target returns 97% × (1 − 2.4 × 10⁻¹²).
    expect(lowest).toBeGreaterThan(1 - 1e-11);
  });

  it('those hashes are the ones the real formula and tie rule make win (the boundary of each target)', () => {
    const boundaryHolds = (m: number) => {
      const first = R - crashWinningHashes(m);
      const atBoundary = crashPointFromHash(hashWithHead(first));
      const below = crashPointFromHash(hashWithHead(first - 1n));
      return crashCashoutWinsAt(m, atBoundary) && !crashCashoutWinsAt(m, below);
    };
    const check = (m: number) => {
      expect(boundaryHolds(m)).toBe(true);
    };
    const off: number[] = [];
    for (let m = 101; m <= 20_000; m++) if (!boundaryHolds(m)) off.push(m);
    expect(off).toEqual([]);
    fc.assert(
      fc.property(fc.integer({ min: 20_001, max: CRASH_MAX_AUTO_CASHOUT_HUNDREDTHS }), check),
      { numRuns: 5_000 },
    );
    // The crash point never falls as the hash head grows, so "≥ boundary" is all of them.
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: R - 2n }), (head) => {
        const next = head + 1n;
        expect(crashPointFromHash(hashWithHead(next))).toBeGreaterThanOrEqual(
          crashPointFromHash(hashWithHead(head)),
        );
      }),
      { numRuns: 5_000 },
    );
  });

  it('the maximum win only ever lowers a payout', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 101, max: CRASH_MAX_AUTO_CASHOUT_HUNDREDTHS }),
        fc.integer({ min: 1, max: 10 ** 12 }),
        (stake, m, maxWin) => {
          const paid = multipliedPayout(cents(stake), m, cents(maxWin));
          expect(paid * 100).toBeLessThanOrEqual(stake * m);
          expect(paid).toBeLessThanOrEqual(maxWin);
        },
      ),
    );
  });
});
