/**
 * Lite mode, for bettors on slow or expensive data (spec 02 §3.7 data saver, the lite banner):
 * no pictures, no animations, no automatic refresh. On by itself on a slow connection (the
 * browser's data saver, or a 2G connection), or by the bettor's choice in the menu, which wins.
 */
import { useSettingsStore } from './settings-store';
import { msg } from '../lib/i18n';

/** The cookie that says the bettor closed the lite banner (spec 02 §3.9). */
export const LITE_BANNER_COOKIE = 'closed_lite_banner';
/** How long a closed lite banner stays closed. */
export const LITE_BANNER_COOKIE_DAYS = 30;

/** The lite banner's text and its button (the bettor can always turn lite mode off). */
export const LITE_BANNER_TEXT = msg(
  'Lite mode is on for your slow connection: no pictures, animations or auto-refresh.',
);
export const LITE_BANNER_ACTION = msg('Turn off');

interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the browser reports a slow connection or the bettor's data saver. */
export function slowConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  return (
    connection.saveData === true ||
    connection.effectiveType === '2g' ||
    connection.effectiveType === 'slow-2g'
  );
}

/** This browser's connection (Network Information API, where the browser has it). */
export function browserConnection(): ConnectionInfo | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/** Lite mode from the bettor's choice (null: not chosen) and the connection. */
export function liteModeOn(choice: boolean | null, slow: boolean): boolean {
  return choice ?? slow;
}

/** Whether lite mode is on now, outside React (start-up decisions). */
export function liteModeNow(): boolean {
  return liteModeOn(useSettingsStore.getState().liteMode, slowConnection(browserConnection()));
}

/** Whether lite mode is on now (read once per render; the connection is read at start-up). */
export function useLiteMode(): boolean {
  const choice = useSettingsStore((s) => s.liteMode);
  return liteModeOn(choice, slowConnection(browserConnection()));
}

/** Automatic refresh: the bettor's auto-refresh setting, never in lite mode. */
export function useAutoRefresh(): boolean {
  const autorefresh = useSettingsStore((s) => s.autorefresh);
  return useLiteMode() ? false : autorefresh;
}

/** Marks the document (`data-lite`), for the styles that drop animations and pictures. */
export function applyLiteMode(on: boolean): void {
  if (typeof document === 'undefined') return;
  if (on) document.documentElement.dataset.lite = 'true';
  else delete document.documentElement.dataset.lite;
}
