import {
  getCountryConfig,
  isCountryCode,
  type CountryConfig,
  type CountryCode,
} from '@shangwe/domain';
import type { AppContext } from '../platform/context';

/**
 * The country a call is made in: the web sends `X-Country: KE|GH|NG` on every call; anything
 * else falls back to the server's default country (env COUNTRY).
 */
export function requestCountry(
  request: { headers: Record<string, string | string[] | undefined> },
  ctx: Pick<AppContext, 'env'>,
): CountryConfig {
  const header = request.headers['x-country'];
  const raw = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  const code: CountryCode = raw && isCountryCode(raw) ? raw : ctx.env.defaultCountry;
  return getCountryConfig(code);
}

/** The configuration of a bettor's own country (their limits and currency). */
export function profileCountry(country: string, ctx: Pick<AppContext, 'env'>): CountryConfig {
  return getCountryConfig(isCountryCode(country) ? country : ctx.env.defaultCountry);
}
