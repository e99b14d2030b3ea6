import type { CountryConfig } from '../countries/country-config';
import { formatCurrency } from '../format/format';
import { readAmountInput } from '../money/amount-input';
import { parseAmount, toCents } from '../money/cents';
import { MESSAGES } from './messages';
import { fail, ok, type ValidationResult } from './validation-failure';

type MoneyConfig = Pick<CountryConfig, 'currencySymbol' | 'locale'>;

/** Deposit amount input rules (spec 01 §5, §9). */
export const DEPOSIT_INPUT = {
  min: 50,
  step: 50,
  /** Larger values typed in the input revert to the previous value. */
  cap: 1_000_000,
  /** Negative values typed in the input reset to this. */
  negativeResetTo: 50,
  quickAmounts: [100, 250, 500, 1000],
} as const;

/**
 * What the deposit input shows after the user typed `next` (spec 01 §5): above 1,000,000 it
 * reverts to `previous`, a negative value resets to 50, anything else is kept (empty or
 * non-numeric input is kept as null so that the form shows 'Please enter an amount').
 */
export function sanitizeDepositInput(next: unknown, previous: number | null): number | null {
  const value = parseAmount(next);
  if (value === null) return null;
  if (value > DEPOSIT_INPUT.cap) return previous;
  if (value < 0) return DEPOSIT_INPUT.negativeResetTo;
  return value;
}

/** A quick-add button adds its value to the current amount, never past the input cap. */
export function addQuickDepositAmount(current: number | null, add: number): number {
  return Math.min((current ?? 0) + add, DEPOSIT_INPUT.cap);
}

/** Moves the deposit input by one step (the input's arrows): multiples of 50, at least 50. */
export function stepDepositInput(current: number | null, direction: 1 | -1): number {
  const base = current ?? 0;
  const snapped =
    direction === 1
      ? Math.floor(base / DEPOSIT_INPUT.step) * DEPOSIT_INPUT.step + DEPOSIT_INPUT.step
      : Math.ceil(base / DEPOSIT_INPUT.step) * DEPOSIT_INPUT.step - DEPOSIT_INPUT.step;
  return Math.min(DEPOSIT_INPUT.cap, Math.max(DEPOSIT_INPUT.min, snapped));
}

function validateRange(
  input: unknown,
  min: number,
  max: number,
  config: MoneyConfig,
  codes: {
    below: 'DEPOSIT_BELOW_MINIMUM' | 'WITHDRAW_BELOW_MINIMUM';
    above: 'DEPOSIT_ABOVE_MAXIMUM' | 'WITHDRAW_ABOVE_MAXIMUM';
  },
  texts: { below: (a: string) => string; above: (a: string) => string },
): ValidationResult<number> {
  if (input === null || input === undefined || (typeof input === 'string' && input.trim() === '')) {
    return fail('AMOUNT_REQUIRED', MESSAGES.depositAmountRequired);
  }
  // The money reader every request uses; an absurd figure is simply above the maximum.
  const read = readAmountInput(input);
  const below = () => fail(codes.below, texts.below(formatCurrency(min, config)));
  const above = () => fail(codes.above, texts.above(formatCurrency(max, config)));
  if (!read.ok) {
    if (read.problem === 'too_large') return above();
    if (read.problem === 'not_positive') return below();
    if (read.problem === 'too_many_decimals')
      return fail('AMOUNT_NOT_A_NUMBER', MESSAGES.amountDecimals);
    return fail('AMOUNT_NOT_A_NUMBER', MESSAGES.amountNotANumber);
  }
  if (read.cents === 0) return fail('AMOUNT_REQUIRED', MESSAGES.depositAmountRequired);
  if (read.cents < toCents(min)) return below();
  if (read.cents > toCents(max)) return above();
  return ok(read.value);
}

/**
 * Validates a deposit amount (spec 01 §5): required ('Please enter an amount'), at least the
 * configured minimum ('Minimum deposit amount is KES 10'), at most the maximum. Returns the
 * amount rounded to 2 decimals.
 */
export function validateDepositAmount(
  input: unknown,
  config: Pick<CountryConfig, 'minimumDepositAmount' | 'maximumDepositAmount'> & MoneyConfig,
): ValidationResult<number> {
  return validateRange(
    input,
    config.minimumDepositAmount,
    config.maximumDepositAmount,
    config,
    { below: 'DEPOSIT_BELOW_MINIMUM', above: 'DEPOSIT_ABOVE_MAXIMUM' },
    { below: MESSAGES.depositMinimum, above: MESSAGES.depositMaximum },
  );
}

/**
 * Validates a withdrawal amount against the configured range, with the deposit rules' wording
 * adapted ('Minimum withdrawal amount is KES 50').
 */
export function validateWithdrawAmount(
  input: unknown,
  config: Pick<CountryConfig, 'minimumWithdrawAmount' | 'maximumWithdrawAmount'> & MoneyConfig,
): ValidationResult<number> {
  return validateRange(
    input,
    config.minimumWithdrawAmount,
    config.maximumWithdrawAmount,
    config,
    { below: 'WITHDRAW_BELOW_MINIMUM', above: 'WITHDRAW_ABOVE_MAXIMUM' },
    { below: MESSAGES.withdrawMinimum, above: MESSAGES.withdrawMaximum },
  );
}
