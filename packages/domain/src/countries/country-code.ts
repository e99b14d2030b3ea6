/** The countries this product runs a configuration for. */
export type CountryCode = 'KE' | 'GH' | 'NG';

/** Every configured country code, Kenya first (it is the fall-back). */
export const COUNTRY_CODES: readonly CountryCode[] = ['KE', 'GH', 'NG'];

/** The country used when nothing else applies (spec 02 §4.1 steps 3 and 4). */
export const DEFAULT_COUNTRY_CODE: CountryCode = 'KE';

/** Where choosing Ethiopia sends the browser (spec 02 §4.1 step 3): a separate site. */
export const ETHIOPIA_SITE_URL = 'https://shangwe.et/';

/** True when `s` is exactly one of the configured codes (case-sensitive: callers upper-case). */
export function isCountryCode(s: string): s is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(s);
}

const COUNTRY_NAMES: Readonly<Record<CountryCode | 'ET', string>> = {
  ET: 'Ethiopia',
  KE: 'Kenya',
  GH: 'Ghana',
  NG: 'Nigeria',
};

/** English name of a configured country, or of Ethiopia. */
export function countryName(code: CountryCode | 'ET'): string {
  return COUNTRY_NAMES[code];
}

/** One entry of the country picker (spec 02 §3.2: code, name, flag). */
export interface CountryPickerItem {
  code: CountryCode | 'ET';
  name: string;
  /** Flag as an emoji, so no image has to be downloaded. */
  flag: string;
}

/** The country picker, in the spec's order: Ethiopia, Kenya, Ghana, Nigeria (spec 01 §1). */
export const COUNTRY_PICKER: readonly CountryPickerItem[] = [
  { code: 'ET', name: 'Ethiopia', flag: '🇪🇹' },
  { code: 'KE', name: 'Kenya', flag: '🇰🇪' },
  { code: 'GH', name: 'Ghana', flag: '🇬🇭' },
  { code: 'NG', name: 'Nigeria', flag: '🇳🇬' },
];

/** What to do with a country code announced at start-up or chosen in the menu. */
export type CountryResolution =
  | { action: 'apply'; code: CountryCode; name: string }
  | { action: 'redirect'; code: 'ET'; name: 'Ethiopia'; url: string };

/**
 * Resolves a raw country code (spec 02 §4.1 step 3, §8): ET redirects to the Ethiopia site;
 * KE, GH and NG apply their configuration; TZ is in the supported list but has no
 * configuration, so it falls back to KE like any other code, an empty value or a failed lookup.
 */
export function resolveCountryCode(raw: string | null | undefined): CountryResolution {
  const code = (raw ?? '').trim().toUpperCase();
  if (code === 'ET') {
    return { action: 'redirect', code: 'ET', name: 'Ethiopia', url: ETHIOPIA_SITE_URL };
  }
  const applied = isCountryCode(code) ? code : DEFAULT_COUNTRY_CODE;
  return { action: 'apply', code: applied, name: countryName(applied) };
}
