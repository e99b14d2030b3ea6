import { useEffect } from 'react';
import { useQueries } from '@tanstack/react-query';
import { socketClient } from '../../../lib/socket-client';
import { useBetslipStore, usePicks, type SlipKind } from '../../../shared/betslip-store';
import {
  getLiveOdds,
  LIVE_ODDS_REFRESH_MS,
  liveOddsQueryKey,
  updateFromLiveOdds,
  updatesFromPush,
} from '../api/live-odds';

/**
 * Keeps the odds of live picks current: polls each live pick every 10 s (spec 01 §9); and
 * applies websocket `odds` pushes of every pick's match room at once (live or prematch: a
 * trader's suspension or price change reaches an open slip before the bettor presses Place). A
 * moved odd is marked changed by the betslip model and must be accepted before placing.
 */
export function useLiveOddsRefresh(kind: SlipKind = 'main') {
  const picks = usePicks(kind);
  const live = picks.filter((p) => p.live);
  const roomsKey = [...new Set(picks.map((p) => p.parent_match_id))].join(',');

  const results = useQueries({
    queries: live.map((p) => ({
      queryKey: liveOddsQueryKey(p.parent_match_id, p.sub_type_id),
      queryFn: () => getLiveOdds(p.parent_match_id, p.sub_type_id),
      refetchInterval: LIVE_ODDS_REFRESH_MS,
      refetchIntervalInBackground: false,
      staleTime: 0,
    })),
  });
  const stamps = results.map((r) => r.dataUpdatedAt).join(',');

  useEffect(() => {
    const current = useBetslipStore.getState().slips[kind];
    const updates = results.flatMap((r) => {
      const res = r.data;
      if (!res) return [];
      const pick = current.find((p) => p.live && p.parent_match_id === res.match.parent_match_id);
      return pick ? [updateFromLiveOdds(pick, res)] : [];
    });
    if (updates.length > 0) useBetslipStore.getState().updateOdds(kind, updates);
    // `stamps` changes exactly when an answer arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stamps, kind]);

  useEffect(() => {
    if (roomsKey === '') return;
    const ids = roomsKey.split(',').map(Number);
    const stops = ids.map((id) =>
      socketClient.subscribeMatch(id, (event) => {
        if (event.type !== 'odds') return;
        const current = useBetslipStore.getState().slips[kind];
        const updates = updatesFromPush(current, event.payload);
        if (updates.length > 0) useBetslipStore.getState().updateOdds(kind, updates);
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, [roomsKey, kind]);
}
