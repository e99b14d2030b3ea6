/**
 * The applied country (spec 02 §4.1). The configuration comes from `GET /api/config` (the
 * server strips secrets such as apiKey, which must never be bundled into browser code) and is
 * cached in local storage so a returning bettor renders at once while it revalidates.
 */
import { endpoints } from '@shangwe/contract';
import {
  isFeatureEnabled,
  isProductAvailable,
  type CountryCode,
  type FeatureKey,
  type ProductKey,
  type PublicCountryConfig,
} from '@shangwe/domain';
import { create } from 'zustand';
import { setAnalyticsCurrency } from '../lib/analytics';
import { api, configureApiClient, setApiBases } from '../lib/api-client';
import { INTL_LOCALES, useLanguage } from '../lib/i18n';
import {
  STORAGE_KEYS,
  clearStorage,
  readJson,
  readString,
  writeJson,
  writeString,
} from '../lib/storage';

const CONFIG_CACHE_KEY = 'country_config';

interface CountryState {
  /** The applied country code, null until start-up chose one. */
  code: CountryCode | null;
  /** The applied public configuration, null until loaded. */
  config: PublicCountryConfig | null;
  /** Applies a configuration: sets the API bases, the document title and the store. */
  applyConfig: (config: PublicCountryConfig) => void;
}

/** The country store. Most screens use {@link useCountryConfig} instead. */
export const useCountryStore = create<CountryState>()((set, get) => ({
  code: null,
  config: null,
  applyConfig: (config) => {
    // A revalidated copy equal to the applied one changes nothing, so nothing re-renders.
    const current = get().config;
    if (current && JSON.stringify(current) === JSON.stringify(config)) return;
    setAnalyticsCurrency(config.currency);
    setApiBases({
      base: config.baseUrl,
      v2: config.baseV2Url,
      live: config.liveUrl,
      virtuals: config.virtualsUrl,
      notifications: config.notificationsAPIUrl,
      freebets: config.freeBetsAPIUrl,
      promos: config.promosAPIUrl,
      recommendations: config.recommendationsAPIUrl,
      campaign: config.campaignUrl,
    });
    set({ code: config.code, config });
  },
}));

// Every call carries the applied country (X-Country).
configureApiClient({ getCountry: () => useCountryStore.getState().code });

/** The saved country code, if a valid one was stored (spec 02 §4.1 step 1). */
export function readSavedCountryCode(): string | null {
  const saved = readString(STORAGE_KEYS.countryCode);
  return saved ? saved.toUpperCase() : null;
}

/** Saves the chosen country code. */
export function saveCountryCode(code: CountryCode): void {
  writeString(STORAGE_KEYS.countryCode, code);
}

/** The cached configuration for `code`, if any. */
export function readCachedConfig(code: string): PublicCountryConfig | null {
  const cached = readJson<PublicCountryConfig | null>(CONFIG_CACHE_KEY, null);
  return cached && cached.code === code ? cached : null;
}

declare global {
  interface Window {
    /** Started by the inline script of index.html for a returning bettor without a cache. */
    __countryConfigRequest?: Promise<{ data?: PublicCountryConfig } | null>;
  }
}

/** Takes the configuration request index.html started early, if it was for `code`. */
async function takeEarlyRequest(code: CountryCode): Promise<PublicCountryConfig | null> {
  const early = typeof window === 'undefined' ? undefined : window.__countryConfigRequest;
  if (!early) return null;
  window.__countryConfigRequest = undefined;
  const body = await early.catch(() => null);
  return body?.data?.code === code ? body.data : null;
}

let fetchedThisVisit = false;

/** Whether this page load already fetched a fresh configuration (no need to revalidate). */
export function configFetchedThisVisit(): boolean {
  return fetchedThisVisit;
}

/** Fetches the public configuration of `code` and caches it. */
export async function fetchCountryConfig(code: CountryCode): Promise<PublicCountryConfig> {
  const early = await takeEarlyRequest(code);
  if (early) {
    writeJson(CONFIG_CACHE_KEY, early);
    fetchedThisVisit = true;
    return early;
  }
  const body = await api.call(endpoints.config, { query: { country: code } }, { auth: 'none' });
  writeJson(CONFIG_CACHE_KEY, body.data);
  fetchedThisVisit = true;
  return body.data;
}

/**
 * Changes country later, from the menu (spec 02 §4.1 step 5): clears local storage, stores the
 * code and reloads.
 */
export function switchCountry(
  code: CountryCode,
  reload: () => void = () => window.location.reload(),
): void {
  clearStorage();
  saveCountryCode(code);
  reload();
}

/**
 * The applied configuration. Screens render only after start-up applied one, so this never
 * returns null inside the app; it throws to make a misuse outside the app obvious.
 */
export function useCountryConfig(): PublicCountryConfig {
  const config = useCountryStore((s) => s.config);
  const language = useLanguage();
  if (!config) throw new Error('useCountryConfig used before a country configuration was applied');
  return language === 'en' ? config : inLanguage(config, language);
}

const localized = new WeakMap<PublicCountryConfig, PublicCountryConfig>();

/**
 * The configuration with its locale in the bettor's language ('sw-KE'), so amounts formatted
 * with it follow the language; one copy per applied configuration, so its identity holds.
 */
function inLanguage(config: PublicCountryConfig, language: 'sw'): PublicCountryConfig {
  let copy = localized.get(config);
  if (!copy) {
    copy = { ...config, locale: INTL_LOCALES[language] };
    localized.set(config, copy);
  }
  return copy;
}

/** Whether an optional product is in availableProducts for the applied country. */
export function useProductAvailable(product: ProductKey): boolean {
  return useCountryStore((s) => (s.config ? isProductAvailable(s.config, product) : false));
}

/** Whether a feature is not in disabledFeatures for the applied country. */
export function useFeatureEnabled(feature: FeatureKey): boolean {
  return useCountryStore((s) => (s.config ? isFeatureEnabled(s.config, feature) : false));
}
