import { MESSAGES, SHIKISHA_LIMITS } from '@shangwe/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { placeBetBodySchema, placeBetErrorSchema, placeBetResponseSchema } from './betting';
import { crashBetBodySchema, dicePlayBodySchema } from './casino';
import {
  boostedBetBodySchema,
  freeJackpotEntryBodySchema,
  jackpotPlaceResponseSchema,
  sababishaBodySchema,
} from './jackpots';
import {
  shikishaOddsChangedSchema,
  shikishaPlaceBodySchema,
  shikishaPlaceResponseSchema,
  shikishaQuoteBodySchema,
} from './shikisha';
import { virtualPlaceBetBodySchema, virtualPlaceBetResponseSchema } from './virtuals';
import { betslipInput, pickInputs, priceInput, stakeInput } from './wager';

const firstMessage = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues[0]?.message;

const normalPick = {
  sub_type_id: '1',
  bet_pick: 1,
  odd_value: '2.10',
  parent_match_id: 9,
  bet_type: '7',
};
const shikishaPick = { ...normalPick, bet_type: SHIKISHA_LIMITS.betType };
const virtualPick = { sub_type_id: 1, bet_pick: '1', odd_value: 2.1, parent_virtual_id: '5' };

describe('the shared pieces of a wager', () => {
  it('refuses a stake of 0 or less with the spec text, or the product text given', () => {
    expect(stakeInput().parse('50')).toBe(50);
    expect(firstMessage(stakeInput(), '0')).toBe(MESSAGES.amountNotANumber);
    expect(firstMessage(stakeInput(), 'abc')).toBe(MESSAGES.amountNotANumber);
    expect(firstMessage(stakeInput('Please enter a valid stake'), -1)).toBe(
      'Please enter a valid stake',
    );
  });

  it('takes prices above 1 only', () => {
    expect(priceInput('total_odd').parse('1.01')).toBe(1.01);
    expect(firstMessage(priceInput('total_odd'), 1)).toBe('total_odd must be above 1');
  });

  it('reads a pick as a form sends it', () => {
    const pick = z.object(pickInputs).parse({ ...normalPick, outcome_id: 3 });
    expect(pick).toEqual({
      parent_match_id: 9,
      sub_type_id: 1,
      special_bet_value: '',
      bet_pick: '1',
      outcome_id: '3',
      odd_value: 2.1,
    });
    expect(firstMessage(z.object(pickInputs), { ...normalPick, bet_pick: '' })).toBe(
      'bet_pick is required',
    );
  });

  it('bounds a slip: empty and oversized slips get the messages given', () => {
    const slip = betslipInput(z.number(), 'empty', 'full');
    expect(slip.parse('[1,2]')).toEqual([1, 2]);
    expect(firstMessage(slip, [])).toBe('empty');
    expect(
      firstMessage(
        slip,
        Array.from({ length: 101 }, () => 1),
      ),
    ).toBe('full');
  });
});

describe('every product places through the same pieces', () => {
  it('keeps each placement body in its own field order (its first problem is what a bettor reads)', () => {
    expect(Object.keys(placeBetBodySchema.shape).slice(0, 5)).toEqual([
      'profile_id',
      'stake',
      'total_odd',
      'src',
      'betslip',
    ]);
    expect(Object.keys(shikishaPlaceBodySchema.shape)).toEqual([
      'profile_id',
      'stake',
      'total_odd',
      'src',
      'betslip',
      'token',
      'user_agent',
      'affiliate',
      'affiliate_id',
      'affiliate_tag',
      'idempotency_key',
    ]);
    expect(Object.keys(virtualPlaceBetBodySchema.shape).slice(3, 9)).toEqual([
      'possible_win',
      'profile_id',
      'stake',
      'total_odd',
      'token',
      'betslip',
    ]);
    expect(Object.keys(boostedBetBodySchema.shape)).toEqual([
      'event_id',
      'stake',
      'betslip',
      'profile_id',
      'token',
      'src',
      'idempotency_key',
    ]);
    expect(Object.keys(freeJackpotEntryBodySchema.shape)).toEqual([
      'event_id',
      'selectedOdds',
      'profile_id',
      'token',
      'src',
      'idempotency_key',
    ]);
  });

  it('refuses a bad stake with each product’s own text', () => {
    const normal = { stake: 0, betslip: [normalPick] };
    expect(firstMessage(placeBetBodySchema, normal)).toBe(MESSAGES.amountNotANumber);
    expect(
      firstMessage(shikishaPlaceBodySchema, { stake: 0, total_odd: 3, betslip: [shikishaPick] }),
    ).toBe(MESSAGES.amountNotANumber);
    expect(firstMessage(virtualPlaceBetBodySchema, { stake: 0, betslip: [virtualPick] })).toBe(
      MESSAGES.amountNotANumber,
    );
    expect(firstMessage(crashBetBodySchema, { round_id: 1, stake: 0 })).toBe(
      MESSAGES.amountNotANumber,
    );
    expect(firstMessage(dicePlayBodySchema, { stake: 0, target: 50 })).toBe(
      MESSAGES.amountNotANumber,
    );
    expect(firstMessage(sababishaBodySchema, { event_id: 1, selectedOdds: [], stake: 0 })).toBe(
      'Please enter a valid stake',
    );
  });

  it('refuses an empty slip with each product’s own text', () => {
    expect(firstMessage(placeBetBodySchema, { stake: 10, betslip: '[]' })).toBe(
      MESSAGES.emptyBetslip,
    );
    expect(firstMessage(virtualPlaceBetBodySchema, { stake: 10, betslip: [] })).toBe(
      MESSAGES.emptyBetslip,
    );
    expect(firstMessage(shikishaQuoteBodySchema, { betslip: [] })).toBe(
      MESSAGES.minimumPicks(SHIKISHA_LIMITS.minPicks),
    );
    expect(firstMessage(boostedBetBodySchema, { event_id: 1, stake: 10, betslip: [] })).toBe(
      'Your betslip is empty',
    );
  });

  it('reads each product’s picks with the shared pick fields', () => {
    const normal = placeBetBodySchema.parse({ stake: '10', betslip: JSON.stringify([normalPick]) });
    expect(normal.betslip[0]).toMatchObject({ sub_type_id: 1, bet_pick: '1', odd_value: 2.1 });
    const virtual = virtualPlaceBetBodySchema.parse({ stake: 10, betslip: [virtualPick] });
    expect(virtual.betslip[0]).toMatchObject({
      special_bet_value: '',
      outcome_id: '',
      bet_type: 0,
    });
    expect(
      firstMessage(shikishaPlaceBodySchema, {
        stake: 10,
        total_odd: 3,
        betslip: [{ ...shikishaPick, bet_pick: undefined }],
      }),
    ).toBe('bet_pick is required');
  });

  it('answers a placement with the shared fields plus what each product adds', () => {
    const taken = { message: 'Bet placed', bet_id: 1, ref: 'REF12345', first_bet: false };
    expect(placeBetResponseSchema.parse({ ...taken, status: 'open', async: false })).toEqual({
      ...taken,
      status: 'open',
      async: false,
    });
    expect(placeBetResponseSchema.safeParse({ ...taken, async: false }).success).toBe(false);
    expect(
      shikishaPlaceResponseSchema.safeParse({
        ...taken,
        bet_id: null,
        status: 'pending',
        async: true,
        user: { balance: 5 },
      }).success,
    ).toBe(true);
    expect(virtualPlaceBetResponseSchema.safeParse({ ...taken, round_id: 3 }).success).toBe(true);
    const { first_bet: _firstBet, ...jackpotTaken } = taken;
    expect(
      jackpotPlaceResponseSchema.safeParse({
        ...jackpotTaken,
        short_bet_id: 'AB12',
        event_id: 1,
        lines: 2,
        stake: 100,
        stake_per_line: 50,
        status: 'open',
        user: { balance: 5 },
      }).success,
    ).toBe(true);
  });

  it('refuses with the shared error body', () => {
    const error = { message: 'Odds changed', error: { message: 'Odds changed', code: 'X' } };
    expect(placeBetErrorSchema.safeParse({ ...error, changed_odds: [] }).success).toBe(true);
    expect(
      shikishaOddsChangedSchema.safeParse({ ...error, old_total_odd: 3, new_total_odd: 3.2 })
        .success,
    ).toBe(true);
    expect(placeBetErrorSchema.safeParse({ message: 'x' }).success).toBe(false);
  });
});
