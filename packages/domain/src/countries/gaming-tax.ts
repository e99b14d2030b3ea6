import type { CountryCode } from './country-code';
import { COUNTRY_TAXES } from './taxes';

/** Tax on the operator's gross gaming revenue, per country (COUNTRY_TAXES[code].gaming). */
export const GAMING_TAX_RATE: Readonly<Record<CountryCode, number>> = {
  KE: COUNTRY_TAXES.KE.gaming,
  GH: COUNTRY_TAXES.GH.gaming,
  NG: COUNTRY_TAXES.NG.gaming,
};

/** Gaming tax due on a period's GGR, in minor units (none on a loss), rounded down to the cent. */
export function gamingTaxDue(ggrCents: number, rate: number): number {
  // The rate as basis points: integer arithmetic, no 0.15 × x float drift below the cent.
  return ggrCents > 0 ? Math.floor((ggrCents * Math.round(rate * 10_000)) / 10_000) : 0;
}
