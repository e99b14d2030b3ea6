import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { VirtualGoal, VirtualOngoingResponse } from '@shangwe/contract';
import { refreshBalance } from '../../../shared/balance';
import { socketClient, type VirtualSocketEvent } from '../../../lib/socket-client';
import { virtualKeys } from '../api/virtual-queries';

/** Applies one ticker push to the match-day in play (pure; tested). */
export function applyTickerEvent(
  current: VirtualOngoingResponse | undefined,
  event: VirtualSocketEvent,
): VirtualOngoingResponse | undefined {
  if (!current?.round || event.type === 'round') return current;
  if (event.payload.round_id !== current.round.round_id) return current;
  if (event.type === 'clock') {
    const scores = new Map(event.payload.scores.map((s) => [s.parent_virtual_id, s]));
    return {
      ...current,
      minute: event.payload.minute,
      clock_running: event.payload.clock_running,
      round: {
        ...current.round,
        matches: current.round.matches.map((m) => {
          const score = scores.get(m.parent_virtual_id);
          return score ? { ...m, score: { home: score.home, away: score.away } } : m;
        }),
      },
    };
  }
  const { parent_virtual_id, goal } = event.payload;
  const sequence = goalSequence(goal);
  const matches = current.round.matches.map((m) => {
    if (m.parent_virtual_id !== parent_virtual_id) return m;
    if (m.goals.some((g) => goalSequence(g) === sequence)) return m;
    const goals = [...m.goals, goal].sort((a, b) => goalSequence(a) - goalSequence(b));
    const last = goals[goals.length - 1]!;
    return { ...m, goals, score: { home: last.home, away: last.away } };
  });
  // A repeated push keeps the cached answer as it is, so nothing re-renders.
  if (matches.every((m, i) => m === current.round!.matches[i])) return current;
  return { ...current, round: { ...current.round, matches } };
}

/**
 * A goal's place in its match (1 for the first goal): the score after it counts every goal so
 * far, so a re-delivered push repeats it while a second goal of the same side in the same
 * minute does not.
 */
function goalSequence(goal: VirtualGoal): number {
  return goal.home + goal.away;
}

/**
 * The live ticker of a virtual league over the websocket: clock and goals land in the
 * match-day-in-play query as they happen; a round that opens, kicks off or finishes refreshes
 * every virtual read (match-day, table, results, ongoing, markets).
 */
export function useVirtualTicker(leagueId: number | undefined, league?: string) {
  const client = useQueryClient();
  useEffect(() => {
    if (!leagueId) return;
    return socketClient.subscribeVirtual(leagueId, (event) => {
      if (event.type === 'round') {
        void client.invalidateQueries({ queryKey: virtualKeys.all });
        if (event.payload.status === 'finished') {
          // Settled bets moved money and changed My Bets.
          void client.invalidateQueries({ queryKey: ['bets'] });
          void refreshBalance();
        }
        return;
      }
      client.setQueryData<VirtualOngoingResponse>(virtualKeys.ongoing(league), (current) =>
        applyTickerEvent(current, event),
      );
    });
  }, [client, leagueId, league]);
}
