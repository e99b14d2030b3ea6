import type { CountryConfig } from '../countries/country-config';
import { formatCurrency, formatOdds } from '../format/format';
import { cents, toMajor, ZERO_CENTS, type Cents } from '../money/cents';
import { percentToBasisPoints } from '../money/rates';
import { oddsAtLeast } from '../odds/decimal-odds';
import { matrixPercent, matrixSize } from './bonus-tables';
import type { Bonus } from './bonus';

/** A level of the acca bonus: reach `selections` qualifying picks to get `percent`. */
export interface AccaBonusLevel {
  selections: number;
  percent: number;
}

/** The acca bonus hint shown on the betslip and the mini banner (spec 01 §5, spec 02 §4.7). */
export type AccaBonusHint =
  | {
      state: 'below';
      /** Qualifying picks still missing. */
      missing: number;
      minimumOdd: number;
      next: AccaBonusLevel;
      message: string;
    }
  | {
      state: 'active';
      percent: number;
      amount: Cents;
      next: AccaBonusLevel;
      message: string;
    }
  | { state: 'max'; percent: number; amount: Cents; message: string };

type HintConfig = Pick<
  CountryConfig,
  | 'accaBonusMatrix'
  | 'accaBonusMinSelections'
  | 'accaBonusMinimumOdd'
  | 'accaBonusProductName'
  | 'currencySymbol'
  | 'locale'
>;

/** The first level above `count` qualifying picks that raises the percent; null at the top. */
export function nextAccaBonusLevel(
  config: Pick<CountryConfig, 'accaBonusMatrix' | 'accaBonusMinSelections'>,
  count: number,
): AccaBonusLevel | null {
  const current = matrixPercent(config.accaBonusMatrix, count, config.accaBonusMinSelections);
  const size = matrixSize(config.accaBonusMatrix);
  for (
    let selections = Math.max(count + 1, config.accaBonusMinSelections);
    selections <= size;
    selections += 1
  ) {
    const percent = matrixPercent(
      config.accaBonusMatrix,
      selections,
      config.accaBonusMinSelections,
    );
    if (percent > current) return { selections, percent };
  }
  return null;
}

/**
 * Acca bonus hint (spec 01 §5): below the minimum selections it says how many more bets at the
 * minimum odd are needed; at or above, the bonus amount and percent with the next level; at the
 * maximum percent, a max-reached message. Null when the country has no matrix.
 */
export function accaBonusHint(
  bonus: Pick<Bonus, 'qualifyingPicks' | 'percent' | 'amount'>,
  config: HintConfig,
): AccaBonusHint | null {
  if (matrixSize(config.accaBonusMatrix) === 0) return null;
  const name = config.accaBonusProductName;
  const odd = formatOdds(config.accaBonusMinimumOdd);
  const next = nextAccaBonusLevel(config, bonus.qualifyingPicks);
  if (bonus.percent <= 0 && next) {
    const missing = next.selections - bonus.qualifyingPicks;
    return {
      state: 'below',
      missing,
      minimumOdd: config.accaBonusMinimumOdd,
      next,
      message: `Add ${missing} more ${missing === 1 ? 'bet' : 'bets'} at odds of ${odd} or higher to get ${next.percent}% ${name}`,
    };
  }
  const amount = formatCurrency(toMajor(bonus.amount), config);
  if (!next) {
    return {
      state: 'max',
      percent: bonus.percent,
      amount: bonus.amount,
      message: `You have reached the maximum ${name} of ${bonus.percent}% (${amount})`,
    };
  }
  const more = next.selections - bonus.qualifyingPicks;
  return {
    state: 'active',
    percent: bonus.percent,
    amount: bonus.amount,
    next,
    message: `${name} ${bonus.percent}%: ${amount}. Add ${more} more ${more === 1 ? 'bet' : 'bets'} at odds of ${odd} or higher to get ${next.percent}%`,
  };
}

/**
 * The win boost (spec 01 §5, §9). The spec fixes the factor at 0 (no boost) and does not say
 * when a boost is earned; ours: a slip whose total odds reach `minTotalOdds` earns
 * `factorPercent` % of its possible winnings, added to the final payout.
 */
export interface WinBoostRule {
  factorPercent: number;
  minTotalOdds: number;
}

/** The win boost in force: factor 0 (spec 01 §9 "Win boost factor 0"). */
export const WIN_BOOST: WinBoostRule = { factorPercent: 0, minTotalOdds: 5 };

/** The win boost earned by a slip, in cents (0 when the factor is 0 or the odds are short). */
export function winBoost(
  totalOdds: number,
  winnings: Cents,
  rule: WinBoostRule = WIN_BOOST,
): Cents {
  if (rule.factorPercent <= 0 || totalOdds <= 0 || !oddsAtLeast(totalOdds, rule.minTotalOdds))
    return ZERO_CENTS;
  return cents(Math.floor((winnings * percentToBasisPoints(rule.factorPercent)) / 10_000));
}

/** The win-boost hint: which odd to add to unlock the boost. */
export interface WinBoostHint {
  requiredOdd: number;
  factorPercent: number;
  message: string;
}

/**
 * Win-boost hint (spec 01 §5): when no boost is earned yet, a factor exists and the amount is
 * above 0, asks to add an odd of at least the value that lifts the total odds to the rule's
 * minimum (rounded up to 2 decimals, at least 1.01).
 */
export function winBoostHint(
  totalOdds: number,
  stake: number,
  rule: WinBoostRule = WIN_BOOST,
): WinBoostHint | null {
  if (rule.factorPercent <= 0 || !(stake > 0)) return null;
  if (totalOdds > 0 && oddsAtLeast(totalOdds, rule.minTotalOdds)) return null;
  const needed = totalOdds > 0 ? rule.minTotalOdds / totalOdds : rule.minTotalOdds;
  const requiredOdd = Math.max(1.01, Math.ceil(Number((needed * 100).toPrecision(12))) / 100);
  return {
    requiredOdd,
    factorPercent: rule.factorPercent,
    message: `Add an odd of at least ${formatOdds(requiredOdd)} to unlock a ${rule.factorPercent}% win boost`,
  };
}
