import type { CountryConfig } from '../countries/country-config';
import { cents, minCents, toCents, ZERO_CENTS, type Cents } from '../money/cents';
import { percentToBasisPoints } from '../money/rates';
import { oddsAtLeast } from '../odds/decimal-odds';
import {
  matrixPercent,
  matrixSize,
  MULTIBET_BONUS_MIN_SELECTIONS,
  MULTIBET_BONUS_MINIMUM_ODD,
  MULTIBET_BONUS_TABLE,
  VIRTUAL_BONUS_TABLE,
} from './bonus-tables';

/** Which bonus scheme produced a bonus. */
export type BonusScheme = 'acca' | 'multibet' | 'shikisha' | 'virtual' | 'none';

/** A bonus on a slip. */
export interface Bonus {
  scheme: BonusScheme;
  /** Picks that count for the bonus (odd at or above the scheme's minimum). */
  qualifyingPicks: number;
  percent: number;
  /** Percent of the possible winnings, truncated to the cent, capped. */
  amount: Cents;
  /** True when the cap cut the amount. */
  capped: boolean;
}

/** No bonus. */
export const NO_BONUS: Bonus = {
  scheme: 'none',
  qualifyingPicks: 0,
  percent: 0,
  amount: ZERO_CENTS,
  capped: false,
};

/** Number of odds at or above `minimumOdd`. */
export function countQualifyingPicks(odds: readonly number[], minimumOdd: number): number {
  return odds.filter((odd) => oddsAtLeast(odd, minimumOdd)).length;
}

/** `percent` of `winnings`, truncated to the cent, capped at `cap`. */
export function percentOf(
  winnings: Cents,
  percent: number,
  cap: Cents,
): { amount: Cents; capped: boolean } {
  const raw = cents(Math.floor((winnings * percentToBasisPoints(percent)) / 10_000));
  return { amount: minCents(raw, cap), capped: raw > cap };
}

function bonus(
  scheme: BonusScheme,
  qualifyingPicks: number,
  percent: number,
  winnings: Cents,
  cap: Cents,
): Bonus {
  if (percent <= 0) return { ...NO_BONUS, scheme, qualifyingPicks };
  return { scheme, qualifyingPicks, percent, ...percentOf(winnings, percent, cap) };
}

/**
 * Acca bonus of a normal slip (spec 01 §9, spec 02 §5, §9): the percent comes from the
 * country's accaBonusMatrix by the count of picks with odd ≥ accaBonusMinimumOdd (beyond the
 * matrix, its last value), only from accaBonusMinSelections qualifying picks. The bonus is that
 * percent OF THE POSSIBLE WINNINGS (after the maximum-win cap), truncated to the cent and capped
 * at maxAccaBonus; it is added to the final payout untaxed. A country without a matrix uses the
 * fixed multibet table instead ({@link multibetBonus}).
 */
export function accaBonus(
  odds: readonly number[],
  winnings: Cents,
  config: Pick<
    CountryConfig,
    | 'accaBonusMatrix'
    | 'accaBonusMinSelections'
    | 'accaBonusMinimumOdd'
    | 'maxAccaBonus'
    | 'maxMultibetBonus'
  >,
): Bonus {
  if (matrixSize(config.accaBonusMatrix) === 0)
    return multibetBonus(odds, winnings, config.maxMultibetBonus);
  const qualifying = countQualifyingPicks(odds, config.accaBonusMinimumOdd);
  const percent = matrixPercent(config.accaBonusMatrix, qualifying, config.accaBonusMinSelections);
  return bonus('acca', qualifying, percent, winnings, toCents(config.maxAccaBonus));
}

/**
 * Fixed multibet bonus (spec 01 §9): picks with odd ≥ 1.6, from 5 of them, percent of the
 * possible winnings from {@link MULTIBET_BONUS_TABLE}, capped at `maxBonus` (major units).
 */
export function multibetBonus(odds: readonly number[], winnings: Cents, maxBonus: number): Bonus {
  const qualifying = countQualifyingPicks(odds, MULTIBET_BONUS_MINIMUM_ODD);
  const percent = matrixPercent(MULTIBET_BONUS_TABLE, qualifying, MULTIBET_BONUS_MIN_SELECTIONS);
  return bonus('multibet', qualifying, percent, winnings, toCents(maxBonus));
}

/**
 * Shikisha bonus (spec 01 §9): same odd threshold (1.6), needs 5 or more picks, 5% at 5; the
 * spec gives no other level, so the multibet table continues it (6 → 6% …). Capped at `maxBonus`.
 */
export function shikishaBonus(odds: readonly number[], winnings: Cents, maxBonus: number): Bonus {
  const qualifying = countQualifyingPicks(odds, MULTIBET_BONUS_MINIMUM_ODD);
  const percent = matrixPercent(MULTIBET_BONUS_TABLE, qualifying, MULTIBET_BONUS_MIN_SELECTIONS);
  return bonus('shikisha', qualifying, percent, winnings, toCents(maxBonus));
}

/**
 * Virtual bonus (spec 01 §9): picks 5 to 14 give 5, 6, 7, 8, 10, 10, 12, 20, 20, 20 percent of
 * the possible winnings (every pick counts), capped at `maxBonus` (major units).
 */
export function virtualBonus(pickCount: number, winnings: Cents, maxBonus: number): Bonus {
  const percent = matrixPercent(VIRTUAL_BONUS_TABLE, pickCount, MULTIBET_BONUS_MIN_SELECTIONS);
  return bonus('virtual', pickCount, percent, winnings, toCents(maxBonus));
}
