import type { MatchSummary, OddsChangeMessage } from '@shangwe/contract';
import { describe, expect, it } from 'vitest';
import { applyOddsChange, applyToMatch } from './live-odds';

function match(): MatchSummary {
  const odd = (odd_key: string, odd_value: number) => ({
    odd_key,
    outcome_id: odd_key,
    odd_value,
    display: odd_key,
    special_bet_value: '',
    parent_match_id: 1,
    sub_type_id: 1,
    sport_id: 1,
    result: null,
  });
  return {
    parent_match_id: 1,
    match_id: 11,
    game_id: 10001,
    sport_id: 1,
    sport_name: 'Soccer',
    category_id: 1,
    category: 'England',
    competition_id: 1,
    competition_name: 'Premier League',
    home_team: 'A',
    away_team: 'B',
    start_time: '2026-11-21T10:00:00.000Z',
    status: 'live',
    live: true,
    period: '1st half',
    score: { home: 0, away: 0 },
    clock_seconds: 600,
    clock_running: true,
    match_time: '10:00',
    streamable: false,
    markets_count: 20,
    markets: [
      {
        sub_type_id: 1,
        name: '1X2',
        special_bet_value: '',
        bet_status: 'ACTIVE',
        odds: [odd('1', 2), odd('X', 3), odd('2', 4)],
      },
      {
        sub_type_id: 18,
        name: 'Total',
        special_bet_value: 'total=2.5',
        bet_status: 'ACTIVE',
        odds: [odd('over', 1.9), odd('under', 1.9)],
      },
    ],
  };
}

const change = (markets: OddsChangeMessage['markets']): OddsChangeMessage => ({
  parent_match_id: 1,
  match_id: 11,
  markets,
  ts: 1,
});

describe('applyOddsChange', () => {
  it('updates prices and bet_status of the named market and line only', () => {
    const m = match();
    const next = applyOddsChange(
      m.markets,
      change([
        {
          sub_type_id: 18,
          special_bet_value: 'total=2.5',
          bet_status: 'STOPPED',
          odds: [{ odd_key: 'over', outcome_id: '12', odd_value: 2.05, result: null }],
        },
        { sub_type_id: 18, special_bet_value: 'total=3.5', bet_status: 'ACTIVE', odds: [] },
      ]),
    );
    expect(next).not.toBe(m.markets);
    expect(next[0]).toBe(m.markets[0]);
    expect(next[1]!.bet_status).toBe('STOPPED');
    expect(next[1]!.odds[0]!.odd_value).toBe(2.05);
    expect(next[1]!.odds[1]).toBe(m.markets[1]!.odds[1]);
  });

  it('returns the same array when nothing changed', () => {
    const m = match();
    const same = applyOddsChange(
      m.markets,
      change([
        {
          sub_type_id: 1,
          special_bet_value: '',
          bet_status: 'ACTIVE',
          odds: [{ odd_key: '1', outcome_id: '1', odd_value: 2, result: null }],
        },
      ]),
    );
    expect(same).toBe(m.markets);
  });
});

describe('applyToMatch', () => {
  it('applies score and clock pushes and ignores other matches', () => {
    const m = match();
    const update = {
      parent_match_id: 1,
      sport_id: 1,
      status: 'live' as const,
      live: true,
      period: '2nd half',
      score: { home: 1, away: 0 },
      clock_seconds: 3000,
      clock_running: true,
      match_time: '50:00',
      score_detail: {},
      ts: 2,
    };
    const next = applyToMatch(m, { type: 'match', payload: update });
    expect(next.score).toEqual({ home: 1, away: 0 });
    expect(next.clock_seconds).toBe(3000);
    expect(next.period).toBe('2nd half');
    expect(applyToMatch(m, { type: 'match', payload: { ...update, parent_match_id: 2 } })).toBe(m);
  });
});
