import type { BoPaymentFlowsResponse } from '@shangwe/contract/backoffice';
import type { Queryable } from '../../db/database';
import { paymentFlowsPerDay } from '../../wallet/ledger-reads';
import { currencyOf } from './currency-of';

/**
 * Deposits and withdrawals of [from, to] (UTC days, inclusive) per day and bettor country, from
 * the ledger (wallet/ledger-reads.ts `paymentFlowsPerDay`): deposits are what left
 * house:deposits for bettors' cash (`deposit` movements), withdrawals what reached
 * house:withdrawals_paid (`withdrawal_paid`: paid by the provider).
 * Each line is one country's, in its currency: days are never summed across countries.
 */
export async function paymentFlows(
  db: Queryable,
  from: string,
  to: string,
): Promise<BoPaymentFlowsResponse> {
  const days = await paymentFlowsPerDay(db, from, to);
  return {
    from,
    to,
    lines: days.map((d) => ({
      day: d.day,
      country: d.country,
      currency: currencyOf(d.country),
      deposits: d.depositsCents / 100,
      deposit_count: d.depositCount,
      withdrawals: d.withdrawalsCents / 100,
      withdrawal_count: d.withdrawalCount,
    })),
  };
}
