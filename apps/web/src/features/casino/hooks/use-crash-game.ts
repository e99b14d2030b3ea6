import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type CrashBetResponse, type CrashCashoutResponse } from '@shangwe/contract';
import { api } from '../../../lib/api-client';
import { refreshBalance } from '../../../shared/balance';
import { useSessionStore } from '../../../shared/session-store';
import { casinoKeys, crashStateQuery } from '../api/casino-queries';
import { watchCrash } from '../api/crash-socket';
import { applyCrashEvent, viewFromState, withMyBet, type CrashView } from '../crash-view';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { play } from './casino-sound';
import { trackCasinoBet } from './use-instant-play';

/**
 * The crash round as the page shows it: the state call's picture kept current by the crash
 * room's pushes, and the bettor's two actions (bet, cash out). Every answer that moved money
 * carries the new balance, written straight into the session so the bar shows it at once.
 */
export function useCrashGame() {
  const client = useQueryClient();
  const state = useQuery(crashStateQuery());
  const [view, setView] = useState<CrashView | null>(null);
  const shown = useRef<CrashView | null>(null);
  shown.current = view;

  // A fresh state answer (first load, reconnect) replaces the picture.
  useEffect(() => {
    if (state.data) setView(viewFromState(state.data));
  }, [state.data]);

  useEffect(
    () =>
      watchCrash(
        (event) => {
          setView((v) => (v ? applyCrashEvent(v, event, performance.now()) : v));
          if (event.type === 'crash') play('crash');
          // An auto cash-out of the bettor's was paid by the server: show the new balance. (A
          // cash-out by hand is already 'cashed_out' here: its answer came with the balance.)
          const before = shown.current;
          if (
            event.type === 'cashouts' &&
            before &&
            event.payload.cashouts.some(
              (c) => before.mine.has(c.bet_id) && before.bets.get(c.bet_id)?.status === 'open',
            )
          ) {
            play('cashout');
            void refreshBalance();
          }
        },
        // (Re)connected: whatever happened while the socket was away is in a fresh state call.
        () => void client.invalidateQueries({ queryKey: casinoKeys.crashState() }),
      ),
    [client],
  );

  const setBalance = (balance: number) => useSessionStore.getState().setBalance({ balance });

  const bet = useCallback(
    async (input: {
      roundId: number;
      slot: 1 | 2;
      stake: number;
      autoCashout: number | null;
    }): Promise<CrashBetResponse> => {
      const answer = await api.call(endpoints.crashBet, {
        body: {
          round_id: input.roundId,
          slot: input.slot,
          stake: input.stake.toFixed(2),
          auto_cashout: input.autoCashout === null ? undefined : input.autoCashout.toFixed(2),
          idempotency_key: newIdempotencyKey(),
        },
      });
      setBalance(answer.balance);
      setView((v) => (v ? withMyBet(v, answer.round_id, answer.bet) : v));
      trackCasinoBet('crash', input.stake);
      play('bet');
      return answer;
    },
    [],
  );

  const cashout = useCallback(
    async (roundId: number, slot: 1 | 2): Promise<CrashCashoutResponse> => {
      const answer = await api.call(endpoints.crashCashout, {
        body: { round_id: roundId, slot },
      });
      setBalance(answer.balance);
      setView((v) => (v ? withMyBet(v, roundId, answer.bet) : v));
      play('cashout');
      return answer;
    },
    [],
  );

  return { view, state, bet, cashout };
}
