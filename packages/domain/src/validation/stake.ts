import type { CountryConfig } from '../countries/country-config';
import { formatCurrency, formatOdds } from '../format/format';
import { MAX_MAJOR_AMOUNT, parseAmount, roundMoney, toCentsClamped, toMajor } from '../money/cents';
import { oddsAtLeast } from '../odds/decimal-odds';
import { MESSAGES } from './messages';
import type { ValidationFailure } from './validation-failure';

/** Default stake of the normal and shikisha slips (spec 01 §9). */
export const DEFAULT_STAKE = 100;

/** Clicking the balance fills the stake only from this balance up (spec 01 §5). */
export const BALANCE_CLICK_THRESHOLD = 1.2;

/** Quick stake buttons (spec 01 §2): Clear sets 0, the others add their value. */
export const QUICK_STAKES = [5, 10, 50, 100, 1000] as const;

/** The stake a click on the balance gives: the balance when it is at least 1.2, else null. */
export function balanceClickStake(balance: number): number | null {
  if (!Number.isFinite(balance)) return null;
  return toCentsClamped(balance) >= toCentsClamped(BALANCE_CLICK_THRESHOLD)
    ? toMajor(toCentsClamped(balance))
    : null;
}

/** What a quick stake button does: 'clear' sets 0, a number adds to the current stake. */
export function applyQuickStake(current: number | null, button: 'clear' | number): number {
  if (button === 'clear') return 0;
  const base = current !== null && Number.isFinite(current) ? current : 0;
  return roundMoney(Math.min(base + button, MAX_MAJOR_AMOUNT));
}

/** What the normal-bet rules need from a country configuration. */
export type StakeConfig = Pick<
  CountryConfig,
  | 'minimumBetAmount'
  | 'maximumBetAmount'
  | 'maximumLiveBetAmount'
  | 'minTotalOdd'
  | 'currencySymbol'
  | 'locale'
>;

/** The state of a normal (or boosted) slip that the stake rules look at. */
export interface NormalBetCheckInput {
  loggedIn: boolean;
  /** Stake as typed or sent (major units, number or numeric string). */
  stake: unknown;
  totalOdds: number;
  pickCount: number;
  hasLivePick: boolean;
  /** Minimum total odd of an applied free bet (its min_odd claim rule), if any. */
  freebetMinOdd?: number | null;
}

/**
 * Every failed normal-bet rule (spec 01 §5), in the order the bettor should fix them: login,
 * empty slip, stake a number, min bet, max bet, live maximum, min total odd, free-bet min odd.
 * Empty list: the bet may be placed (odd changes and invalid picks are the betslip's concern).
 */
export function checkNormalBet(
  input: NormalBetCheckInput,
  config: StakeConfig,
): ValidationFailure[] {
  const failures: ValidationFailure[] = [];
  const money = (n: number) => formatCurrency(n, config);
  if (!input.loggedIn) failures.push({ code: 'LOGIN_REQUIRED', message: MESSAGES.loginToBet });
  if (input.pickCount === 0)
    failures.push({ code: 'BETSLIP_EMPTY', message: MESSAGES.emptyBetslip });
  const stake = parseAmount(input.stake);
  if (stake === null) {
    failures.push({ code: 'AMOUNT_NOT_A_NUMBER', message: MESSAGES.amountNotANumber });
  } else {
    const stakeCents = toCentsClamped(stake);
    if (stakeCents < toCentsClamped(config.minimumBetAmount)) {
      failures.push({
        code: 'STAKE_BELOW_MINIMUM',
        message: MESSAGES.minimumBet(money(config.minimumBetAmount)),
      });
    } else if (stakeCents > toCentsClamped(config.maximumBetAmount)) {
      failures.push({
        code: 'STAKE_ABOVE_MAXIMUM',
        message: MESSAGES.maximumBet(money(config.maximumBetAmount)),
      });
    }
    if (input.hasLivePick && stakeCents > toCentsClamped(config.maximumLiveBetAmount)) {
      failures.push({
        code: 'LIVE_STAKE_ABOVE_MAXIMUM',
        message: MESSAGES.maximumLiveBet(money(config.maximumLiveBetAmount)),
      });
    }
  }
  if (input.pickCount > 0 && !oddsAtLeast(input.totalOdds, config.minTotalOdd)) {
    failures.push({
      code: 'TOTAL_ODD_BELOW_MINIMUM',
      message: MESSAGES.minTotalOdd(String(config.minTotalOdd)),
    });
  }
  if (input.freebetMinOdd != null && !oddsAtLeast(input.totalOdds, input.freebetMinOdd)) {
    failures.push({
      code: 'FREEBET_ODD_BELOW_MINIMUM',
      message: MESSAGES.freebetMinimumOdd(formatOdds(input.freebetMinOdd)),
    });
  }
  return failures;
}

/** What the virtual-bet rules need from a country configuration. */
export type VirtualStakeConfig = Pick<
  CountryConfig,
  'minimumBetAmount' | 'maximumBetAmount' | 'minTotalOdd' | 'currencySymbol' | 'locale'
>;

/**
 * Every failed virtual-bet rule (spec 01 §5 "Virtual"): login ('Please login first'), empty
 * slip, amount a number and at least minimumBetAmount (at most maximumBetAmount), total odds at
 * least the minimum.
 */
export function checkVirtualBet(
  input: { loggedIn: boolean; stake: unknown; totalOdds: number; pickCount: number },
  config: VirtualStakeConfig,
): ValidationFailure[] {
  const failures: ValidationFailure[] = [];
  const money = (n: number) => formatCurrency(n, config);
  if (!input.loggedIn) {
    failures.push({
      code: 'LOGIN_REQUIRED',
      message: MESSAGES.loginFirst,
      title: MESSAGES.loginFirstTitle,
    });
  }
  if (input.pickCount === 0)
    failures.push({ code: 'BETSLIP_EMPTY', message: MESSAGES.emptyBetslip });
  const stake = parseAmount(input.stake);
  if (stake === null) {
    failures.push({ code: 'AMOUNT_NOT_A_NUMBER', message: MESSAGES.amountNotANumber });
  } else if (toCentsClamped(stake) < toCentsClamped(config.minimumBetAmount)) {
    failures.push({
      code: 'STAKE_BELOW_MINIMUM',
      message: MESSAGES.minimumBet(money(config.minimumBetAmount)),
    });
  } else if (toCentsClamped(stake) > toCentsClamped(config.maximumBetAmount)) {
    failures.push({
      code: 'STAKE_ABOVE_MAXIMUM',
      message: MESSAGES.maximumBet(money(config.maximumBetAmount)),
    });
  }
  if (input.pickCount > 0 && !oddsAtLeast(input.totalOdds, config.minTotalOdd)) {
    failures.push({
      code: 'TOTAL_ODD_BELOW_MINIMUM',
      message: MESSAGES.minTotalOdd(String(config.minTotalOdd)),
    });
  }
  return failures;
}
