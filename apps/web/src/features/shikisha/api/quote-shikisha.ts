import { endpoints, type ShikishaQuoteResponse } from '@shangwe/contract';
import { SHIKISHA_LIMITS } from '@shangwe/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { api, isApiError } from '../../../lib/api-client';
import type { BetslipPick } from '../../../shared/betslip-store';

/** Picks settle for this long before the combined price is asked for (one call per burst). */
export const QUOTE_DEBOUNCE_MS = 250;

/** What the quote call needs of a pick. */
export type QuotedPick = Pick<BetslipPick, 'parent_match_id' | 'sub_type_id' | 'odd'>;

/** POST /api/betbuilder/quote: the combined price of the picks of one match. */
export function quoteShikisha(
  picks: readonly QuotedPick[],
  signal?: AbortSignal,
): Promise<ShikishaQuoteResponse> {
  return api.call(
    endpoints.shikishaQuote,
    {
      body: {
        betslip: picks.map((p) => ({
          parent_match_id: p.parent_match_id,
          sub_type_id: p.sub_type_id,
          special_bet_value: p.odd.special_bet_value ?? '',
          bet_pick: p.odd.odd_key,
        })),
      },
    },
    // Nested bodies post as JSON; a quote is for anyone, logged in or not.
    { signal, auth: 'none', encoding: 'json' },
  );
}

/** The identity of a combination: its picks in slip order. */
function comboKey(picks: readonly QuotedPick[]): string {
  return picks
    .map((p) => `${p.sub_type_id}|${p.odd.special_bet_value ?? ''}|${p.odd.odd_key}`)
    .join(',');
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The state of the combined price shown as Total Odds. */
export interface ShikishaQuoteState {
  /** The server's joint price of the current picks, null until known or when refused. */
  totalOdd: number | null;
  /** The server's reason when it refuses the combination (contradictory, near certain ...). */
  refusal: string | null;
  /** True while the price of the current picks is being asked for (or debounced). */
  pending: boolean;
  quote: ShikishaQuoteResponse | null;
}

/**
 * The combined price of the picks of one match, asked for ~250 ms after the last change; a
 * newer combination cancels the request of the previous one (the query's signal), so a late
 * answer never shows for picks the bettor no longer has. Fewer than 2 picks: no call.
 */
export function useShikishaQuote(picks: readonly QuotedPick[]): ShikishaQuoteState {
  const key = comboKey(picks);
  const parentMatchId = picks[0]?.parent_match_id ?? 0;
  const settledKey = useDebounced(key, QUOTE_DEBOUNCE_MS);
  // The picks behind the settled key (the debounce only delays the key).
  const settledPicks = useMemo(() => picks, [settledKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const enough = picks.length >= SHIKISHA_LIMITS.minPicks;
  const query = useQuery({
    queryKey: ['shikisha-quote', parentMatchId, settledKey] as const,
    queryFn: ({ signal }) => quoteShikisha(settledPicks, signal),
    enabled: enough && settledKey === key,
    staleTime: 5_000,
    retry: false,
  });
  if (!enough) return { totalOdd: null, refusal: null, pending: false, quote: null };
  const current = settledKey === key;
  const refusal =
    current && query.isError
      ? isApiError(query.error) && query.error.status > 0 && query.error.status < 500
        ? query.error.message
        : null
      : null;
  const quote = current && query.data ? query.data : null;
  return {
    totalOdd: quote?.total_odd ?? null,
    refusal,
    pending: !current || query.isFetching,
    quote,
  };
}
