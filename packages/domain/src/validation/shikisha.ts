import { BET_TYPE } from '../constants/vocabulary';
import type { CountryConfig } from '../countries/country-config';
import { formatCurrency } from '../format/format';
import { parseAmount, toCentsClamped } from '../money/cents';
import { oddsAtLeast } from '../odds/decimal-odds';
import { MESSAGES } from './messages';
import type { ValidationFailure } from './validation-failure';

/** Shikisha limits (spec 01 §5, §9). */
export const SHIKISHA_LIMITS = {
  /** Typed amounts above this restore the previous value. */
  inputCap: 300_000,
  /** Negative typed amounts reset to this. */
  negativeResetTo: 100,
  maxStake: 20_000,
  minStake: 1,
  minPicks: 2,
  maxPicks: 30,
  betType: BET_TYPE.shikisha,
  /**
   * A combination priced under this is refused as near certain: the margin would leave the
   * bettor less than 5% and the house no room for a mistake in the model.
   */
  nearCertainOdd: 1.05,
} as const;

/**
 * A Shikisha bet builds ONE match (spec 01 §3 'one match per Shikisha bet'): the picks of
 * several matches, if any, else null.
 */
export function shikishaOtherMatch(picks: readonly { parent_match_id: number }[]): string | null {
  const ids = new Set(picks.map((p) => p.parent_match_id));
  return ids.size > 1 ? MESSAGES.shikishaOneMatch : null;
}

/** What the shikisha amount input shows after the user typed `next` (spec 01 §5). */
export function sanitizeShikishaInput(next: unknown, previous: number | null): number | null {
  const value = parseAmount(next);
  if (value === null) return null;
  if (value > SHIKISHA_LIMITS.inputCap) return previous;
  if (value < 0) return SHIKISHA_LIMITS.negativeResetTo;
  return value;
}

/**
 * Every failed shikisha placement rule with its notice title (spec 01 §5): above 20000 'Maximum
 * bet amount is KES 20,000' ('Bet amount limit'), below 1 'Minimum bet amount is KES 1', fewer
 * than 2 picks 'Minimum picks accepted is 2' ('Bet limit warning'), not logged in 'Please login
 * first' ('Authentication required'), total odds under minTotalOdd.
 */
export function checkShikishaBet(
  input: { loggedIn: boolean; stake: unknown; totalOdds: number; pickCount: number },
  config: Pick<CountryConfig, 'minTotalOdd' | 'currencySymbol' | 'locale'>,
): ValidationFailure[] {
  const failures: ValidationFailure[] = [];
  const money = (n: number) => formatCurrency(n, config);
  const stake = parseAmount(input.stake);
  if (stake === null) {
    failures.push({ code: 'AMOUNT_NOT_A_NUMBER', message: MESSAGES.amountNotANumber });
  } else if (toCentsClamped(stake) > toCentsClamped(SHIKISHA_LIMITS.maxStake)) {
    failures.push({
      code: 'STAKE_ABOVE_MAXIMUM',
      message: MESSAGES.maximumBet(money(SHIKISHA_LIMITS.maxStake)),
      title: MESSAGES.betAmountLimitTitle,
    });
  } else if (toCentsClamped(stake) < toCentsClamped(SHIKISHA_LIMITS.minStake)) {
    failures.push({
      code: 'STAKE_BELOW_MINIMUM',
      message: MESSAGES.minimumBet(money(SHIKISHA_LIMITS.minStake)),
      title: MESSAGES.betAmountLimitTitle,
    });
  }
  if (input.pickCount < SHIKISHA_LIMITS.minPicks) {
    failures.push({
      code: 'PICKS_BELOW_MINIMUM',
      message: MESSAGES.minimumPicks(SHIKISHA_LIMITS.minPicks),
      title: MESSAGES.betLimitWarningTitle,
    });
  }
  if (!input.loggedIn) {
    failures.push({
      code: 'LOGIN_REQUIRED',
      message: MESSAGES.loginFirst,
      title: MESSAGES.loginFirstTitle,
    });
  }
  if (input.pickCount > 0 && !oddsAtLeast(input.totalOdds, config.minTotalOdd)) {
    failures.push({
      code: 'TOTAL_ODD_BELOW_MINIMUM',
      message: MESSAGES.shikishaMinTotalOdds(String(config.minTotalOdd)),
    });
  }
  return failures;
}
