import { beforeEach, describe, expect, it } from 'vitest';
import {
  BETSLIP_STORAGE_KEY,
  MAX_REF_COPIES,
  OFFLINE_ADD_MESSAGE,
  useBetslipStore,
  type BetslipPick,
} from './betslip-store';

function pick(
  parentMatchId: number,
  oddKey = '1',
  value = 2,
  overrides: Partial<BetslipPick> = {},
) {
  return {
    matchId: parentMatchId,
    parent_match_id: parentMatchId,
    sub_type_id: 1,
    market_name: '1X2',
    home_team: `Home ${parentMatchId}`,
    away_team: `Away ${parentMatchId}`,
    startTime: '2099-01-01T12:00:00.000Z',
    live: false,
    active: true,
    sport_id: 1,
    odd: {
      display: oddKey,
      odd_key: oddKey,
      odd_value: value,
      outcome_id: oddKey,
      special_bet_value: '',
      parent_match_id: parentMatchId,
      sport_id: 1,
    },
    ...overrides,
  } satisfies BetslipPick;
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
}

describe('betslip store', () => {
  beforeEach(() => {
    setOnline(true);
    useBetslipStore.getState().clear('main');
    useBetslipStore.getState().setStake('main', 100);
  });

  it('adds, replaces another odd of the same match and toggles the same odd off', () => {
    const s = useBetslipStore.getState();
    expect(s.addPick('main', pick(1, '1'))).toEqual({ ok: true, action: 'added' });
    expect(useBetslipStore.getState().addPick('main', pick(1, 'X'))).toEqual({
      ok: true,
      action: 'replaced',
    });
    const picks = useBetslipStore.getState().slips.main;
    expect(picks).toHaveLength(1);
    expect(picks[0]!.odd.odd_key).toBe('X');
    expect(useBetslipStore.getState().addPick('main', pick(1, 'X'))).toEqual({
      ok: true,
      action: 'removed',
    });
    expect(useBetslipStore.getState().slips.main).toHaveLength(0);
  });

  it('blocks adding while offline with the spec text', () => {
    setOnline(false);
    expect(useBetslipStore.getState().addPick('main', pick(1))).toEqual({
      ok: false,
      message: OFFLINE_ADD_MESSAGE,
    });
    expect(OFFLINE_ADD_MESSAGE).toBe('Please get back online to add to your betslip');
    expect(useBetslipStore.getState().slips.main).toHaveLength(0);
  });

  it('refuses the 41st pick of the main slip', () => {
    for (let i = 1; i <= 40; i++) useBetslipStore.getState().addPick('main', pick(i));
    expect(useBetslipStore.getState().addPick('main', pick(41))).toEqual({
      ok: false,
      message: 'Maximum number of bets reached (40)',
    });
  });

  it('marks moved odds as changed until accepted, and removes invalid picks', () => {
    const s = useBetslipStore.getState();
    s.addPick('main', pick(1, '1', 2, { live: true }));
    s.addPick('main', pick(2, '1', 3));
    useBetslipStore
      .getState()
      .updateOdds('main', [
        { parent_match_id: 1, sub_type_id: 1, odd_key: '1', special_bet_value: '', odd_value: 2.2 },
      ]);
    let picks = useBetslipStore.getState().slips.main;
    expect(picks[0]!.changed).toBe(true);
    // The outcome label stays; only the price moves.
    expect(picks[0]!.odd.display).toBe('1');
    expect(picks[0]!.odd.odd_value).toBe(2.2);
    expect(picks[1]!.changed).toBeFalsy();
    useBetslipStore.getState().acceptChanges('main');
    picks = useBetslipStore.getState().slips.main;
    expect(picks[0]!.changed).toBe(false);
    useBetslipStore.getState().updateOdds('main', [
      {
        parent_match_id: 1,
        sub_type_id: 1,
        odd_key: '1',
        special_bet_value: '',
        odd_value: 2.2,
        active: false,
      },
    ]);
    useBetslipStore.getState().removeInvalid('main', new Date('2026-01-01T00:00:00Z'));
    expect(useBetslipStore.getState().slips.main.map((p) => p.parent_match_id)).toEqual([2]);
  });

  it('persists slips, stake and Keep Betslip to localStorage', () => {
    const s = useBetslipStore.getState();
    s.addPick('main', pick(7));
    s.setStake('main', 250);
    s.setKeepBetslip(true);
    const saved = JSON.parse(localStorage.getItem(BETSLIP_STORAGE_KEY)!);
    expect(saved.state.slips.main[0].parent_match_id).toBe(7);
    expect(saved.state.stakes.main).toBe(250);
    expect(saved.state.keepBetslip).toBe(true);
  });

  it('keeps only the most recent copies of asynchronous bets', () => {
    for (let i = 0; i < 25; i++) {
      useBetslipStore.getState().saveRef(`REF${i}`, {
        kind: 'main',
        picks: [],
        stake: 100,
        savedAt: new Date(Date.UTC(2026, 10, 21, 8, i)).toISOString(),
      });
    }
    const refs = Object.keys(useBetslipStore.getState().refs);
    expect(refs).toHaveLength(MAX_REF_COPIES);
    expect(refs).toContain('REF24');
    expect(refs).not.toContain('REF4');
  });
});
