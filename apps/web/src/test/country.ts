/**
 * Test helper: applies a real country configuration (the public view of the domain's) to the
 * country store, as start-up would after GET /api/config.
 */
import {
  getCountryConfig,
  toPublicConfig,
  type CountryCode,
  type PublicCountryConfig,
} from '@shangwe/domain';
import { useCountryStore } from '../shared/country-store';

/** Applies `code`'s configuration, optionally overridden, and returns it. */
export function applyTestCountry(
  code: CountryCode,
  overrides: Partial<PublicCountryConfig> = {},
): PublicCountryConfig {
  const config = { ...toPublicConfig(getCountryConfig(code)), ...overrides };
  useCountryStore.getState().applyConfig(config);
  return config;
}
