import { describe, expect, it } from 'vitest';
import { toCents } from '../money/cents';
import { normalPoints, shikishaPoints, virtualPoints } from './points';

describe('normal points (spec 01 §9)', () => {
  it('needs total odds of 4.99', () => {
    expect(normalPoints(100, 4.98)).toBe(0);
    expect(normalPoints(100, 4.99)).toBe(4.99);
  });

  it.each([
    [19.99, 100, 0],
    [20, 5, 1],
    [20, 100, 10],
    [49, 100, 10],
    [49.5, 100, 10],
    [50, 100, 25],
    [99, 100, 25],
    [100, 100, 50],
    [500, 100, 50],
    [501, 100, 100],
    [5000, 100, 100],
    [5001, 100, 200],
    [100000, 100, 200],
    [100, 5, 5],
    [33, 7.77, 2.56],
    [0, 10, 0],
  ])('stake %s at odds %s gives %s', (stake, odds, points) => {
    expect(normalPoints(stake, odds)).toBe(points);
  });
});

describe('virtual points (spec 01 §9)', () => {
  it.each([
    [100, 9.98, 0],
    [48.99, 100, 0],
    [49, 10, 4.9],
    [49, 100, 25],
    [99, 100, 25],
    [100, 100, 50],
    [500, 100, 50],
    [501, 100, 100],
    [5000, 100, 100],
    [5001, 100, 200],
  ])('stake %s at odds %s gives %s', (stake, odds, points) => {
    expect(virtualPoints(stake, odds)).toBe(points);
  });
});

describe('shikisha points (spec 01 §9)', () => {
  it('gives winnings / 100 above total odds 3, at most 50', () => {
    expect(shikishaPoints(toCents(1000), 3)).toBe(0);
    expect(shikishaPoints(toCents(1000), 3.01)).toBe(10);
    expect(shikishaPoints(toCents(1234.56), 4)).toBe(12.34);
    expect(shikishaPoints(toCents(5000), 4)).toBe(50);
    expect(shikishaPoints(toCents(10_000_000), 40)).toBe(50);
    expect(shikishaPoints(toCents(0), 40)).toBe(0);
  });
});
