import { exciseTax, withholdingTax } from '../money/payout';
import { cents, type Cents } from '../money/cents';
import type { CountryCode } from './country-code';
import type { CountryConfig } from './country-config';

/** The rates (fractions) a product's stakes and winnings are taxed at. */
export interface TaxRates {
  /** Excise duty taken from each stake (spec 01 §9). */
  excise: number;
  /** Withholding tax on net winnings (spec 01 §9). */
  withholding: number;
}

/** A country's taxes, per family of products, and the operator's gaming tax on its GGR. */
export interface CountryTaxes {
  sportsbook: TaxRates;
  virtuals: TaxRates;
  casino: TaxRates;
  /** Tax on a month's positive gross gaming revenue (back office tax report). */
  gaming: number;
}

const UNTAXED: TaxRates = { excise: 0, withholding: 0 };

/**
 * Every country's taxes, in one table (issue 30): the country configurations, the casino's
 * wagers and the back office's tax report read them from here.
 * KE: 7.5 % excise on stakes, 20 % withholding on net winnings (Finance Act 2019) for the
 * sportsbook and virtuals; casino games carry none of ours yet. GH, NG: nothing is deducted
 * from bettors. Gaming tax (to confirm with the operator's tax adviser before a return is
 * filed): KE 15 % (Betting, Lotteries and Gaming Act as amended by the Finance Act 2019),
 * GH 20 % (Gaming Commission's GGR tax), NG 0 (levied by each state, not federally).
 */
export const COUNTRY_TAXES: Readonly<Record<CountryCode, CountryTaxes>> = {
  KE: {
    sportsbook: { excise: 0.075, withholding: 0.2 },
    virtuals: { excise: 0.075, withholding: 0.2 },
    casino: UNTAXED,
    gaming: 0.15,
  },
  GH: { sportsbook: UNTAXED, virtuals: UNTAXED, casino: UNTAXED, gaming: 0.2 },
  NG: { sportsbook: UNTAXED, virtuals: UNTAXED, casino: UNTAXED, gaming: 0 },
};

/** The tax fields of a country's configuration (spec 02 §9), from the table. */
export function configTaxes(
  code: CountryCode,
): Pick<CountryConfig, 'whtTax' | 'exciseTax' | 'virtualsWhtTax' | 'virtualsExciseTax'> {
  const { sportsbook, virtuals } = COUNTRY_TAXES[code];
  return {
    whtTax: sportsbook.withholding,
    exciseTax: sportsbook.excise,
    virtualsWhtTax: virtuals.withholding,
    virtualsExciseTax: virtuals.excise,
  };
}

/** The taxes of a casino wager: excise on its stake, withholding on a payout's profit. */
export interface CasinoTaxes {
  exciseTaxCents: Cents;
  withholdingTaxCents: Cents;
  /** The payout less the withholding tax. */
  paidCents: Cents;
}

/**
 * A casino wager's taxes in `country` (COUNTRY_TAXES[country].casino), by the sportsbook's
 * formulas: excise within the stake, withholding on the payout above the stake after excise.
 */
export function casinoTaxes(country: string, stake: Cents, payout: Cents): CasinoTaxes {
  const rates =
    (COUNTRY_TAXES as Partial<Record<string, CountryTaxes>>)[country]?.casino ?? UNTAXED;
  const excise = exciseTax(stake, rates.excise);
  const wht = withholdingTax(payout, cents(stake - excise), rates.withholding);
  return { exciseTaxCents: excise, withholdingTaxCents: wht, paidCents: cents(payout - wht) };
}
