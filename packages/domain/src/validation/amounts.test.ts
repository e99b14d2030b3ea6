import { describe, expect, it } from 'vitest';
import { GHANA, KENYA, NIGERIA } from '../countries';
import {
  addQuickDepositAmount,
  sanitizeDepositInput,
  stepDepositInput,
  validateDepositAmount,
  validateWithdrawAmount,
} from './amounts';

describe('deposit amount (spec 01 §5)', () => {
  it('requires an amount', () => {
    for (const input of ['', null, undefined, 0, '  ']) {
      expect(validateDepositAmount(input, KENYA)).toEqual({
        ok: false,
        failure: { code: 'AMOUNT_REQUIRED', message: 'Please enter an amount' },
      });
    }
  });

  it('refuses non-numbers', () => {
    expect(validateDepositAmount('ten', KENYA)).toMatchObject({
      ok: false,
      failure: { code: 'AMOUNT_NOT_A_NUMBER' },
    });
  });

  it('enforces the configured minimum and maximum with the spec texts', () => {
    expect(validateDepositAmount(9.99, KENYA)).toEqual({
      ok: false,
      failure: { code: 'DEPOSIT_BELOW_MINIMUM', message: 'Minimum deposit amount is KES 10' },
    });
    expect(validateDepositAmount(10, KENYA)).toEqual({ ok: true, value: 10 });
    expect(validateDepositAmount('140000', KENYA)).toEqual({ ok: true, value: 140000 });
    expect(validateDepositAmount(140000.01, KENYA)).toEqual({
      ok: false,
      failure: { code: 'DEPOSIT_ABOVE_MAXIMUM', message: 'Maximum deposit amount is KES 140,000' },
    });
    expect(validateDepositAmount(0.99, GHANA)).toMatchObject({
      failure: { message: 'Minimum deposit amount is GH₵ 1' },
    });
    expect(validateDepositAmount(1000001, NIGERIA)).toMatchObject({
      failure: { message: 'Maximum deposit amount is ₦ 1,000,000' },
    });
  });

  it('takes at most 2 decimals, as every amount of the API (the money reader)', () => {
    expect(validateDepositAmount('12.35', KENYA)).toEqual({ ok: true, value: 12.35 });
    expect(validateDepositAmount('12.345', KENYA)).toEqual({
      ok: false,
      failure: {
        code: 'AMOUNT_NOT_A_NUMBER',
        message: 'Please enter an amount with at most 2 decimals',
      },
    });
  });
});

describe('deposit input rules (spec 01 §5, §9)', () => {
  it('reverts values above 1,000,000 and resets negatives to 50', () => {
    expect(sanitizeDepositInput(1_000_000, 500)).toBe(1_000_000);
    expect(sanitizeDepositInput(1_000_001, 500)).toBe(500);
    expect(sanitizeDepositInput('-5', 500)).toBe(50);
    expect(sanitizeDepositInput(0, 500)).toBe(0);
    expect(sanitizeDepositInput('', 500)).toBeNull();
    expect(sanitizeDepositInput('250', null)).toBe(250);
  });

  it('quick-add buttons add their value up to the cap', () => {
    expect(addQuickDepositAmount(null, 100)).toBe(100);
    expect(addQuickDepositAmount(250, 1000)).toBe(1250);
    expect(addQuickDepositAmount(999_500, 1000)).toBe(1_000_000);
  });

  it('steps by 50 from a minimum of 50', () => {
    expect(stepDepositInput(null, 1)).toBe(50);
    expect(stepDepositInput(120, 1)).toBe(150);
    expect(stepDepositInput(150, 1)).toBe(200);
    expect(stepDepositInput(120, -1)).toBe(100);
    expect(stepDepositInput(60, -1)).toBe(50);
    expect(stepDepositInput(1_000_000, 1)).toBe(1_000_000);
  });
});

describe('withdraw amount', () => {
  it('enforces the configured range', () => {
    expect(validateWithdrawAmount(49, KENYA)).toEqual({
      ok: false,
      failure: { code: 'WITHDRAW_BELOW_MINIMUM', message: 'Minimum withdrawal amount is KES 50' },
    });
    expect(validateWithdrawAmount(50, KENYA)).toEqual({ ok: true, value: 50 });
    expect(validateWithdrawAmount(2000.5, GHANA)).toEqual({
      ok: false,
      failure: {
        code: 'WITHDRAW_ABOVE_MAXIMUM',
        message: 'Maximum withdrawal amount is GH₵ 2,000',
      },
    });
    expect(validateWithdrawAmount('', NIGERIA)).toMatchObject({
      failure: { code: 'AMOUNT_REQUIRED' },
    });
  });
});

describe('absurd amounts', () => {
  it('compare as above the maximum instead of throwing', () => {
    expect(validateDepositAmount('100000000000000000000', KENYA)).toMatchObject({
      failure: { code: 'DEPOSIT_ABOVE_MAXIMUM' },
    });
  });
});
