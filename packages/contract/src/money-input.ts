import { MESSAGES, readAmountInput, type AmountInputProblem } from '@shangwe/domain';
import { z } from 'zod';
import { emptyToUndefined } from './form-input';

/**
 * The one reader of money in requests: every stake, amount and money figure of every product and
 * ops call is read with the domain's rule (`readAmountInput`: finite, at most 2 decimals, not
 * above MONEY_INPUT_CAP, positive where asked), so a figure no sum can be made with is a 400 with
 * a bettor's sentence before it reaches a handler. The schema does not know the bettor's
 * country: the country's own maximum, with its figure, is judged by the action.
 */

/** What a bettor reads for each problem; `invalid` also answers a missing or mistyped value. */
export interface MoneyTexts {
  invalid?: string;
  notPositive?: string;
  decimals?: string;
  tooLarge?: string;
}

const textFor = (problem: AmountInputProblem, texts: MoneyTexts): string => {
  const invalid = texts.invalid ?? MESSAGES.amountNotANumber;
  switch (problem) {
    case 'not_a_number':
      return invalid;
    case 'not_positive':
      return texts.notPositive ?? invalid;
    case 'too_many_decimals':
      return texts.decimals ?? MESSAGES.amountDecimals;
    case 'too_large':
      return texts.tooLarge ?? MESSAGES.amountTooLarge;
  }
};

const amount = (positive: boolean, texts: MoneyTexts) =>
  z
    .union([z.number(), z.string()], { error: texts.invalid ?? MESSAGES.amountNotANumber })
    .transform((value, ctx) => {
      const read = readAmountInput(value, { positive });
      if (read.ok) return read.value;
      ctx.addIssue({ code: 'custom', message: textFor(read.problem, texts) });
      return z.NEVER;
    });

/** An amount of money in major units, sent as a number or a numeric string; above 0 by default. */
export const moneyInput = (texts: MoneyTexts = {}, options: { positive?: boolean } = {}) =>
  z.preprocess(emptyToUndefined, amount(options.positive ?? true, texts));

/** The same, when the field may be left out (or blank). */
export const optionalMoneyInput = (texts: MoneyTexts = {}, options: { positive?: boolean } = {}) =>
  z.preprocess(emptyToUndefined, amount(options.positive ?? true, texts).optional());

/**
 * A stake of any product: above 0 (`invalid`, the spec's 'Please enter a valid amount' by
 * default); above every country's maximum it reads as the stake-limit refusal.
 */
export const stakeMoneyInput = (invalid: string = MESSAGES.amountNotANumber) =>
  moneyInput({ invalid, tooLarge: 'Maximum bet amount exceeded' });
