/** The desktop breakpoint (spec 02 §1): mobile below 1024 px, desktop otherwise. */
import { useSyncExternalStore } from 'react';

/** Media query matching the desktop layout. */
export const DESKTOP_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

// One query list for the page, asked on every render (a new list per ask parses the query again,
// and reading innerWidth instead may force a layout).
let desktopQuery: { of: typeof window.matchMedia; list: MediaQueryList } | undefined;

/** True on a desktop-wide window (≥ 1024 px). */
export function isDesktopNow(): boolean {
  if (typeof window === 'undefined') return false;
  if (!window.matchMedia) return window.innerWidth >= 1024;
  if (desktopQuery?.of !== window.matchMedia) {
    desktopQuery = { of: window.matchMedia, list: window.matchMedia(DESKTOP_QUERY) };
  }
  return desktopQuery.list.matches;
}

/** Re-renders when the window crosses the 1024 px breakpoint. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktopNow, () => false);
}
