import { describe, expect, it } from 'vitest';
import { drawMatch, drawMatchDay, newSeed, seedHashOf, uniform } from './virtual-fairness';
import { doubleRoundRobin } from './virtual-schedule';
import { teamById, VIRTUAL_TEAMS } from './virtual-teams';

const SEED = '7f'.repeat(32);

describe('the provably fair draw', () => {
  it('gives the same results for the same seed, and other results for another seed', () => {
    const fixtures = doubleRoundRobin(VIRTUAL_TEAMS.map((t) => t.id))[0]!.map(([h, a]) => ({
      home: teamById(h),
      away: teamById(a),
    }));
    const first = drawMatchDay(SEED, fixtures);
    expect(drawMatchDay(SEED, fixtures)).toEqual(first);
    const others = Array.from({ length: 5 }, () => drawMatchDay(newSeed().seed, fixtures));
    expect(others.some((o) => JSON.stringify(o) !== JSON.stringify(first))).toBe(true);
  });

  it('pins the documented algorithm to values computed outside it (openssl, python)', () => {
    // printf '0:0' | openssl dgst -sha256 -mac HMAC -macopt hexkey:7f7f…7f → 796942ba75eadf36…
    // int('796942ba75eadf36', 16) >> 11 / 2**53 = 0.4742624001718626
    expect(uniform(SEED, 0, 0)).toBe(0.4742624001718626);
    expect(uniform(SEED, 1, 0)).not.toBe(uniform(SEED, 0, 0));
    // python: hashlib.sha256(bytes.fromhex('7f' * 32)).hexdigest()
    expect(seedHashOf(SEED)).toBe(
      '17a7384bf1c50a94b712ce507c5ccd58638cd091278078c6e7dc00ae0aa152fc',
    );
  });

  it('commits to the seed with its SHA-256', () => {
    const { seed, seedHash } = newSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(seedHash).toBe(seedHashOf(seed));
    expect(seedHashOf(SEED)).not.toBe(seedHash);
  });

  it('lists goals in minute order with a running score that ends at the full-time score', () => {
    for (let i = 0; i < 200; i++) {
      const m = drawMatch(newSeed().seed, i % 8, teamById(1), teamById(16));
      expect(m.goals.length).toBe(m.ft[0] + m.ft[1]);
      const minutes = m.goals.map((g) => g.minute);
      expect([...minutes].sort((a, b) => a - b)).toEqual(minutes);
      expect(m.goals.filter((g) => g.minute <= 45).length).toBe(m.ht[0] + m.ht[1]);
      expect(minutes.every((x) => x >= 1 && x <= 90)).toBe(true);
      const last = m.goals.at(-1);
      expect(last ? [last.home, last.away] : [0, 0]).toEqual(m.ft);
    }
  });
});

describe('the season schedule', () => {
  it('is a double round robin: every pair meets twice, once at each home, each club once a day', () => {
    const ids = VIRTUAL_TEAMS.map((t) => t.id);
    const days = doubleRoundRobin(ids);
    expect(days).toHaveLength(2 * (ids.length - 1));
    const pairs = new Set<string>();
    for (const day of days) {
      expect(new Set(day.flat()).size).toBe(ids.length);
      for (const [h, a] of day) pairs.add(`${h}-${a}`);
    }
    expect(pairs.size).toBe(ids.length * (ids.length - 1));
  });
});
