import type { CountryConfig } from '../countries/country-config';
import { cents, type Cents } from '../money/cents';
import { oddsToHundredths } from '../odds/decimal-odds';

/** One leg of a bet offered for cash-out, its prices in integer hundredths. */
export interface CashoutLeg {
  /** The price the leg was placed at. */
  placedHundredths: number;
  /** The current price of a leg still open; ignored once the leg is won or void. */
  currentHundredths: number;
  state: 'open' | 'won' | 'void';
}

/** The legs of a bet as the server reads them (decimal odds) in the domain's integer form. */
export function cashoutLegs(
  legs: ReadonlyArray<{ placedOdds: number; currentOdds: number; state: CashoutLeg['state'] }>,
): CashoutLeg[] {
  return legs.map((leg) => ({
    placedHundredths: oddsToHundredths(leg.placedOdds),
    currentHundredths: oddsToHundredths(leg.currentOdds),
    state: leg.state,
  }));
}

const product = (values: readonly number[]): bigint =>
  values.reduce((acc, v) => acc * BigInt(v), 1n);

/**
 * The current total odds of a bet in hundredths, rounded half up: the product of the current
 * prices of its open legs, won and void legs at 1.00.
 */
export function cashoutCurrentTotalHundredths(legs: readonly CashoutLeg[]): number {
  const current = legs.map((l) => (l.state === 'open' ? l.currentHundredths : 100));
  if (current.length === 0) return 100;
  const scale = 100n ** BigInt(current.length - 1);
  return Number((product(current) + scale / 2n) / scale);
}

/**
 * A cash-out value: stake × placed total odds ÷ current total odds, less the country's margin
 * (spec 01 cash-out). Won legs count at 1.00 in the current total; void legs at 1.00 in both.
 * Exact integer maths (the products of forty prices exceed a double), floored to the cent in
 * the house's favour, never negative and never above the bet's final payout.
 */
export function cashoutValue(
  input: { stake: Cents; legs: readonly CashoutLeg[]; finalPayout: Cents },
  config: Pick<CountryConfig, 'cashoutMarginPercent'>,
): Cents {
  const placed = input.legs.map((l) => (l.state === 'void' ? 100 : l.placedHundredths));
  const current = input.legs.map((l) => (l.state === 'open' ? l.currentHundredths : 100));
  const divisor = product(current) * 100n;
  if (divisor <= 0n) return cents(0);
  const keep = BigInt(100 - config.cashoutMarginPercent);
  const value = (BigInt(input.stake) * product(placed) * keep) / divisor;
  const capped = value > BigInt(input.finalPayout) ? BigInt(input.finalPayout) : value;
  return cents(Number(capped < 0n ? 0n : capped));
}
