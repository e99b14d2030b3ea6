import {
  freeBetPayoutForSlip,
  getCountryConfig,
  isCountryCode,
  MESSAGES,
  quoteSlip,
  slipRules,
  toMajor,
  totalOddsHundredths,
  cents,
  type Cents,
  type CountryCode,
  type ValidationCode,
} from '@shangwe/domain';

/** What a bet books: the domain quote's figures in minor units, or the first rule it breaks. */
export interface BetQuote {
  stakeCents: number;
  exciseTaxCents: number;
  totalOdd: number;
  possibleWinCents: number;
  withholdingTaxCents: number;
  /** Acca bonus plus win boost: the 'boost' term of the final payout. */
  bonusCents: number;
  finalPayoutCents: number;
  points: number;
  failure: { code: ValidationCode | 'TOO_MANY_SELECTIONS'; message: string } | null;
}

/** A bettor's country configuration (Kenya's for a country the product does not serve). */
export function countryConfigOf(country: string) {
  return getCountryConfig((isCountryCode(country) ? country : 'KE') as CountryCode);
}

/** The most picks a normal bet may hold in a country: the domain's main slip capacity. */
export function maxSelections(country: string): number {
  return slipRules('main', { config: countryConfigOf(country) }).capacity;
}

/**
 * Quotes a normal bet with the domain's one slip quote, for the bettor's country: the same
 * numbers the betslip showed. `odds` are the CURRENT catalog prices, never the client's.
 */
export function quoteBet(
  country: string,
  input: { stake: number; odds: readonly number[]; live: boolean },
): BetQuote {
  const config = countryConfigOf(country);
  const quote = quoteSlip(
    {
      kind: 'normal',
      picks: input.odds.map((odd) => ({ odd_value: odd, live: input.live })),
      stake: input.stake,
      loggedIn: true,
    },
    config,
  );
  const cap = maxSelections(country);
  const failure =
    input.odds.length > cap
      ? { code: 'TOO_MANY_SELECTIONS' as const, message: MESSAGES.betslipFull(cap) }
      : (quote.failures[0] ?? null);
  return {
    stakeCents: quote.cents.stake,
    exciseTaxCents: quote.cents.exciseTax,
    totalOdd: quote.totalOdds,
    possibleWinCents: quote.cents.possibleWinnings,
    withholdingTaxCents: quote.cents.withholdingTax,
    bonusCents: quote.cents.bonus + quote.cents.winBoost,
    finalPayoutCents: quote.cents.finalPayout,
    points: quote.points,
    failure: failure ? { code: failure.code, message: failure.message } : null,
  };
}

/**
 * The payout of a won bet at settlement: the domain quote again, with void legs passed at
 * 1.00 (they then count for neither the total odds nor the acca bonus).
 */
export function quoteSettlement(
  country: string,
  input: { stakeCents: number; odds: readonly number[]; live: boolean },
): Omit<BetQuote, 'failure'> {
  const { failure: _failure, ...figures } = quoteBet(country, {
    stake: toMajor(input.stakeCents as Cents),
    odds: input.odds,
    live: input.live,
  });
  return figures;
}

/**
 * The figures of a free-bet stake at these odds (packages/domain freeBetPayout): winnings,
 * withholding tax on the profit, and the final payout of the profit only (the stake is not
 * returned, no bonus). Used at placement and again at settlement, with void legs at 1.00.
 */
export function quoteFreeBet(
  country: string,
  stakeCents: number,
  odds: readonly number[],
): {
  totalOdd: number;
  possibleWinCents: number;
  withholdingTaxCents: number;
  finalPayoutCents: number;
} {
  const payout = freeBetPayoutForSlip(cents(stakeCents), odds, countryConfigOf(country));
  return {
    totalOdd: Number(totalOddsHundredths(odds)) / 100,
    possibleWinCents: payout.possibleWinnings,
    withholdingTaxCents: payout.withholdingTax,
    finalPayoutCents: payout.finalPayout,
  };
}
