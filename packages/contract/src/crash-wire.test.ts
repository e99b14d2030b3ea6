import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CrashRoundBet } from './casino';
import { casinoSocketEvents, crashBusMessageSchema } from './crash-room';
import {
  CRASH_CASHOUT_FIELDS,
  CRASH_PLACED_BET_FIELDS,
  crashCashoutTupleSchema,
  crashPlacedBetTupleSchema,
  decodeCrashCashout,
  decodePlacedCrashBet,
  encodeCrashCashout,
  encodePlacedCrashBet,
  withCrashCashout,
  type CrashCashoutTuple,
  type CrashPlacedBetTuple,
} from './crash-wire';

function buildBet(overrides: Partial<CrashRoundBet> = {}): CrashRoundBet {
  return {
    bet_id: 40_123,
    player: '2547***678',
    slot: 2,
    stake: 100,
    auto_cashout: 2.5,
    status: 'open',
    cashout_multiplier: null,
    payout: 0,
    ...overrides,
  };
}

describe('crash room wire form', () => {
  it('sends a placed bet as [bet_id, player, slot, stake, auto_cashout] and reads it back open', () => {
    const bet = buildBet();
    const tuple = encodePlacedCrashBet(bet);
    expect(tuple).toEqual([40_123, '2547***678', 2, 100, 2.5]);
    expect(CRASH_PLACED_BET_FIELDS).toEqual(['bet_id', 'player', 'slot', 'stake', 'auto_cashout']);
    // Each position is checked as its field: a stake where the player goes is refused.
    expect(crashPlacedBetTupleSchema.safeParse([40_123, 100, 2, '2547***678', 2.5]).success).toBe(
      false,
    );
    expect(crashPlacedBetTupleSchema.parse(tuple)).toEqual(tuple);
    expect(decodePlacedCrashBet(tuple)).toEqual(bet);
    expect(decodePlacedCrashBet(encodePlacedCrashBet(buildBet({ auto_cashout: null })))).toEqual(
      buildBet({ auto_cashout: null }),
    );
    expectTypeOf(tuple).toEqualTypeOf<[number, string, number, number, number | null]>();
    expectTypeOf<CrashPlacedBetTuple>().toEqualTypeOf<
      [number, string, number, number, number | null]
    >();
  });

  it('sends a cash-out as [bet_id, cashout_multiplier, payout], which turns the bet cashed out', () => {
    const tuple = encodeCrashCashout({ bet_id: 40_123, cashout_multiplier: 2.47, payout: 247 });
    expect(tuple).toEqual([40_123, 2.47, 247]);
    expect(CRASH_CASHOUT_FIELDS).toEqual(['bet_id', 'cashout_multiplier', 'payout']);
    expectTypeOf<CrashCashoutTuple>().toEqualTypeOf<[number, number, number]>();
    expect(crashCashoutTupleSchema.safeParse([40_123, null, 0]).success).toBe(false);
    expect(withCrashCashout(buildBet(), decodeCrashCashout(tuple))).toEqual(
      buildBet({ status: 'cashed_out', cashout_multiplier: 2.47, payout: 247 }),
    );
  });

  it('a bet and its cash-out take under a third of the bytes of the bet as an object, twice', () => {
    const cashedOut = buildBet({ status: 'cashed_out', cashout_multiplier: 2.47, payout: 247 });
    const objects = 2 * JSON.stringify(cashedOut).length;
    const tuples =
      JSON.stringify(encodePlacedCrashBet(cashedOut)).length +
      JSON.stringify(encodeCrashCashout({ bet_id: 40_123, cashout_multiplier: 2.47, payout: 247 }))
        .length;
    expect(tuples * 3).toBeLessThan(objects);
  });

  it('the bus carries the compact form, and refuses bets as objects', () => {
    const ts = 1_764_300_000_000;
    const bets = { round_id: 7, bets: [encodePlacedCrashBet(buildBet())], ts };
    const cashouts = { round_id: 7, cashouts: [[40_123, 2.47, 247]], ts };
    expect(
      crashBusMessageSchema.safeParse({ event: casinoSocketEvents.bets, payload: bets }).success,
    ).toBe(true);
    expect(
      crashBusMessageSchema.safeParse({ event: casinoSocketEvents.cashouts, payload: cashouts })
        .success,
    ).toBe(true);
    expect(
      crashBusMessageSchema.safeParse({
        event: casinoSocketEvents.bets,
        payload: { round_id: 7, bets: [buildBet()], ts },
      }).success,
    ).toBe(false);
  });
});
