import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, getCountryConfig } from '../countries';
import { MONEY_INPUT_CAP, readAmountInput } from './amount-input';

const problem = (input: unknown, rules?: Parameters<typeof readAmountInput>[1]) => {
  const read = readAmountInput(input, rules);
  return read.ok ? read.value : read.problem;
};

describe('reading an amount of money', () => {
  it('takes the numbers and strings the spec shows', () => {
    expect(problem(100)).toBe(100);
    expect(problem('100')).toBe(100);
    expect(problem(' 1,000.50 ')).toBe(1000.5);
    expect(problem('.5')).toBe(0.5);
    expect(problem('12.30')).toBe(12.3);
    expect(problem('12.300')).toBe(12.3);
    expect(problem('-5')).toBe(-5);
    expect(readAmountInput('10.25')).toEqual({ ok: true, value: 10.25, cents: 1025 });
  });

  it('refuses what is not a number', () => {
    for (const input of [
      '',
      'abc',
      '12abc',
      '1e5',
      'NaN',
      'Infinity',
      '1.2.3',
      '.',
      null,
      true,
      [],
      {},
    ])
      expect(problem(input)).toBe('not_a_number');
    expect(problem(Number.NaN)).toBe('not_a_number');
  });

  it('refuses the absurd figures of the outside probe (issue 26) as too large', () => {
    for (const input of [
      1e15,
      2 ** 53 + 1,
      1e308,
      Infinity,
      '12345678901234567890123456',
      '9'.repeat(5000),
    ])
      expect(problem(input)).toBe('too_large');
    expect(problem(MONEY_INPUT_CAP)).toBe(MONEY_INPUT_CAP);
    expect(problem(MONEY_INPUT_CAP + 0.01)).toBe('too_large');
    expect(problem(500, { cap: 100 })).toBe('too_large');
  });

  it('refuses more than two decimals, however the number is written', () => {
    for (const input of [0.001, 5e-324, 1.005, '0.001', '10.123', 123.456])
      expect(problem(input)).toBe('too_many_decimals');
  });

  it('refuses zero and negatives where an amount must be positive', () => {
    for (const input of [0, -0, '0', '0.00', -1, '-1', -1e308, '-12345678901234567890123456'])
      expect(problem(input, { positive: true })).toBe('not_positive');
    expect(problem(0)).toBe(0);
  });

  it('keeps every country limit below the cap, and every amount it accepts whole in cents', () => {
    for (const code of COUNTRY_CODES) {
      const c = getCountryConfig(code);
      for (const limit of [
        c.maximumBetAmount,
        c.maximumPossibleWin,
        c.maximumVirtualsWin,
        c.maximumDepositAmount,
        c.maximumWithdrawAmount,
      ])
        expect(limit).toBeLessThan(MONEY_INPUT_CAP);
    }
    // Cents times a rate in basis points stays exact (the excise and tax maths).
    expect(Number.isSafeInteger(MONEY_INPUT_CAP * 100 * 10_000)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MONEY_INPUT_CAP * 100 }), (c) => {
        const read = readAmountInput(c / 100, { positive: true });
        expect(read).toEqual({ ok: true, value: c / 100, cents: c });
        expect(readAmountInput((c / 100).toFixed(2), { positive: true })).toEqual(read);
      }),
    );
  });
});
