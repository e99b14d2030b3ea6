import {
  TRADING_LIABILITY_PUSH_ROWS,
  tradingSocketEvents,
  type BoLiabilityPush,
} from '@shangwe/contract/backoffice';
import { useQueryClient } from '@tanstack/react-query';
import { useStaffSocket } from '../lib/staff-socket';

/** The liability query of one page (trading-page.tsx). */
export const liabilityKey = (page: number) => ['bo', 'trading', 'liability', page] as const;

/**
 * The trader's websocket: joins the staff-only liability room with the staff session; each push
 * (the first page, sent whenever the book's exposure moves) replaces page 1 in the query cache
 * and has the other pages read again. Returns whether live updates are on.
 */
export function useLiveLiability(): boolean {
  const client = useQueryClient();
  return useStaffSocket(tradingSocketEvents.watch, {
    [tradingSocketEvents.liability]: (push: BoLiabilityPush) => {
      client.setQueryData(liabilityKey(1), {
        ...push,
        page: 1,
        per_page: TRADING_LIABILITY_PUSH_ROWS,
      });
      void client.invalidateQueries({
        queryKey: ['bo', 'trading', 'liability'],
        predicate: (query) => query.queryKey[3] !== 1,
      });
    },
  });
}
