import {
  formatCurrency,
  formatFullDateTime,
  getCountryConfig,
  isCountryCode,
  type CountryConfig,
} from '@shangwe/domain';

/** The country configuration of a bettor's country code (Kenya for an unknown one). */
export function configOf(country: string): CountryConfig {
  return getCountryConfig(isCountryCode(country) ? country : 'KE');
}

/** Minor units in the bettor's currency, and a moment in their country's time, for texts. */
export function textFormats(country: string) {
  const config = configOf(country);
  return {
    config,
    money: (cents: number) => formatCurrency(cents / 100, config),
    when: (at: Date) => formatFullDateTime(at, config.timezone),
  };
}
