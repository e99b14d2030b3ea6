import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@shangwe/contract';
import { casinoGame } from '@shangwe/domain';
import { api } from '../../../lib/api-client';

/**
 * The casino bets behind statement lines: a casino stake or win is booked with its bet id as
 * the reference, like any bet; the bettor's recent casino bets (GET /api/casino/history) name
 * the game, so the statement can say 'Shangwe Crash stake' instead of 'Bet stake'.
 */
export function useCasinoReferences(enabled: boolean): ReadonlyMap<string, string> {
  const history = useQuery({
    queryKey: ['bets', 'casino', 'references'],
    queryFn: () => api.call(endpoints.casinoHistory, { query: { page: 1, per_page: 100 } }),
    enabled,
    staleTime: 30_000,
  });
  const names = new Map<string, string>();
  for (const bet of history.data?.bets ?? [])
    names.set(String(bet.bet_id), casinoGame(bet.game)?.name ?? 'Casino');
  return names;
}

/** Statement wording of a casino movement, by the ledger kind the bet pipeline books. */
export function casinoMovementLabel(game: string, kind: string): string {
  switch (kind) {
    case 'stake':
      return `Casino · ${game} stake`;
    case 'payout':
    case 'win':
      return `Casino · ${game} win`;
    case 'refund':
    case 'void':
      return `Casino · ${game} refund`;
    default:
      return `Casino · ${game}`;
  }
}
