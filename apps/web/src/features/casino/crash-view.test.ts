import type { CrashRound, CrashRoundBet, CrashStateResponse } from '@shangwe/contract';
import { describe, expect, it } from 'vitest';
import { applyCrashEvent, liveList, myBetInSlot, viewFromState, withMyBet } from './crash-view';
import { multiplierBetweenTicks, MAX_EXTRAPOLATION_MS } from './hooks/use-live-multiplier';

function buildRound(overrides: Partial<CrashRound> = {}): CrashRound {
  return {
    round_id: 10,
    phase: 'betting',
    seed_hash: 'a'.repeat(64),
    seed: null,
    chain_id: 1,
    chain_position: 10,
    multiplier: 1,
    crash_point: null,
    bet_window_ends_at: '2026-11-24T10:00:05.000Z',
    started_at: '2026-11-24T10:00:05.000Z',
    crashed_at: null,
    growth_per_second: 0.06,
    server_time: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

function buildBet(overrides: Partial<CrashRoundBet> = {}): CrashRoundBet {
  return {
    bet_id: 1,
    player: '2547***678',
    slot: 1,
    stake: 10,
    auto_cashout: null,
    status: 'open',
    cashout_multiplier: null,
    payout: 0,
    ...overrides,
  };
}

function buildState(overrides: Partial<CrashStateResponse> = {}): CrashStateResponse {
  return {
    round: buildRound(),
    bets: [buildBet({ bet_id: 1 }), buildBet({ bet_id: 2, stake: 50 })],
    my_bets: [buildBet({ bet_id: 2, stake: 50 })],
    recent: [{ round_id: 9, crash_point: 1.54 }],
    balance: 100,
    ...overrides,
  };
}

describe('the crash page picture (issue 18)', () => {
  it('starts from the state call: bets by id, the bettor’s own marked', () => {
    const view = viewFromState(buildState());
    expect([...view.bets.keys()]).toEqual([1, 2]);
    expect(myBetInSlot(view, 1)?.bet_id).toBe(2);
    expect(myBetInSlot(view, 2)).toBeUndefined();
  });

  it('takes ticks of the round shown, ignores other rounds’, and flies', () => {
    const view = viewFromState(buildState());
    const tick = { round_id: 10, multiplier: 1.23, elapsed_ms: 3500, ts: 1 };
    const flying = applyCrashEvent(view, { type: 'tick', payload: tick }, 1000);
    expect(flying.round.phase).toBe('flying');
    expect(flying.lastTick).toEqual({ tick, at: 1000 });
    const stale = applyCrashEvent(
      flying,
      { type: 'tick', payload: { ...tick, round_id: 9 } },
      2000,
    );
    expect(stale).toBe(flying);
  });

  it('merges bets and cash-outs as they come, cash-outs first in the live list', () => {
    let view = viewFromState(buildState());
    view = applyCrashEvent(
      view,
      { type: 'bets', payload: { round_id: 10, bets: [buildBet({ bet_id: 3, stake: 5 })] } },
      0,
    );
    view = applyCrashEvent(
      view,
      {
        type: 'cashouts',
        payload: { round_id: 10, cashouts: [{ bet_id: 3, cashout_multiplier: 2, payout: 10 }] },
      },
      0,
    );
    expect(liveList(view).map((b) => [b.bet_id, b.status])).toEqual([
      [3, 'cashed_out'],
      [2, 'open'],
      [1, 'open'],
    ]);
    // The cash-out names the bet by id; the rest of the bet is the one shown.
    expect(view.bets.get(3)).toEqual(
      buildBet({ bet_id: 3, stake: 5, status: 'cashed_out', cashout_multiplier: 2, payout: 10 }),
    );
  });

  it('keeps a bet it already shows when the room announces its placement late', () => {
    let view = viewFromState(buildState({ my_bets: [] }));
    const cashedOut = buildBet({
      bet_id: 7,
      slot: 2,
      status: 'cashed_out',
      cashout_multiplier: 1.5,
      payout: 15,
    });
    view = withMyBet(view, 10, cashedOut);
    const late = applyCrashEvent(
      view,
      { type: 'bets', payload: { round_id: 10, bets: [buildBet({ bet_id: 7, slot: 2 })] } },
      0,
    );
    expect(late).toBe(view);
    expect(late.bets.get(7)).toEqual(cashedOut);
  });

  it('passes over a cash-out of a bet it does not show, and one of another round', () => {
    const view = viewFromState(buildState());
    const cashout = { bet_id: 99, cashout_multiplier: 2, payout: 20 };
    expect(
      applyCrashEvent(
        view,
        { type: 'cashouts', payload: { round_id: 10, cashouts: [cashout] } },
        0,
      ),
    ).toBe(view);
    expect(
      applyCrashEvent(
        view,
        { type: 'cashouts', payload: { round_id: 9, cashouts: [{ ...cashout, bet_id: 1 }] } },
        0,
      ),
    ).toBe(view);
  });

  it('loses the bets still open at the crash and adds the crash point to the history', () => {
    const view = viewFromState(buildState());
    const crashed = applyCrashEvent(
      view,
      {
        type: 'crash',
        payload: buildRound({
          phase: 'crashed',
          crash_point: 2.47,
          multiplier: 2.47,
          seed: 'b'.repeat(64),
        }),
      },
      0,
    );
    expect([...crashed.bets.values()].map((b) => b.status)).toEqual(['lost', 'lost']);
    expect(crashed.recent[0]).toEqual({ round_id: 10, crash_point: 2.47 });
    // A repeated crash push does not add it twice.
    const again = applyCrashEvent(crashed, { type: 'crash', payload: crashed.round }, 0);
    expect(again.recent.filter((r) => r.round_id === 10)).toHaveLength(1);
  });

  it('starts the next round with no bets, and ignores a push of an older round', () => {
    const view = viewFromState(buildState());
    const next = applyCrashEvent(view, { type: 'round', payload: buildRound({ round_id: 11 }) }, 0);
    expect(next.round.round_id).toBe(11);
    expect(next.bets.size).toBe(0);
    expect(applyCrashEvent(next, { type: 'round', payload: buildRound({ round_id: 10 }) }, 0)).toBe(
      next,
    );
  });

  it('adds the bettor’s own bet from the answer of their call', () => {
    const view = viewFromState(buildState({ my_bets: [] }));
    const mine = withMyBet(view, 10, buildBet({ bet_id: 7, slot: 2 }));
    expect(myBetInSlot(mine, 2)?.bet_id).toBe(7);
    expect(withMyBet(view, 11, buildBet({ bet_id: 8 }))).toBe(view);
  });
});

describe('the multiplier between ticks', () => {
  const flying = (multiplier: number, elapsed: number) =>
    applyCrashEvent(
      viewFromState(buildState()),
      { type: 'tick', payload: { round_id: 10, multiplier, elapsed_ms: elapsed, ts: 0 } },
      1000,
    );

  it('follows the round’s curve from the last tick, and never shows less than the tick', () => {
    const view = flying(1.0, 0);
    expect(multiplierBetweenTicks(view, 1000)).toBe(100);
    // e^(0.06 × 11.6) ≈ 2.00
    const later = flying(2.0, 11_552);
    expect(multiplierBetweenTicks(later, 1000)).toBe(200);
    expect(multiplierBetweenTicks(later, 1500)).toBeGreaterThan(200);
  });

  it('stops carrying the curve when ticks stop, rather than climbing past an unheard crash', () => {
    const view = flying(2.0, 11_552);
    expect(multiplierBetweenTicks(view, 1000 + MAX_EXTRAPOLATION_MS)).toBe(
      multiplierBetweenTicks(view, 1000 + MAX_EXTRAPOLATION_MS * 10),
    );
  });

  it('shows the crash point once crashed and 1.00x while betting', () => {
    expect(multiplierBetweenTicks(viewFromState(buildState()), 0)).toBe(100);
    const crashed = viewFromState(
      buildState({ round: buildRound({ phase: 'crashed', crash_point: 3.1 }) }),
    );
    expect(multiplierBetweenTicks(crashed, 0)).toBe(310);
  });
});
