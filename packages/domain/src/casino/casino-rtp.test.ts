import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import {
  diceRoll,
  diceWinningRolls,
  diceWins,
  dicePayout,
  DICE_RTP_PERCENT,
  wheelPayout,
  wheelSegment,
  WHEEL_RTP_PERCENT,
} from './index';

/**
 * Plays each instant game 1,000,000 times with its real result function (seeds derived from a
 * fixed string, so a failure reproduces) and checks the observed return against the stated one
 * within 5 standard errors of the mean payout per unit staked. Crash: crash-return.test.ts.
 */
const ROUNDS = 1_000_000;
const STAKE = cents(10_000);
const NO_CAP = cents(Number.MAX_SAFE_INTEGER);

function expectRtp(returns: (i: number) => number, statedPercent: number): void {
  let sum = 0;
  let sumSquares = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const r = returns(i);
    sum += r;
    sumSquares += r * r;
  }
  const mean = sum / ROUNDS;
  const variance = sumSquares / ROUNDS - mean * mean;
  const standardError = Math.sqrt(variance / ROUNDS);
  expect(Math.abs(mean - statedPercent / 100)).toBeLessThan(5 * standardError);
}

describe('casino return to player over 1,000,000 rounds', () => {
  it('dice returns 97% rolling under 50.00 and over 90.00', () => {
    const under = diceWinningRolls(5000, 'under')!;
    const over = diceWinningRolls(9000, 'over')!;
    expectRtp((i) => {
      const roll = diceRoll('a'.repeat(64), 'rtp', i);
      if (i % 2 === 0)
        return diceWins(roll, 5000, 'under') ? dicePayout(STAKE, under, NO_CAP) / STAKE : 0;
      return diceWins(roll, 9000, 'over') ? dicePayout(STAKE, over, NO_CAP) / STAKE : 0;
    }, DICE_RTP_PERCENT);
  });

  it('the wheel returns its stated 96%', () => {
    expect(WHEEL_RTP_PERCENT).toBe(96);
    expectRtp(
      (i) => wheelPayout(STAKE, wheelSegment('b'.repeat(64), 'rtp', i), NO_CAP) / STAKE,
      WHEEL_RTP_PERCENT,
    );
  });
});
