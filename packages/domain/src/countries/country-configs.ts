import type { CountryCode } from './country-code';
import type { CountryConfig } from './country-config';
import { GHANA } from './ghana';
import { KENYA } from './kenya';
import { NIGERIA } from './nigeria';

/** Freezes an object graph: configurations are shared by every request and must not drift. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const CONFIGS: Readonly<Record<CountryCode, CountryConfig>> = {
  KE: deepFreeze(KENYA),
  GH: deepFreeze(GHANA),
  NG: deepFreeze(NIGERIA),
};

/** The full configuration of a country, secrets included (server side only). */
export function getCountryConfig(code: CountryCode): CountryConfig {
  return CONFIGS[code];
}

/** Each country's configuration by its currency code (KES, GHS, NGN). */
export const CONFIGS_BY_CURRENCY: ReadonlyMap<string, CountryConfig> = new Map(
  Object.values(CONFIGS).map((c) => [c.currency, c]),
);
