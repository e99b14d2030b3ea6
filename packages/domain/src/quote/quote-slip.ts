import type { CountryConfig } from '../countries/country-config';
import { isFeatureEnabled } from '../countries/country-config';
import { formatTotalOdds } from '../format/format';
import {
  addCents,
  cents,
  parseAmount,
  toCents,
  toCentsClamped,
  toMajor,
  ZERO_CENTS,
  type Cents,
} from '../money/cents';
import { computePayout } from '../money/payout';
import { parseOdds } from '../odds/decimal-odds';
import { totalOddsHundredths } from '../odds/total-odds';
import { accaBonus, NO_BONUS, shikishaBonus, virtualBonus, type Bonus } from '../bonus/bonus';
import {
  accaBonusHint,
  WIN_BOOST,
  winBoost,
  winBoostHint,
  type AccaBonusHint,
  type WinBoostHint,
  type WinBoostRule,
} from '../bonus/hints';
import { normalPoints, shikishaPoints, virtualPoints } from '../points/points';
import { checkShikishaBet } from '../validation/shikisha';
import { checkNormalBet, checkVirtualBet } from '../validation/stake';
import type { ValidationFailure } from '../validation/validation-failure';

/** The kinds of slip a quote is computed for (jackpots have no odds-based payout). */
export type QuoteKind = 'normal' | 'boosted' | 'shikisha' | 'virtual';

/** What the quote needs of a pick. */
export interface QuotePick {
  /** Odd as a number or numeric string; missing or zero counts as 0 in the product. */
  odd_value: number | string | null | undefined;
  live?: boolean;
}

/** Everything a slip quote depends on. */
export interface SlipQuoteInput {
  kind: QuoteKind;
  picks: readonly QuotePick[];
  /** Stake as typed or sent, major units. Ignored when a free bet is applied. */
  stake: unknown;
  loggedIn: boolean;
  /** An applied free bet replaces the stake with its amount and may need a minimum odd. */
  freebet?: { amount: number; minOdd?: number | null } | null;
  /** Win boost rule; defaults to the spec's factor 0. */
  winBoostRule?: WinBoostRule;
  /** Failures found by the betslip (changed or invalid picks) to add to the list. */
  slipFailures?: readonly ValidationFailure[];
  /**
   * Shikisha: the combination's own price (the server's joint model: picks of one match are
   * correlated, so their product is not the price). It is the total odds; the picks' own odds
   * still count for the Shikisha bonus.
   */
  jointOdds?: number;
}

/** Every figure of a slip in cents (what the server books). */
export interface SlipQuoteCents {
  stake: Cents;
  exciseTax: Cents;
  stakeAfterExcise: Cents;
  possibleWinnings: Cents;
  withholdingTax: Cents;
  bonus: Cents;
  winBoost: Cents;
  finalPayout: Cents;
}

/**
 * The whole quote of a slip: the same numbers on the betslip screen and in the bet the server
 * books. Money fields are major units with at most 2 decimals (what the API sends); `cents`
 * holds the same figures in minor units.
 *
 * Final payout = possible winnings + bonus + win boost − withholding tax (spec 01 §9, with the
 * acca/multibet/shikisha/virtual bonus counted in the "boost" term). The bonus is a percent of
 * the capped possible winnings and is not taxed.
 */
export interface SlipQuote {
  kind: QuoteKind;
  pickCount: number;
  /** Total odds truncated to 2 decimals. */
  totalOdds: number;
  /** '∞' above 1,000,000, else 2 decimals. */
  totalOddsDisplay: string;
  stake: number;
  exciseTax: number;
  stakeAfterExcise: number;
  possibleWinnings: number;
  /** True when the winnings hit maximumPossibleWin (maximumVirtualsWin for virtuals). */
  cappedAtMaximumWin: boolean;
  withholdingTax: number;
  bonus: Bonus;
  bonusAmount: number;
  winBoost: number;
  finalPayout: number;
  points: number;
  accaBonusHint: AccaBonusHint | null;
  winBoostHint: WinBoostHint | null;
  /** Every rule the slip breaks now; empty means it may be placed. */
  failures: ValidationFailure[];
  canPlace: boolean;
  cents: SlipQuoteCents;
}

/**
 * Computes the quote of a slip: total odds, excise, possible winnings (capped), withholding
 * tax, bonus, win boost, final payout, points, hints and the list of failed rules for its kind
 * (spec 01 §5, §9; spec 02 §9). Virtual slips use the virtual taxes and maximumVirtualsWin.
 * Boosted multibets carry boosted odds already and get no acca bonus.
 */
export function quoteSlip(input: SlipQuoteInput, config: CountryConfig): SlipQuote {
  const odds = input.picks.map((p) => parseOdds(p.odd_value) ?? 0);
  const hundredths =
    input.jointOdds !== undefined
      ? BigInt(Math.floor(Math.round(input.jointOdds * 1e6) / 1e4))
      : totalOddsHundredths(odds);
  const total = Number(hundredths) / 100;
  const rawStake = input.freebet ? input.freebet.amount : input.stake;
  const parsedStake = parseAmount(rawStake);
  const stake: Cents =
    parsedStake !== null && parsedStake > 0 ? toCentsClamped(parsedStake) : ZERO_CENTS;
  const virtual = input.kind === 'virtual';
  const rules = {
    exciseTax: virtual ? config.virtualsExciseTax : config.exciseTax,
    whtTax: virtual ? config.virtualsWhtTax : config.whtTax,
    maximumWin: toCents(virtual ? config.maximumVirtualsWin : config.maximumPossibleWin),
  };
  const base = computePayout(stake, hundredths, rules);
  const winnings = base.possibleWinnings;

  let bonus: Bonus = NO_BONUS;
  if (input.kind === 'normal' && isFeatureEnabled(config, 'accaBonus')) {
    bonus = accaBonus(odds, winnings, config);
  } else if (input.kind === 'shikisha') {
    bonus = shikishaBonus(odds, winnings, config.maxMultibetBonus);
  } else if (virtual) {
    bonus = virtualBonus(odds.length, winnings, config.maxVirtualsBonus);
  }
  const rule = input.winBoostRule ?? WIN_BOOST;
  const boost = winBoost(total, winnings, rule);
  const payout = computePayout(stake, hundredths, rules, addCents(bonus.amount, boost));

  const stakeMajor = toMajor(stake);
  const points =
    input.kind === 'shikisha'
      ? shikishaPoints(winnings, total)
      : virtual
        ? virtualPoints(stakeMajor, total)
        : normalPoints(stakeMajor, total);

  const check = {
    loggedIn: input.loggedIn,
    stake: rawStake,
    totalOdds: total,
    pickCount: odds.length,
  };
  const failures: ValidationFailure[] = [
    ...(input.kind === 'shikisha'
      ? checkShikishaBet(check, config)
      : virtual
        ? checkVirtualBet(check, config)
        : checkNormalBet(
            {
              ...check,
              hasLivePick: input.picks.some((p) => p.live === true),
              freebetMinOdd: input.freebet?.minOdd ?? null,
            },
            config,
          )),
    ...(input.slipFailures ?? []),
  ];

  const showAccaHint =
    input.kind === 'normal' && isFeatureEnabled(config, 'accaBonus') && bonus.scheme === 'acca';
  return {
    kind: input.kind,
    pickCount: odds.length,
    totalOdds: total,
    totalOddsDisplay: formatTotalOdds(total),
    stake: stakeMajor,
    exciseTax: toMajor(payout.exciseTax),
    stakeAfterExcise: toMajor(payout.stakeAfterExcise),
    possibleWinnings: toMajor(payout.possibleWinnings),
    cappedAtMaximumWin: payout.capped,
    withholdingTax: toMajor(payout.withholdingTax),
    bonus,
    bonusAmount: toMajor(bonus.amount),
    winBoost: toMajor(boost),
    finalPayout: toMajor(payout.finalPayout),
    points,
    accaBonusHint: showAccaHint ? accaBonusHint(bonus, config) : null,
    winBoostHint: boost > 0 ? null : winBoostHint(total, stakeMajor, rule),
    failures,
    canPlace: failures.length === 0,
    cents: {
      stake,
      exciseTax: payout.exciseTax,
      stakeAfterExcise: payout.stakeAfterExcise,
      possibleWinnings: payout.possibleWinnings,
      withholdingTax: payout.withholdingTax,
      bonus: bonus.amount,
      winBoost: boost,
      finalPayout: cents(payout.finalPayout),
    },
  };
}
