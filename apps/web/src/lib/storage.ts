/**
 * Local storage under the spec's keys (spec 01 §3, spec 02 §3.6, §3.7, §3.9).
 * Every read tolerates a missing, blocked or corrupt store: a bettor in private mode still bets.
 */

/** The exact local storage keys the spec names. */
export const STORAGE_KEYS = {
  countryCode: 'country_code',
  authenticated: 'authenticated',
  user: 'user',
  token: 'token',
  userAgent: 'user_agent',
  affiliate: 'affiliate',
  selectedOptIn: 'selected-optIn',
  notificationsStatus: 'notifications.status',
  autorefreshStatus: 'autorefresh.status',
  /** Lite mode chosen in the menu ('true'/'false'); absent: automatic (slow connections). */
  liteMode: 'liteMode',
  themeDark: 'themeV2.dark',
  hideLostBets: 'hideLostBets',
  appDownloadLinkTimestamp: 'appDownloadLinkTimestamp',
  seeRecommendations: 'seeRecommendations',
  virtualShowMoreMarkets: 'virtual.showMoreMarkets',
  dataNotifier: 'dataNotifier',
  banner: 'banner',
  bannerDismissed: 'banner.dismissForever',
  showAndroidBanner: 'showAndroidBanner',
  premiumZoneHidden: 'premiumZone.doNotShowAgain',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Raw string value, or null when absent or storage is unavailable. */
export function readString(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a raw string; failures (quota, private mode) are ignored on purpose. */
export function writeString(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // storage full or blocked: the in-memory state still works for this visit
  }
}

/** Parsed JSON value, or `fallback` when absent or unparsable. */
export function readJson<T>(key: string, fallback: T): T {
  const raw = readString(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

/** Stores a value as JSON. */
export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

/** A boolean flag stored as 'true'/'false' (also accepts JSON true/false). */
export function readFlag(key: string, fallback = false): boolean {
  const raw = readString(key);
  if (raw === null) return fallback;
  return raw === 'true' || raw === '1';
}

/** Stores a boolean flag as 'true'/'false'. */
export function writeFlag(key: string, value: boolean): void {
  writeString(key, value ? 'true' : 'false');
}

/** Removes one key. */
export function removeKey(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // nothing to remove when storage is blocked
  }
}

/** Clears the whole local storage (country switch, spec 02 §4.1 step 5). */
export function clearStorage(): void {
  try {
    store()?.clear();
  } catch {
    // blocked storage has nothing to clear
  }
}
