import type { CountryConfig } from '../countries/country-config';
import { formatCurrency, formatOdds } from '../format/format';
import { toCentsClamped } from '../money/cents';
import { oddsAtLeast } from '../odds/decimal-odds';
import { MESSAGES } from './messages';
import type { ValidationFailure } from './validation-failure';

/** A promo's opt-in rule as the server sends it (spec 01 §3). */
export interface PromoRule {
  rule: 'opt-in-min-bet-amount' | 'opt-in-min-odds' | 'opt-min-betslips' | (string & {});
  value: number | string;
}

/** A promo with its opt-in rules. */
export interface PromoForOptIn {
  promo_id: number | string;
  promo_name: string;
  rules: readonly PromoRule[];
}

/**
 * Every failed opt-in rule of a promo for a slip (spec 01 §5): opt-in-min-bet-amount (stake at
 * least value: 'Increase your stake to KES 50 to opt in to {promo}'), opt-in-min-odds (total odds
 * at least value), opt-min-betslips (pick count at least value). All must hold; unknown rules
 * are ignored.
 */
export function checkPromoOptIn(
  promo: PromoForOptIn,
  slip: { stake: number; totalOdds: number; pickCount: number },
  config: Pick<CountryConfig, 'currencySymbol' | 'locale'>,
): ValidationFailure[] {
  const failures: ValidationFailure[] = [];
  for (const { rule, value } of promo.rules) {
    const n = Number(value);
    if (!Number.isFinite(n)) continue;
    if (
      rule === 'opt-in-min-bet-amount' &&
      !(Number.isFinite(slip.stake) && toCentsClamped(slip.stake) >= toCentsClamped(n))
    ) {
      failures.push({
        code: 'PROMO_MIN_STAKE',
        message: MESSAGES.promoStake(formatCurrency(n, config), promo.promo_name),
      });
    } else if (rule === 'opt-in-min-odds' && !oddsAtLeast(slip.totalOdds, n)) {
      failures.push({
        code: 'PROMO_MIN_ODDS',
        message: MESSAGES.promoOdds(formatOdds(n), promo.promo_name),
      });
    } else if (rule === 'opt-min-betslips' && slip.pickCount < n) {
      failures.push({ code: 'PROMO_MIN_PICKS', message: MESSAGES.promoPicks(n, promo.promo_name) });
    }
  }
  return failures;
}

/** Only one opted-in promo may be used on a bet (spec 01 §5, spec 02 §5). */
export function checkSinglePromo(promoIds: readonly unknown[]): ValidationFailure[] {
  return promoIds.length > 1 ? [{ code: 'PROMO_ONLY_ONE', message: MESSAGES.promoOnlyOne }] : [];
}
