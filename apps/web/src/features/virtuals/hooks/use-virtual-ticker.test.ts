import { describe, expect, it } from 'vitest';
import type { VirtualGoal, VirtualOngoingResponse } from '@shangwe/contract';
import { virtualMatch, virtualRound } from '../components/virtual-fixtures';
import { applyTickerEvent } from './use-virtual-ticker';

const KICK_OFF = '2026-11-21T08:00:00Z';

const playing: VirtualOngoingResponse = {
  server_time: KICK_OFF,
  minute: 10,
  clock_running: true,
  round: virtualRound(KICK_OFF, {
    status: 'playing',
    matches: [virtualMatch(101, KICK_OFF, { status: 'playing', score: { home: 0, away: 0 } })],
  }),
};

function goalPush(goal: VirtualGoal) {
  return {
    type: 'goal' as const,
    payload: { league_id: 41047, round_id: 7, parent_virtual_id: 101, goal, ts: 1 },
  };
}

describe('applyTickerEvent goals', () => {
  const first: VirtualGoal = { minute: 23, side: 'home', home: 1, away: 0 };
  const second: VirtualGoal = { minute: 23, side: 'home', home: 2, away: 0 };

  it('keeps two goals of the same side in the same minute', () => {
    const next = applyTickerEvent(applyTickerEvent(playing, goalPush(first)), goalPush(second));
    expect(next?.round?.matches[0]!.goals).toEqual([first, second]);
    expect(next?.round?.matches[0]!.score).toEqual({ home: 2, away: 0 });
  });

  it('adds a re-delivered goal once', () => {
    const once = applyTickerEvent(playing, goalPush(first));
    const again = applyTickerEvent(once, goalPush(first));
    expect(again).toBe(once);
    expect(again?.round?.matches[0]!.goals).toEqual([first]);
  });

  it('keeps the goals in order and the latest score when pushes arrive out of order', () => {
    const next = applyTickerEvent(applyTickerEvent(playing, goalPush(second)), goalPush(first));
    expect(next?.round?.matches[0]!.goals).toEqual([first, second]);
    expect(next?.round?.matches[0]!.score).toEqual({ home: 2, away: 0 });
  });
});
