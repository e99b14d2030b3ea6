/**
 * Settings kept in local storage with the spec's keys and defaults (spec 02 §3.7): every flag
 * defaults to off or null, except the virtual setting showMoreMarkets (true).
 */
import { create } from 'zustand';
import {
  STORAGE_KEYS,
  readFlag,
  readJson,
  readString,
  removeKey,
  writeFlag,
  writeJson,
  writeString,
} from '../lib/storage';
import { notify } from './notice-store';

/** Where the data notifier continues once acknowledged (spec 02 §3.7). */
export interface DataNotifierNext {
  nextType: 'route' | 'callback' | null;
  nextCb: string | null;
  nextRoute: string | null;
}

/** Data-notifier settings (spec 02 §3.7, §4.7). */
export interface DataNotifierSettings {
  doNotShowAgain: boolean;
  next: DataNotifierNext;
  show: boolean;
  isSaf: boolean | null;
  userinfo: { isSaf?: boolean } | null;
}

const EMPTY_NEXT: DataNotifierNext = { nextType: null, nextCb: null, nextRoute: null };

const DEFAULT_DATA_NOTIFIER: DataNotifierSettings = {
  doNotShowAgain: false,
  next: EMPTY_NEXT,
  show: false,
  isSaf: null,
  userinfo: null,
};

interface SettingsState {
  /** notifications.status */
  notifications: boolean;
  /** autorefresh.status (data saver) */
  autorefresh: boolean;
  /** themeV2.dark */
  dark: boolean;
  hideLostBets: boolean;
  /** appDownloadLinkTimestamp: when the app link was last used (ms), or null. */
  appDownloadLinkTimestamp: number | null;
  /**
   * seeRecommendations: null until the bettor chooses (spec 02 §3.7 "off or null"); the slider
   * shows unless it is false, since turning it off is an opt-out (spec 01 §4).
   */
  seeRecommendations: boolean | null;
  /** Virtual setting showMoreMarkets (default true). */
  showMoreMarkets: boolean;
  /** liteMode: the bettor's choice of lite mode, null when not chosen (automatic). */
  liteMode: boolean | null;
  dataNotifier: DataNotifierSettings;
  setNotifications: (on: boolean) => void;
  setAutorefresh: (on: boolean) => void;
  /** Flips the dark flag (spec 02 §4.2). */
  toggleTheme: () => void;
  setDark: (on: boolean) => void;
  setHideLostBets: (on: boolean) => void;
  setAppDownloadLinkTimestamp: (at: number | null) => void;
  setSeeRecommendations: (on: boolean) => void;
  setShowMoreMarkets: (on: boolean) => void;
  setLiteMode: (on: boolean) => void;
  /** Merges data-notifier fields; turning 'show' off resets the next action (spec 02 §4.7). */
  updateDataNotifier: (fields: Partial<DataNotifierSettings>) => void;
}

/** A stored flag, or null when the bettor never set it. */
function readOptionalFlag(key: string): boolean | null {
  return readString(key) === null ? null : readFlag(key);
}

/** Whether recommendations show: on unless the bettor opted out. */
export function recommendationsOn(seeRecommendations: boolean | null): boolean {
  return seeRecommendations !== false;
}

/** The opt-out notice of spec 01 §4: 'Bet Recommendations', 5 s. */
export const RECOMMENDATIONS_OPTED_OUT = {
  type: 'success',
  title: 'Bet Recommendations',
  message: 'You have opted out successfully.',
  duration: 5000,
} as const;

function initialSettings() {
  const timestamp = readString(STORAGE_KEYS.appDownloadLinkTimestamp);
  return {
    notifications: readFlag(STORAGE_KEYS.notificationsStatus),
    autorefresh: readFlag(STORAGE_KEYS.autorefreshStatus),
    dark: readFlag(STORAGE_KEYS.themeDark),
    hideLostBets: readFlag(STORAGE_KEYS.hideLostBets),
    appDownloadLinkTimestamp:
      timestamp && Number.isFinite(Number(timestamp)) ? Number(timestamp) : null,
    seeRecommendations: readOptionalFlag(STORAGE_KEYS.seeRecommendations),
    showMoreMarkets: readFlag(STORAGE_KEYS.virtualShowMoreMarkets, true),
    liteMode: readOptionalFlag(STORAGE_KEYS.liteMode),
    dataNotifier: { ...DEFAULT_DATA_NOTIFIER, ...readJson(STORAGE_KEYS.dataNotifier, {}) },
  };
}

/** Applies the theme flag to the document (the inline script in index.html does it before paint). */
export function applyTheme(dark: boolean): void {
  if (typeof document === 'undefined') return;
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
}

/** The settings store. */
export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...initialSettings(),
  setNotifications: (on) => set({ notifications: on }),
  setAutorefresh: (on) => set({ autorefresh: on }),
  toggleTheme: () => set({ dark: !get().dark }),
  setDark: (on) => set({ dark: on }),
  setHideLostBets: (on) => set({ hideLostBets: on }),
  setAppDownloadLinkTimestamp: (at) => set({ appDownloadLinkTimestamp: at }),
  setSeeRecommendations: (on) => {
    const wasOn = recommendationsOn(get().seeRecommendations);
    set({ seeRecommendations: on });
    if (wasOn && !on) notify(RECOMMENDATIONS_OPTED_OUT);
  },
  setShowMoreMarkets: (on) => set({ showMoreMarkets: on }),
  setLiteMode: (on) => set({ liteMode: on }),
  updateDataNotifier: (fields) => {
    const merged = { ...get().dataNotifier, ...fields };
    if (fields.show === false) merged.next = EMPTY_NEXT;
    set({ dataNotifier: merged });
  },
}));

useSettingsStore.subscribe((s, p) => {
  if (s.notifications !== p.notifications)
    writeFlag(STORAGE_KEYS.notificationsStatus, s.notifications);
  if (s.autorefresh !== p.autorefresh) writeFlag(STORAGE_KEYS.autorefreshStatus, s.autorefresh);
  if (s.liteMode !== p.liteMode && s.liteMode !== null)
    writeFlag(STORAGE_KEYS.liteMode, s.liteMode);
  if (s.dark !== p.dark) {
    writeFlag(STORAGE_KEYS.themeDark, s.dark);
    applyTheme(s.dark);
  }
  if (s.hideLostBets !== p.hideLostBets) writeFlag(STORAGE_KEYS.hideLostBets, s.hideLostBets);
  if (s.appDownloadLinkTimestamp !== p.appDownloadLinkTimestamp) {
    if (s.appDownloadLinkTimestamp === null) removeKey(STORAGE_KEYS.appDownloadLinkTimestamp);
    else writeString(STORAGE_KEYS.appDownloadLinkTimestamp, String(s.appDownloadLinkTimestamp));
  }
  if (s.seeRecommendations !== p.seeRecommendations && s.seeRecommendations !== null) {
    writeFlag(STORAGE_KEYS.seeRecommendations, s.seeRecommendations);
  }
  if (s.showMoreMarkets !== p.showMoreMarkets) {
    writeFlag(STORAGE_KEYS.virtualShowMoreMarkets, s.showMoreMarkets);
  }
  if (s.dataNotifier !== p.dataNotifier) writeJson(STORAGE_KEYS.dataNotifier, s.dataNotifier);
});

/** Re-reads the persisted settings (tests, other tabs). */
export function reloadSettingsFromStorage(): void {
  useSettingsStore.setState(initialSettings());
}

const DATA_NOTICE_SESSION_KEY = 'dataNotifier.shown';

/**
 * Asks the data notifier before opening `route` (spec 02 §4.7): only for users of the carrier
 * whose free data promotion excludes the section (userinfo isSaf), once per visit, and never
 * again after 'Don't show again'. Returns true when the notifier took over the navigation.
 */
export function requestDataNotice(route: string): boolean {
  const { dataNotifier, updateDataNotifier } = useSettingsStore.getState();
  const isSaf = dataNotifier.isSaf ?? dataNotifier.userinfo?.isSaf ?? false;
  if (!isSaf || dataNotifier.doNotShowAgain) return false;
  try {
    if (window.sessionStorage.getItem(DATA_NOTICE_SESSION_KEY)) return false;
    window.sessionStorage.setItem(DATA_NOTICE_SESSION_KEY, '1');
  } catch {
    // without session storage it shows each time, which is still correct, just chattier
  }
  updateDataNotifier({ show: true, next: { nextType: 'route', nextCb: null, nextRoute: route } });
  return true;
}
