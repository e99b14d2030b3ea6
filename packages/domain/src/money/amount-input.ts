import { cents, type Cents } from './cents';

/**
 * The largest amount, in major units, any input is read as: far above every limit a country
 * sets (the largest, Nigeria's maximum win, is 40,000,000), and low enough that every figure
 * derived from it stays exact: its cents times a rate in basis points (1e11 × 1e4) is well
 * inside Number.MAX_SAFE_INTEGER. A country's own maximum is judged where the country is known.
 */
export const MONEY_INPUT_CAP = 1_000_000_000;

/** Why an input is not an amount of money. */
export type AmountInputProblem =
  'not_a_number' | 'too_many_decimals' | 'not_positive' | 'too_large';

export type AmountInput =
  { ok: true; value: number; cents: Cents } | { ok: false; problem: AmountInputProblem };

/** Digits, with an optional sign, thousands commas and decimals: '1,000.50', '-5', '.5'. */
const AMOUNT_TEXT = /^([-+]?)(\d[\d,]*)?(?:\.(\d*))?$/;

/** The decimals a number is written with (5e-324 has 324, 1e21 none). */
function decimalsOf(value: number): number {
  const text = String(Math.abs(value));
  const exp = /e([-+]\d+)$/.exec(text);
  const mantissaDecimals = (text.split('e')[0]!.split('.')[1] ?? '').length;
  return Math.max(0, mantissaDecimals - (exp ? Number(exp[1]) : 0));
}

/**
 * Reads an amount of money a bettor typed or a client sent, in major units, as a number or a
 * numeric string (spec 01 §5 shows both): finite, at most 2 decimals, not above `cap` and, when
 * `positive`, above 0. Every product's stake and every money field of the API is read by this
 * one rule, so an absurd figure (1e308, 2^53 + 1, 26 digits, 5e-324) is refused as input before
 * any sum is made with it.
 */
export function readAmountInput(
  input: unknown,
  rules: { positive?: boolean; cap?: number } = {},
): AmountInput {
  const cap = rules.cap ?? MONEY_INPUT_CAP;
  let value: number;
  if (typeof input === 'number') {
    if (Number.isNaN(input)) return { ok: false, problem: 'not_a_number' };
    value = input;
  } else if (typeof input === 'string') {
    const match = AMOUNT_TEXT.exec(input.trim());
    if (!match || (match[2] === undefined && !match[3]))
      return { ok: false, problem: 'not_a_number' };
    const whole = (match[2] ?? '0').replace(/,/g, '').replace(/^0+(?=\d)/, '');
    // Judged on the text: a 5,000-digit string would be Infinity, not a number too large.
    if (whole.length > 15)
      return { ok: false, problem: match[1] === '-' ? 'not_positive' : 'too_large' };
    if ((match[3] ?? '').replace(/0+$/, '').length > 2)
      return { ok: false, problem: 'too_many_decimals' };
    value = Number(`${match[1]}${whole}.${match[3] || '0'}`);
  } else {
    return { ok: false, problem: 'not_a_number' };
  }
  if (rules.positive && !(value > 0)) return { ok: false, problem: 'not_positive' };
  if (value > cap || value < -cap)
    return { ok: false, problem: value > 0 ? 'too_large' : 'not_positive' };
  if (decimalsOf(value) > 2) return { ok: false, problem: 'too_many_decimals' };
  const amount = cents(Math.round(value * 100));
  return { ok: true, value: amount / 100, cents: amount };
}
