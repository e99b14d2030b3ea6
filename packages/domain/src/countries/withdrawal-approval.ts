import type { CountryCode } from './country-code';

/**
 * Withdrawals of MORE than this amount (major units of the country's currency) wait for a
 * payments agent's approval in the back office before the payout rail is asked. The server
 * reads these defaults and lets the operator override them per country with
 * WITHDRAWAL_APPROVAL_ABOVE_KE / _GH / _NG (apps/server/src/payments/README.md). Ghana's
 * default sits under its maximum withdrawal (GHS 2,000), so the rule can apply there at all.
 */
export const DEFAULT_WITHDRAWAL_APPROVAL_ABOVE: Readonly<Record<CountryCode, number>> = {
  KE: 100_000,
  GH: 1_000,
  NG: 1_000_000,
};
