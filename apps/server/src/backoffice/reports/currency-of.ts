import { getCountryConfig, isCountryCode } from '@shangwe/domain';

/**
 * The currency a bettor country's money is in (KES, GHS, NGN): every amount a report states
 * carries it, and no figure adds two currencies (a country without a configuration is a bug,
 * never a silent mix).
 */
export function currencyOf(country: string): string {
  if (!isCountryCode(country)) throw new Error(`No currency for country ${country}`);
  return getCountryConfig(country).currency;
}
