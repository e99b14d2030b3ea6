import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalOddsHundredths } from '../odds/total-odds';
import {
  addCents,
  cents,
  maxCents,
  minCents,
  parseAmount,
  roundHalfUp,
  roundMoney,
  toCents,
  toMajor,
  type Cents,
} from './cents';
import { percentToBasisPoints, toBasisPoints } from './rates';
import {
  computePayout,
  exciseTax,
  finalPayout,
  possibleWinnings,
  stakeAfterExcise,
  withholdingTax,
} from './payout';

describe('cents', () => {
  it('converts major units with half-up rounding to 2 decimals', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(12.344)).toBe(1234);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(-1.005)).toBe(-101);
    expect(toMajor(cents(123456))).toBe(1234.56);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundHalfUp(2.5)).toBe(3);
  });

  it('refuses what is not money', () => {
    expect(() => cents(1.5)).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toBasisPoints(-0.1)).toThrow(RangeError);
  });

  it('adds and compares', () => {
    expect(addCents(cents(100), cents(250))).toBe(350);
    expect(minCents(cents(1), cents(2))).toBe(1);
    expect(maxCents(cents(1), cents(2))).toBe(2);
    expect(toBasisPoints(0.075)).toBe(750);
    expect(percentToBasisPoints(12)).toBe(1200);
  });

  it('parses amounts sent as numbers or strings', () => {
    expect(parseAmount(12.5)).toBe(12.5);
    expect(parseAmount(' 1,000.50 ')).toBe(1000.5);
    expect(parseAmount('-5')).toBe(-5);
    expect(parseAmount('.5')).toBe(0.5);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('12abc')).toBeNull();
    expect(parseAmount(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseAmount(null)).toBeNull();
  });
});

describe('payout chain (spec 01 §9)', () => {
  it('removes excise from the stake: 100 at 7.5% → 6.98', () => {
    expect(exciseTax(toCents(100), 0.075)).toBe(698);
    expect(stakeAfterExcise(toCents(100), 0.075)).toBe(9302);
    expect(exciseTax(toCents(1), 0.075)).toBe(7);
    expect(exciseTax(toCents(100), 0)).toBe(0);
    expect(exciseTax(cents(0), 0.075)).toBe(0);
  });

  it('truncates winnings to the cent and caps them', () => {
    // 2.46 × 93.02 = 228.8292 → 228.82
    expect(possibleWinnings(246n, cents(9302), toCents(4_000_000))).toEqual({
      winnings: 22882,
      capped: false,
    });
    expect(possibleWinnings(10_000n, toCents(465_116.28), toCents(4_000_000))).toEqual({
      winnings: toCents(4_000_000),
      capped: true,
    });
    expect(possibleWinnings(0n, cents(100), cents(1000))).toEqual({ winnings: 0, capped: false });
  });

  it('withholds 20% of the profit, never below 0', () => {
    // 0.2 × (279.06 − 93.02) = 37.208 → 37.21
    expect(withholdingTax(cents(27906), cents(9302), 0.2)).toBe(3721);
    expect(withholdingTax(cents(9000), cents(9302), 0.2)).toBe(0);
    expect(withholdingTax(cents(27906), cents(9302), 0)).toBe(0);
    expect(finalPayout(cents(100), cents(0), cents(500))).toBe(0);
  });

  it('computes the whole Kenyan chain for 100 at 3.00', () => {
    expect(
      computePayout(toCents(100), 300n, {
        exciseTax: 0.075,
        whtTax: 0.2,
        maximumWin: toCents(4_000_000),
      }),
    ).toEqual({
      stake: 10000,
      exciseTax: 698,
      stakeAfterExcise: 9302,
      possibleWinnings: 27906,
      capped: false,
      withholdingTax: 3721,
      boost: 0,
      finalPayout: 24185,
    });
  });

  it('caps a big Kenyan bet at 4,000,000 before tax', () => {
    const p = computePayout(toCents(500_000), 10_000n, {
      exciseTax: 0.075,
      whtTax: 0.2,
      maximumWin: toCents(4_000_000),
    });
    expect(toMajor(p.exciseTax)).toBe(34883.72);
    expect(toMajor(p.possibleWinnings)).toBe(4_000_000);
    expect(p.capped).toBe(true);
    expect(toMajor(p.withholdingTax)).toBe(706976.74);
    expect(toMajor(p.finalPayout)).toBe(3293023.26);
  });

  it('adds the boost untaxed', () => {
    const p = computePayout(
      toCents(100),
      300n,
      { exciseTax: 0, whtTax: 0, maximumWin: toCents(100_000) },
      cents(1500),
    );
    expect(p.finalPayout).toBe(30000 + 1500);
  });
});

describe('payout properties', () => {
  const oddsArb = fc.array(
    fc.integer({ min: 101, max: 5000 }).map((h) => h / 100),
    { minLength: 1, maxLength: 40 },
  );
  const stakeArb = fc.integer({ min: 0, max: 100_000_000 }).map((c) => c as Cents);
  const rateArb = fc.integer({ min: 0, max: 3000 }).map((bp) => bp / 10_000);
  const capArb = fc.integer({ min: 1, max: 10_000_000_000 }).map((c) => c as Cents);
  const boostArb = fc.integer({ min: 0, max: 1_000_000_000 }).map((c) => c as Cents);

  it('never gives a negative figure, keeps taxes within their bases and the payout within cap + boost', () => {
    fc.assert(
      fc.property(
        stakeArb,
        oddsArb,
        rateArb,
        rateArb,
        capArb,
        boostArb,
        (stake, odds, excise, wht, cap, boost) => {
          const p = computePayout(
            stake,
            totalOddsHundredths(odds),
            { exciseTax: excise, whtTax: wht, maximumWin: cap },
            boost,
          );
          for (const value of Object.values(p))
            if (typeof value === 'number') expect(value).toBeGreaterThanOrEqual(0);
          expect(p.exciseTax).toBeLessThanOrEqual(p.stake);
          expect(p.stakeAfterExcise + p.exciseTax).toBe(p.stake);
          expect(p.possibleWinnings).toBeLessThanOrEqual(cap);
          expect(p.withholdingTax).toBeLessThanOrEqual(p.possibleWinnings);
          expect(p.withholdingTax).toBeLessThanOrEqual(Math.round(p.possibleWinnings * wht));
          expect(p.finalPayout).toBeLessThanOrEqual(cap + boost);
          expect(Number.isInteger(p.finalPayout)).toBe(true);
        },
      ),
    );
  });
});
