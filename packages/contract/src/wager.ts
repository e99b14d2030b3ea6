import { MESSAGES } from '@shangwe/domain';
import { z } from 'zod';
import { errorBodySchema } from './errors';
import { stakeMoneyInput } from './money-input';
import {
  flag,
  idInput,
  int32IdInput,
  jsonArray,
  numericInput,
  optionalIdInput,
  optionalText,
  textInput,
} from './form-input';

/**
 * What every product's wager has in common: each places it through the same pipeline (stake,
 * picks, placement answer), so the pieces of its request and answer are declared once here and
 * each product's schema names the ones it takes, in its own field order (the first problem of a
 * request is the one a bettor reads, so the order is part of the contract).
 */

/** The stake, read by the money reader: `message` (the spec's by default) for a missing or bad one. */
export const stakeInput = (message: string = MESSAGES.amountNotANumber) => stakeMoneyInput(message);

/** A decimal price a bettor saw (a pick's odd_value, a combined total_odd): above 1. */
export const priceInput = (label: string) =>
  numericInput(label).refine((v) => v > 1, `${label} must be above 1`);

/** Who places: the session's bettor, or the profile a form names. */
export const bettorInputs = {
  profile_id: optionalIdInput('profile_id'),
  stake: stakeInput(),
};

/** The browser's user agent, as the client reports it. */
export const userAgentInput = z.preprocess(
  (v) => (v === null || v === undefined ? undefined : String(v)),
  z.string().max(500).optional(),
);

/** The affiliate a placement is credited to. */
export const affiliateInputs = {
  affiliate: optionalText,
  affiliate_id: optionalText,
  affiliate_tag: optionalText,
};

/**
 * A hard bound on the work one request can ask for; the product's own cap (40 picks or fewer,
 * with the spec's text) is judged by the server after the schema.
 */
const MAX_PICKS_IN_REQUEST = 100;

/** The picks of a slip: at least one (`emptyMessage`), and no more than a request may carry. */
export const betslipInput = <T extends z.ZodType>(
  pick: T,
  emptyMessage: string,
  fullMessage: string,
) =>
  jsonArray(pick)
    .refine((legs) => legs.length > 0, emptyMessage)
    .refine((legs) => legs.length <= MAX_PICKS_IN_REQUEST, fullMessage);

/**
 * The fields of one pick of a catalog market line (sub_type_id, special_bet_value, bet_pick =
 * odd_key) as a placement sends them; a product takes the ones its pick has.
 */
export const pickInputs = {
  parent_match_id: idInput('parent_match_id'),
  sub_type_id: int32IdInput('sub_type_id'),
  special_bet_value: textInput(100),
  bet_pick: z.preprocess(
    (v) => (v === undefined || v === null ? v : String(v)),
    z.string().min(1, 'bet_pick is required').max(100),
  ),
  outcome_id: textInput(100),
  /** The price the bettor saw; a moved price is refused with BET_ODDS_CHANGED. */
  odd_value: priceInput('odd_value'),
};

/** A pick that came from a shared slip: the share code it was loaded from. */
export const sharedPickInputs = {
  is_shared: flag,
  share_code: optionalText,
};

/** A pick as answers name it: the match, the market line and the outcome. */
export const pickedOddSchema = z.object({
  parent_match_id: z.number(),
  sub_type_id: z.number(),
  special_bet_value: z.string(),
  bet_pick: z.string(),
  outcome_id: z.string(),
});

/** What every row of a bettor's bet history shows of a bet, whatever its product. */
export const betRowSchema = z.object({
  bet_id: z.number(),
  short_bet_id: z.string(),
  created: z.string(),
  stake: z.number(),
  status: z.string(),
});

/** What every placement answers when it took the bet; each product adds what it shows. */
export const placementAnswerSchema = z.object({
  message: z.string(),
  bet_id: z.number(),
  ref: z.string(),
  first_bet: z.boolean(),
  status: z.string(),
});

/** The wallet after the stake, as the spec's placements nest it (`user.balance`). */
export const walletAfterStakeSchema = z.object({ balance: z.number() });

/** A refused placement: the shared error body, with its message at the top level too. */
export const placementRefusalSchema = errorBodySchema.extend({ message: z.string() });
