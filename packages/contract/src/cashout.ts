import { z } from 'zod';
import {
  emptyToUndefined,
  idempotencyKeyInput,
  idInput,
  int32IdInput,
  jsonArray,
  numericInput,
  optionalIdInput,
  textInput,
} from './form-input';
import { moneyInput, optionalMoneyInput } from './money-input';

/** Cash-out (spec 01 §3 'Cash-out settings', §7 cashout/validate, §8; spec 02 §3.7, §7). */

export const cashoutWhitelistQuerySchema = z.object({
  profile_id: optionalIdInput('profile_id'),
});

export const cashoutWhitelistResponseSchema = z.object({
  status: z.literal('ok'),
  whitelisted: z.boolean(),
  profile_id: z.number(),
});
export type CashoutWhitelistResponse = z.infer<typeof cashoutWhitelistResponseSchema>;

/** Cash-out settings: rules with rule_name sport and sub_type_id, each with rule_values. */
export const cashoutRuleSchema = z.object({
  rule_name: z.enum(['sport', 'sub_type_id']),
  rule_values: z.array(z.number()),
});
export type CashoutRule = z.infer<typeof cashoutRuleSchema>;
export const cashoutValidationsResponseSchema = z.object({
  data: z.object({ rules: z.array(cashoutRuleSchema) }),
});
export type CashoutValidationsResponse = z.infer<typeof cashoutValidationsResponseSchema>;

export const cashoutValidateLegSchema = z.object({
  bet_pick: textInput(100),
  parent_match_id: idInput('parent_match_id'),
  sub_type_id: int32IdInput('sub_type_id'),
  odd_value: numericInput('odd_value'),
  special_bet_value: textInput(100),
  outcome_id: textInput(100),
  reference: textInput(100),
});

/** POST /api/v2/cashout/validate body (spec 01 §7). */
export const cashoutValidateBodySchema = z.object({
  bet_amount: moneyInput(),
  total_odd: numericInput('total_odd'),
  reference: textInput(100),
  token: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  possible_win: optionalMoneyInput({}, { positive: false }),
  bet_slips: jsonArray(cashoutValidateLegSchema).refine(
    (l) => l.length > 0,
    'bet_slips must hold at least one pick',
  ),
});
export type CashoutValidateBody = z.infer<typeof cashoutValidateBodySchema>;

export const CASHOUT_AVAILABLE_MESSAGE = 'Cashout will be available for this bet';

export const cashoutValidateResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
});

export const cashoutOfferQuerySchema = z.object({ bet_id: idInput('bet_id') });

/** The current cash-out offer of one bet. */
export const cashoutOfferSchema = z.object({
  bet_id: z.number(),
  available: z.boolean(),
  /** Amount the bettor receives now, in major units. */
  amount: z.number(),
  stake: z.number(),
  placed_total_odd: z.number(),
  current_total_odd: z.number(),
  /** Why no offer is available, when available is false. */
  reason: z.string().nullable(),
});
export type CashoutOffer = z.infer<typeof cashoutOfferSchema>;
export const cashoutOfferResponseSchema = z.object({ data: cashoutOfferSchema });

/** POST /api/v2/cashout: the bettor takes the offer; `amount` is the figure they saw. */
export const cashoutExecuteBodySchema = z.object({
  bet_id: idInput('bet_id'),
  amount: moneyInput(),
  token: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  idempotency_key: idempotencyKeyInput,
});
export type CashoutExecuteBody = z.infer<typeof cashoutExecuteBodySchema>;

export const cashoutExecuteResponseSchema = z.object({
  message: z.string(),
  bet_id: z.number(),
  amount: z.number(),
  status: z.literal('cashed_out'),
});
export type CashoutExecuteResponse = z.infer<typeof cashoutExecuteResponseSchema>;
