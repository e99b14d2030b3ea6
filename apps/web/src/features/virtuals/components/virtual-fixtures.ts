import type {
  VirtualMatch,
  VirtualMatchDayResponse,
  VirtualResultsResponse,
  VirtualRound,
} from '@shangwe/contract';

/** Test data shaped by the contract (a match-day of two matches). */
export function virtualMatch(id: number, kickOff: string, overrides: Partial<VirtualMatch> = {}) {
  const match: VirtualMatch = {
    parent_virtual_id: id,
    round_id: 7,
    match_index: id % 2,
    home_team: `Home FC ${id}`,
    away_team: `Away United ${id}`,
    home_team_id: id * 2,
    away_team_id: id * 2 + 1,
    start_time: kickOff,
    status: 'open',
    score: null,
    ht_score: null,
    goals: [],
    market_count: 40,
    markets: [
      {
        sub_type_id: 1,
        name: '1X2',
        special_bet_value: '',
        bet_status: 'active',
        odds: [
          { odd_key: '1', outcome_id: '1', display: '1', odd_value: 2.1, result: null },
          { odd_key: 'X', outcome_id: '2', display: 'X', odd_value: 3.3, result: null },
          { odd_key: '2', outcome_id: '3', display: '2', odd_value: 3.6, result: null },
        ],
      },
    ],
    ...overrides,
  };
  return match;
}

export function virtualRound(kickOff: string, overrides: Partial<VirtualRound> = {}) {
  const round: VirtualRound = {
    round_id: 7,
    league_id: 41047,
    season: 1,
    match_day: 3,
    status: 'open',
    opens_at: new Date(Date.parse(kickOff) - 120_000).toISOString(),
    kick_off: kickOff,
    ends_at: new Date(Date.parse(kickOff) + 60_000).toISOString(),
    seed_hash: 'a'.repeat(64),
    seed: null,
    matches: [virtualMatch(101, kickOff), virtualMatch(102, kickOff)],
    ...overrides,
  };
  return round;
}

export function matchDayAnswer(serverTime: string, kickOff: string): VirtualMatchDayResponse {
  return {
    server_time: serverTime,
    league: {
      league_id: 41047,
      name: 'English Virtual League',
      season: 1,
      match_days: 38,
      round_seconds: 180,
      play_seconds: 60,
    },
    next: virtualRound(kickOff),
    in_play: null,
  };
}

export function resultsAnswer(): VirtualResultsResponse {
  const kickOff = '2026-01-01T10:00:00.000Z';
  return {
    rounds: [
      virtualRound(kickOff, {
        round_id: 6,
        match_day: 2,
        status: 'finished',
        seed: 'b'.repeat(64),
        seed_hash: 'c'.repeat(64),
        matches: [
          virtualMatch(91, kickOff, {
            status: 'finished',
            score: { home: 2, away: 1 },
            ht_score: { home: 1, away: 0 },
          }),
        ],
      }),
    ],
  };
}
