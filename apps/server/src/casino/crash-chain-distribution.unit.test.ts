import { createHash, createHmac } from 'node:crypto';
import {
  buildHashChain,
  crashCashoutWinsAt,
  crashPointFromHash,
  crashPointFromSeed,
  crashWinningHashes,
  CRASH_RTP_PERCENT,
  HASH_HEAD_RANGE,
} from '@shangwe/domain';
import { describe, expect, it } from 'vitest';

const R = BigInt(HASH_HEAD_RANGE);

/**
 * 1,000,000 rounds of one hash chain (s_{i−1} = sha256(s_i), crash point from HMAC(s_i, salt)),
 * hashed with Node's native SHA-256 and HMAC (the same functions as the domain's pure-JS ones,
 * checked on the chain's first 200 rounds): about 5 s of hashing on an idle core instead of
 * about 25 s; a busy 2-core machine took 70 s, hence the test's own 300 s timeout. Each frequency is
 * compared with the formula's exact probability within 4 standard errors.
 */
describe('crash: 1,000,000 rounds of a chain', () => {
  const ROUNDS = 1_000_000;
  const SALT = 'crash-distribution-test';
  const nativeSha = (text: string) => createHash('sha256').update(text).digest('hex');
  const nativeHmac = (key: string, text: string) =>
    createHmac('sha256', key).update(text).digest('hex');

  it('crashes at 1.00x and in every band as often as the formula says, and returns 97%', () => {
    const top = nativeSha('crash-distribution-top-seed');
    const reference = buildHashChain(top, 200).reverse();
    const points = new Uint32Array(ROUNDS);
    let seed = top;
    for (let i = 0; i < ROUNDS; i++) {
      if (i <= 200) {
        expect(seed).toBe(reference[i]);
        expect(crashPointFromHash(nativeHmac(seed, SALT))).toBe(crashPointFromSeed(seed, SALT));
      }
      points[i] = Math.min(crashPointFromHash(nativeHmac(seed, SALT)), 4_000_000_000);
      seed = nativeSha(seed);
    }
    const pAtLeast = (m: number) => (m <= 100 ? 1 : Number(crashWinningHashes(m)) / Number(R));
    const within4Se = (observed: number, p: number) => {
      const se = Math.sqrt((p * (1 - p)) / ROUNDS);
      expect(Math.abs(observed / ROUNDS - p), `p = ${p}`).toBeLessThan(4 * se);
    };
    const bands = [100, 101, 120, 150, 200, 300, 500, 1_000, 2_000, 10_000, 100_000];
    for (let b = 0; b < bands.length; b++) {
      const from = bands[b]!;
      const to = bands[b + 1];
      const p = pAtLeast(from) - (to === undefined ? 0 : pAtLeast(to));
      let n = 0;
      for (const point of points) if (point >= from && (to === undefined || point < to)) n++;
      within4Se(n, p);
    }
    // Instant crashes: 1 − 0.97 / 1.01 = 3.96%.
    expect(1 - pAtLeast(101)).toBeCloseTo(0.0396, 4);
    for (const target of [101, 150, 200, 1_000]) {
      let wins = 0;
      for (const point of points) if (crashCashoutWinsAt(target, point)) wins++;
      within4Se(wins, pAtLeast(target));
      const se = (target / 100) * Math.sqrt((pAtLeast(target) * (1 - pAtLeast(target))) / ROUNDS);
      const meanReturn = ((target / 100) * wins) / ROUNDS;
      expect(Math.abs(meanReturn - CRASH_RTP_PERCENT / 100)).toBeLessThan(4 * se);
    }
  });
});
