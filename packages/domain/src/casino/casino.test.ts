import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import {
  buildHashChain,
  chainSalt,
  chainSeedsHash,
  casinoGame,
  casinoLimitsCents,
  casinoStakeCents,
  CASINO_GAMES,
  formatMultiplier,
  hashToUnit,
  isHexSeed,
  isValidClientSeed,
  casinoStakeRefusal,
  crashCashoutWins,
  crashCashoutWinsAt,
  crashElapsedMsFor,
  crashEndsAfterMs,
  crashMultiplierAt,
  crashPointFromHash,
  crashPointFromSeed,
  diceMultiplier,
  dicePayout,
  diceRoll,
  diceTargetRange,
  diceWinningRolls,
  diceWins,
  DICE_TARGET_RULE,
  hmacSha256Hex,
  instantResultHash,
  multipliedPayout,
  previousChainSeed,
  sha256Hex,
  verifyChainSeed,
  wheelPayout,
  wheelSegment,
  WHEEL_SEGMENTS,
} from './index';

describe('fair hashes', () => {
  it('are SHA-256 and HMAC-SHA256 (FIPS 180-2 and RFC 4231 test vectors)', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
});

describe('hash chain', () => {
  const chain = buildHashChain('f'.repeat(64), 50);

  it('hashes every seed to the one before it, down to the terminating hash', () => {
    expect(chain).toHaveLength(51);
    for (let i = 1; i <= 50; i++) expect(previousChainSeed(chain[i]!)).toBe(chain[i - 1]);
    expect(chain[50]).toBe('f'.repeat(64));
  });

  it('verifies a seed at its position only', () => {
    expect(verifyChainSeed(chain[17]!, 17, chain[0]!)).toBe(true);
    expect(verifyChainSeed(chain[17]!, 16, chain[0]!)).toBe(false);
    expect(verifyChainSeed('0'.repeat(64), 17, chain[0]!)).toBe(false);
    expect(verifyChainSeed(chain[17]!, 0, chain[0]!)).toBe(false);
  });
});

describe('crash', () => {
  it('crashes at 1.00x from the lowest hashes and follows 97 / (1 − X) above', () => {
    expect(crashPointFromHash('0'.repeat(64))).toBe(100);
    // X = 1/2 → 97 / 0.5 = 1.94x.
    expect(crashPointFromHash('8000000000000' + '0'.repeat(51))).toBe(194);
    expect(crashPointFromHash('fffffffffffff' + '0'.repeat(51))).toBeGreaterThan(10 ** 15);
  });

  it('takes the crash point from HMAC(seed, salt), so the next seed does not give it away', () => {
    const seed = sha256Hex('x');
    expect(crashPointFromSeed(seed, 'salt')).toBe(crashPointFromHash(hmacSha256Hex(seed, 'salt')));
  });

  it('climbs from 1.00x and flies through its crash point, crashing as the curve passes it', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    // ln 2 / 0.06 = 11.5525 s.
    expect(crashMultiplierAt(11_552)).toBe(199);
    expect(crashMultiplierAt(11_553)).toBe(200);
    expect(crashEndsAfterMs(100)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 1_000_000 }), (point) => {
        const reached = crashElapsedMsFor(point);
        const end = crashEndsAfterMs(point);
        expect(crashMultiplierAt(reached)).toBeGreaterThanOrEqual(point);
        expect(crashMultiplierAt(reached - 1)).toBeLessThan(point);
        // The last moment of flight shows the crash point itself; the crash shows more.
        expect(crashMultiplierAt(end - 1)).toBeLessThanOrEqual(point);
        expect(crashMultiplierAt(end)).toBeGreaterThan(point);
        // The tie rule: a cash-out AT the crash point wins, one above it loses.
        expect(crashCashoutWins(end - 1, point)).toBe(true);
        expect(crashCashoutWins(end, point)).toBe(false);
        expect(crashCashoutWinsAt(point, point)).toBe(true);
        expect(crashCashoutWinsAt(point + 1, point)).toBe(false);
      }),
    );
    // 1.00x is never a cash-out: it would hand the stake back every round at no risk.
    expect(crashCashoutWinsAt(100, 500)).toBe(false);
    expect(crashCashoutWins(0, 500)).toBe(false);
  });

  it('pays stake × multiplier, rounded down, never above the maximum win', () => {
    expect(multipliedPayout(cents(1000), 247, cents(10 ** 9))).toBe(2470);
    expect(multipliedPayout(cents(333), 150, cents(10 ** 9))).toBe(499);
    expect(multipliedPayout(cents(1000), 1_000_000, cents(50_000))).toBe(50_000);
  });
});

describe('instant games', () => {
  it('draw from HMAC(server seed, client seed:nonce)', () => {
    const server = 'a'.repeat(64);
    expect(instantResultHash(server, 'me', 3)).toBe(hmacSha256Hex(server, 'me:3'));
    const rolls = new Set([0, 1, 2, 3, 4, 5].map((n) => diceRoll(server, 'me', n)));
    expect(rolls.size).toBeGreaterThan(4);
    for (const r of rolls) expect(r).toBeGreaterThanOrEqual(0);
    for (const r of rolls) expect(r).toBeLessThan(10_000);
  });

  it('dice: chances between 1% and 96% only, under and over', () => {
    expect(diceWinningRolls(5000, 'under')).toBe(5000);
    expect(diceWinningRolls(5000, 'over')).toBe(4999);
    expect(diceWinningRolls(99, 'under')).toBeNull();
    expect(diceWinningRolls(9600, 'under')).toBe(9600);
    expect(diceWinningRolls(9601, 'under')).toBeNull();
    expect(diceWinningRolls(9700, 'under')).toBeNull();
    expect(diceWinningRolls(9800, 'under')).toBeNull();
    expect(diceWinningRolls(398, 'over')).toBeNull();
    expect(diceWinningRolls(399, 'over')).toBe(9600);
    expect(diceWinningRolls(9899, 'over')).toBe(100);
    expect(diceWinningRolls(9900, 'over')).toBeNull();
    for (const direction of ['under', 'over'] as const) {
      const { min, max } = diceTargetRange(direction);
      expect(diceWinningRolls(min, direction)).not.toBeNull();
      expect(diceWinningRolls(max, direction)).not.toBeNull();
      expect(diceWinningRolls(min - 1, direction)).toBeNull();
      expect(diceWinningRolls(max + 1, direction)).toBeNull();
    }
    expect(DICE_TARGET_RULE).toContain('between 1% and 96%');
    expect(diceWinningRolls(50.5, 'under')).toBeNull();
    expect(diceWins(4999, 5000, 'under')).toBe(true);
    expect(diceWins(5000, 5000, 'under')).toBe(false);
    expect(diceWins(5000, 5000, 'over')).toBe(false);
    expect(diceWins(5001, 5000, 'over')).toBe(true);
    expect(diceMultiplier(5000)).toBe(1.94);
    expect(dicePayout(cents(1000), 5000, cents(10 ** 9))).toBe(1940);
    expect(dicePayout(cents(1000), 100, cents(50_000))).toBe(50_000);
  });

  it('wheel: lands on one of its segments and pays its multiplier', () => {
    const seg = wheelSegment('c'.repeat(64), 'me', 0);
    expect(seg).toBeGreaterThanOrEqual(0);
    expect(seg).toBeLessThan(WHEEL_SEGMENTS.length);
    expect(wheelPayout(cents(1000), 7, cents(10 ** 9))).toBe(3000);
    expect(wheelPayout(cents(1000), 0, cents(10 ** 9))).toBe(0);
  });

  it('refuses stakes outside the game limits', () => {
    const limits = { minStake: cents(1000), maxStake: cents(5000) };
    expect(casinoStakeRefusal(cents(999), limits)).toBe('STAKE_BELOW_MINIMUM');
    expect(casinoStakeRefusal(cents(5001), limits)).toBe('STAKE_ABOVE_MAXIMUM');
    expect(casinoStakeRefusal(cents(1000), limits)).toBeNull();
  });
});

describe('games and inputs', () => {
  it('lists every game with its stated RTP and limits per country, in cents', () => {
    expect(CASINO_GAMES.map((g) => [g.id, g.rtpPercent])).toEqual([
      ['crash', 97],
      ['dice', 97],
      ['wheel', 96],
    ]);
    expect(casinoGame('dice')?.name).toBe('Dice');
    expect(casinoGame('poker')).toBeUndefined();
    expect(casinoLimitsCents('GH', 'crash')).toEqual({
      minStake: 100,
      maxStake: 100_000,
      maxWin: 5_000_000,
    });
  });

  it('reads stakes, seeds and hashes strictly', () => {
    expect(casinoStakeCents(12.5)).toBe(1250);
    expect(casinoStakeCents(0)).toBeNull();
    expect(casinoStakeCents(1.005)).toBeNull();
    expect(casinoStakeCents(Number.NaN)).toBeNull();
    expect(isHexSeed('a'.repeat(64))).toBe(true);
    expect(isHexSeed('A'.repeat(64))).toBe(false);
    expect(isValidClientSeed('my-seed_1')).toBe(true);
    expect(isValidClientSeed('no spaces')).toBe(false);
    expect(isValidClientSeed('x'.repeat(65))).toBe(false);
    expect(hashToUnit('8000000000000')).toBe(0.5);
    expect(() => hashToUnit('xyz')).toThrow(RangeError);
    expect(formatMultiplier(247)).toBe('2.47x');
    expect(formatMultiplier(100)).toBe('1.00x');
  });
});

describe('chain seeding', () => {
  it('hashes the seeds one per line and salts with the terminating hash', () => {
    expect(chainSeedsHash(['a', 'b'])).toBe(sha256Hex('a\nb'));
    expect(chainSeedsHash([])).toBe(sha256Hex(''));
    const seedsHash = chainSeedsHash(['my-seed']);
    expect(chainSalt('f'.repeat(64), seedsHash)).toBe(sha256Hex(`${'f'.repeat(64)}:${seedsHash}`));
    // Every seed and its order count.
    expect(chainSeedsHash(['a', 'b'])).not.toBe(chainSeedsHash(['b', 'a']));
    expect(chainSeedsHash(['ab'])).not.toBe(chainSeedsHash(['a', 'b']));
  });
});
