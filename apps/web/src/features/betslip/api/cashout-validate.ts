import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@shangwe/contract';
import { api, isApiError } from '../../../lib/api-client';
import type { BetslipPick } from '../../../shared/betslip-store';
import { useCashoutWhitelisted } from '../../../shared/cashout-whitelist';

/** The indicator's answer: valid with the server's message, or invalid with its reason. */
export interface CashoutIndication {
  valid: boolean;
  message: string;
}

/**
 * POST /api/v2/cashout/validate (spec 01 §7): will this slip be cash-out eligible? Success is
 * 'Cashout will be available for this bet'; a refusal carries the server's reason (spec 01 §8).
 */
export async function validateCashout(
  picks: readonly BetslipPick[],
  stake: number,
  totalOdd: number,
  possibleWin: number,
): Promise<CashoutIndication> {
  try {
    const res = await api.call(
      endpoints.cashoutValidate,
      {
        body: {
          bet_amount: stake,
          total_odd: totalOdd,
          reference: '',
          possible_win: possibleWin,
          bet_slips: picks.map((p) => ({
            bet_pick: p.odd.odd_key,
            parent_match_id: p.parent_match_id,
            sub_type_id: p.sub_type_id,
            odd_value: p.odd.odd_value,
            special_bet_value: p.odd.special_bet_value ?? '',
            outcome_id: String(p.odd.outcome_id ?? ''),
            reference: '',
          })),
        },
      },
      { encoding: 'json', handleUnauthorized: false },
    );
    return { valid: true, message: res.message };
  } catch (cause) {
    if (isApiError(cause) && cause.status > 0) return { valid: false, message: cause.message };
    throw cause;
  }
}

/** The cash-out indicator of the slip, for whitelisted bettors only (null otherwise). */
export function useCashoutIndication(input: {
  enabled: boolean;
  profileId: number | undefined;
  picks: readonly BetslipPick[];
  stake: number;
  totalOdd: number;
  possibleWin: number;
}) {
  const whitelist = useCashoutWhitelisted(input.profileId, input.enabled);
  const signature = input.picks
    .map((p) => `${p.parent_match_id}:${p.sub_type_id}:${p.odd.special_bet_value}:${p.odd.odd_key}`)
    .join('|');
  return useQuery({
    queryKey: ['cashout', 'validate', signature],
    queryFn: () => validateCashout(input.picks, input.stake, input.totalOdd, input.possibleWin),
    enabled: input.enabled && whitelist.data === true && input.picks.length > 0,
    staleTime: 60_000,
    retry: false,
  });
}
