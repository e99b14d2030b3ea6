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

/** True on a desktop-wide window (≥ 1024 px). */
export function isDesktopNow(): boolean {
  if (typeof window === 'undefined') return false;
  if (window.matchMedia) return window.matchMedia(DESKTOP_QUERY).matches;
  return window.innerWidth >= 1024;
}

/** Re-renders when the window crosses the 1024 px breakpoint. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktopNow, () => false);
}
