import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../countries';
import { cents } from '../money';
import {
  CASINO_GAMES,
  casinoLimitsCents,
  crashWinningHashes,
  CRASH_MAX_AUTO_CASHOUT_HUNDREDTHS,
  CRASH_MIN_AUTO_CASHOUT_HUNDREDTHS,
  DICE_MAX_WINNING_ROLLS,
  DICE_MIN_WINNING_ROLLS,
  DICE_ROLLS,
  diceMultiplierX10000,
  dicePayout,
  diceTargetRange,
  diceWinningRolls,
  HASH_HEAD_RANGE,
  multipliedPayout,
  wheelPayout,
  WHEEL_SEGMENTS,
} from './index';

/**
 * The casino's standing guard (issue 25): for every bet each game offers, the bettor's expected
 * return computed from the game's own model (every outcome and its exact probability, the
 * payout rounded as it is paid) is at most the game's stated RTP, and so below 1. A new game or
 * a changed price that lets a bet return more fails here.
 */
const STAKES = [1, 99, 100, 1_000, 9_999, 123_457, 2_000_000, 20_000_000];

describe('casino expected return never exceeds the stated RTP', () => {
  it('states an RTP below 100% for every game', () => {
    for (const game of CASINO_GAMES) expect(game.rtpPercent).toBeLessThan(100);
  });

  it('crash: every auto cash-out target, any stake, with or without the maximum win', () => {
    const rtp = CASINO_GAMES.find((g) => g.id === 'crash')!.rtpPercent / 100;
    const R = Number(HASH_HEAD_RANGE);
    const maxWins = COUNTRY_CODES.map((c) => casinoLimitsCents(c, 'crash').maxWin);
    let worst = 0;
    for (let m = CRASH_MIN_AUTO_CASHOUT_HUNDREDTHS; m <= CRASH_MAX_AUTO_CASHOUT_HUNDREDTHS; m++) {
      const pWin = Number(crashWinningHashes(m)) / R;
      // The payout is rounded down and capped: at most stake × m / 100.
      const stake = STAKES[m % STAKES.length]!;
      const maxWin = maxWins[m % maxWins.length]!;
      const paid = multipliedPayout(cents(stake), m, maxWin);
      worst = Math.max(worst, (pWin * paid) / stake, (pWin * m) / 100);
    }
    expect(worst).toBeLessThanOrEqual(rtp + 1e-12);
    expect(worst).toBeLessThan(1);
  });

  it('dice: every allowed target both ways, every stake, pays back more than the stake on a win', () => {
    const rtpPercent = CASINO_GAMES.find((g) => g.id === 'dice')!.rtpPercent;
    const off: string[] = [];
    for (const direction of ['under', 'over'] as const) {
      const { min, max } = diceTargetRange(direction);
      for (let target = 0; target < DICE_ROLLS; target++) {
        const winning = diceWinningRolls(target, direction);
        const where = `${direction} ${target}`;
        if (winning === null) {
          if (target >= min && target <= max) off.push(`${where}: refused inside the range`);
          continue;
        }
        if (winning < DICE_MIN_WINNING_ROLLS || winning > DICE_MAX_WINNING_ROLLS) off.push(where);
        // The multiplier shown is above 1x, and a win pays more than any country's minimum stake.
        if (diceMultiplierX10000(winning) <= 10_000) off.push(`${where}: multiplier ≤ 1`);
        for (const country of COUNTRY_CODES) {
          const { minStake, maxWin } = casinoLimitsCents(country, 'dice');
          if (dicePayout(minStake, winning, maxWin) <= minStake) off.push(`${where} ${country}`);
        }
        // Expected return = winning / 10,000 × paid / stake ≤ RTP, in integers.
        for (const stake of STAKES) {
          const paid = dicePayout(cents(stake), winning, cents(Number.MAX_SAFE_INTEGER));
          if (winning * paid * 100 > rtpPercent * DICE_ROLLS * stake) off.push(`${where} ${stake}`);
        }
      }
    }
    expect(off).toEqual([]);
  });

  it('wheel: the segments, as paid, at any stake', () => {
    const rtp = CASINO_GAMES.find((g) => g.id === 'wheel')!.rtpPercent / 100;
    for (const stake of STAKES) {
      let sum = 0;
      for (let s = 0; s < WHEEL_SEGMENTS.length; s++) {
        sum += wheelPayout(cents(stake), s, cents(Number.MAX_SAFE_INTEGER));
      }
      expect(sum / WHEEL_SEGMENTS.length / stake).toBeLessThanOrEqual(rtp);
    }
  });
});
