import { describe, expect, it } from 'vitest';
import { rankRecommendations, type Candidate, type Signals } from './recommendation-ranker';
import { EMPTY_HISTORY } from './signals-repository';

const T0 = new Date('2030-03-01T12:00:00Z').getTime();

function candidate(id: number, competitionId: number, hours = 1, teams = ['A', 'B']): Candidate {
  return {
    parentMatchId: id,
    sportId: 1,
    competitionId,
    homeTeam: teams[0]!,
    awayTeam: teams[1]!,
    startTime: new Date(T0 + hours * 3_600_000),
  };
}

const none: Signals = {
  coBacked: new Map(),
  history: EMPTY_HISTORY,
  slipCompetitions: new Set(),
  popularity: new Map(),
};

describe('rankRecommendations', () => {
  it('orders matches without any signal by kick-off, then id, as "soon"', () => {
    const ranked = rankRecommendations(
      [candidate(3, 1, 2), candidate(2, 1, 1), candidate(1, 1, 2)],
      none,
      10,
    );
    expect(ranked.map((r) => r.parent_match_id)).toEqual([2, 1, 3]);
    expect(ranked.every((r) => r.reasons.join() === 'soon' && r.score === 0)).toBe(true);
  });

  it('lets co-backing outrank the history, and the history outrank popularity', () => {
    const signals: Signals = {
      ...none,
      coBacked: new Map([[1, 2]]),
      history: {
        legs: 4,
        competitions: new Map([[20, 4]]),
        sports: new Map([[1, 4]]),
        teams: new Map(),
      },
      popularity: new Map([[3, 1_000_000]]),
    };
    const ranked = rankRecommendations(
      [candidate(3, 30), candidate(2, 20), candidate(1, 10)],
      signals,
      10,
    );
    expect(ranked.map((r) => r.parent_match_id)).toEqual([1, 2, 3]);
    expect(ranked.map((r) => r.reasons[0])).toEqual(['co_backed', 'history', 'popular']);
  });

  it('counts a team the bettor backs whichever side it plays, case aside', () => {
    const signals: Signals = {
      ...none,
      history: {
        legs: 2,
        competitions: new Map(),
        sports: new Map(),
        teams: new Map([['leeds town', 2]]),
      },
    };
    const ranked = rankRecommendations(
      [candidate(1, 10, 1, ['York', 'Hull']), candidate(2, 10, 5, ['Derby', 'Leeds Town'])],
      signals,
      10,
    );
    expect(ranked[0]).toMatchObject({ parent_match_id: 2, reasons: ['history'], score: 0.5 });
  });

  it('weighs stakes by their logarithm so one huge stake does not bury the rest', () => {
    const signals: Signals = {
      ...none,
      popularity: new Map([
        [1, 100_000_000],
        [2, 10_000],
      ]),
    };
    const [first, second] = rankRecommendations([candidate(1, 1), candidate(2, 1)], signals, 10);
    expect(first!.score).toBe(1);
    expect(second!.score).toBeGreaterThan(0.45);
  });

  it('keeps at most `limit` and names matches as sr:match ids', () => {
    const ranked = rankRecommendations([candidate(7, 1), candidate(8, 1)], none, 1);
    expect(ranked).toEqual([
      { parent_match_id: 7, event_id: 'sr:match:7', score: 0, reasons: ['soon'] },
    ]);
  });
});
