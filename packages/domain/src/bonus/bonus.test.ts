import { describe, expect, it } from 'vitest';
import { GHANA, KENYA, NIGERIA } from '../countries';
import type { CountryConfig } from '../countries';
import { cents, toCents } from '../money/cents';
import {
  accaBonus,
  countQualifyingPicks,
  multibetBonus,
  percentOf,
  shikishaBonus,
  virtualBonus,
} from './bonus';
import {
  matrixPercent,
  matrixSize,
  MULTIBET_BONUS_TABLE,
  VIRTUAL_BONUS_TABLE,
} from './bonus-tables';
import { accaBonusHint, nextAccaBonusLevel, WIN_BOOST, winBoost, winBoostHint } from './hints';

const times = (n: number, odd: number) => Array.from({ length: n }, () => odd);
const win = toCents(1000);

describe('fixed multibet table (spec 01 §9)', () => {
  it('gives 5, 6, 7, 8, 10, 10, 12, 20, 20, 20 % from 5 to 14 picks at odd ≥ 1.6', () => {
    const percents = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map(
      (n) => multibetBonus(times(n, 1.6), win, 50_000).percent,
    );
    expect(percents).toEqual([5, 6, 7, 8, 10, 10, 12, 20, 20, 20]);
    expect(multibetBonus(times(4, 2), win, 50_000).percent).toBe(0);
    expect(multibetBonus([...times(4, 2), 1.59], win, 50_000).percent).toBe(0);
    expect(multibetBonus(times(20, 2), win, 50_000).percent).toBe(20);
    expect(multibetBonus(times(5, 2), win, 50_000)).toEqual({
      scheme: 'multibet',
      qualifyingPicks: 5,
      percent: 5,
      amount: 5000,
      capped: false,
    });
  });

  it('caps at the maximum bonus', () => {
    expect(multibetBonus(times(12, 2), toCents(1_000_000), 50_000)).toMatchObject({
      amount: toCents(50_000),
      capped: true,
    });
  });
});

describe('shikisha and virtual bonus (spec 01 §9)', () => {
  it('shikisha needs 5 picks at odd ≥ 1.6 and gives 5% at 5', () => {
    expect(shikishaBonus(times(4, 1.6), win, 2_000_000).percent).toBe(0);
    expect(shikishaBonus(times(5, 1.6), win, 2_000_000)).toMatchObject({
      scheme: 'shikisha',
      percent: 5,
      amount: 5000,
    });
  });

  it('virtual gives the table from 5 to 14 picks and caps at maxBonus', () => {
    const percents = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map(
      (n) => virtualBonus(n, win, 500_000).percent,
    );
    expect(percents).toEqual([0, 5, 6, 7, 8, 10, 10, 12, 20, 20, 20, 20]);
    expect(virtualBonus(14, toCents(57_850), 5000)).toMatchObject({
      amount: toCents(5000),
      capped: true,
    });
    expect(VIRTUAL_BONUS_TABLE).toEqual(MULTIBET_BONUS_TABLE);
  });
});

describe('acca bonus from the country matrix (spec 01 §9, spec 02 §9)', () => {
  it('Kenya: from 3 picks at odd ≥ 1.35, last value beyond 45', () => {
    expect(accaBonus(times(2, 1.35), win, KENYA).percent).toBe(0);
    expect(accaBonus(times(3, 1.35), win, KENYA)).toEqual({
      scheme: 'acca',
      qualifyingPicks: 3,
      percent: 4,
      amount: 4000,
      capped: false,
    });
    expect(accaBonus([...times(3, 1.34), 2], win, KENYA).percent).toBe(0);
    expect(accaBonus(times(10, 1.5), win, KENYA).percent).toBe(40);
    expect(accaBonus(times(45, 1.5), win, KENYA).percent).toBe(500);
    expect(accaBonus(times(50, 1.5), win, KENYA).percent).toBe(500);
  });

  it('Ghana and Nigeria: from 4 picks, at 1.4 and 1.5', () => {
    expect(accaBonus(times(3, 2), win, GHANA).percent).toBe(0);
    expect(accaBonus(times(4, 1.4), win, GHANA).percent).toBe(7);
    expect(accaBonus(times(4, 1.4), win, NIGERIA).percent).toBe(0);
    expect(accaBonus(times(4, 1.5), win, NIGERIA).percent).toBe(7);
    expect(accaBonus(times(26, 1.5), win, NIGERIA).percent).toBe(100);
    expect(accaBonus(times(39, 1.5), win, GHANA).percent).toBe(100);
  });

  it('caps at maxAccaBonus', () => {
    expect(accaBonus(times(26, 2), toCents(100_000), GHANA)).toMatchObject({
      amount: toCents(50_000),
      capped: true,
    });
    expect(accaBonus(times(45, 2), toCents(4_000_000), KENYA)).toMatchObject({
      amount: toCents(2_000_000),
      capped: true,
    });
  });

  it('falls back to the fixed multibet table without a matrix', () => {
    const noMatrix: CountryConfig = { ...KENYA, accaBonusMatrix: {} };
    expect(accaBonus(times(5, 1.6), win, noMatrix)).toMatchObject({
      scheme: 'multibet',
      percent: 5,
    });
    expect(
      accaBonusHint({ qualifyingPicks: 5, percent: 5, amount: cents(1) }, noMatrix),
    ).toBeNull();
  });

  it('helpers', () => {
    expect(countQualifyingPicks([1.35, 1.349, 2], 1.35)).toBe(2);
    expect(percentOf(cents(999), 10, cents(1_000_000))).toEqual({ amount: 99, capped: false });
    expect(matrixSize({})).toBe(0);
    expect(matrixPercent({}, 5)).toBe(0);
    expect(matrixPercent(KENYA.accaBonusMatrix, 0)).toBe(0);
  });
});

describe('acca bonus hint (spec 01 §5, spec 02 §4.7)', () => {
  const hintFor = (n: number, config: CountryConfig) => {
    const bonus = accaBonus(times(n, 2), win, config);
    return accaBonusHint(bonus, config);
  };

  it('below the minimum says how many more bets at the minimum odd', () => {
    expect(hintFor(0, KENYA)).toEqual({
      state: 'below',
      missing: 3,
      minimumOdd: 1.35,
      next: { selections: 3, percent: 4 },
      message: 'Add 3 more bets at odds of 1.35 or higher to get 4% Bingwa Boost',
    });
    expect(hintFor(3, GHANA)).toMatchObject({
      state: 'below',
      missing: 1,
      message: 'Add 1 more bet at odds of 1.40 or higher to get 7% Fabom Boost',
    });
  });

  it('at or above shows amount, percent and next level', () => {
    expect(hintFor(3, KENYA)).toEqual({
      state: 'active',
      percent: 4,
      amount: 4000,
      next: { selections: 4, percent: 8 },
      message: 'Bingwa Boost 4%: KES 40. Add 1 more bet at odds of 1.35 or higher to get 8%',
    });
    expect(hintFor(44, KENYA)).toMatchObject({
      state: 'active',
      percent: 475,
      next: { selections: 45, percent: 500 },
    });
  });

  it('at the maximum shows the max-reached message', () => {
    expect(hintFor(45, KENYA)).toMatchObject({ state: 'max', percent: 500 });
    expect(hintFor(26, NIGERIA)).toEqual({
      state: 'max',
      percent: 100,
      amount: toCents(1000),
      message: 'You have reached the maximum Palm Boost of 100% (₦ 1,000)',
    });
    expect(nextAccaBonusLevel(GHANA, 30)).toBeNull();
  });
});

describe('win boost (spec 01 §5, §9)', () => {
  const rule = { factorPercent: 10, minTotalOdds: 5 };

  it('is off with the spec factor 0', () => {
    expect(WIN_BOOST.factorPercent).toBe(0);
    expect(winBoost(50, win)).toBe(0);
    expect(winBoostHint(2, 100)).toBeNull();
  });

  it('asks for the odd that reaches the minimum, then pays the factor', () => {
    expect(winBoostHint(2.5, 100, rule)).toEqual({
      requiredOdd: 2,
      factorPercent: 10,
      message: 'Add an odd of at least 2.00 to unlock a 10% win boost',
    });
    expect(winBoostHint(4.99, 100, rule)?.requiredOdd).toBe(1.01);
    expect(winBoostHint(0, 100, rule)?.requiredOdd).toBe(5);
    expect(winBoostHint(2.5, 0, rule)).toBeNull();
    expect(winBoostHint(5, 100, rule)).toBeNull();
    expect(winBoost(4.99, win, rule)).toBe(0);
    expect(winBoost(5, win, rule)).toBe(10000);
  });
});
