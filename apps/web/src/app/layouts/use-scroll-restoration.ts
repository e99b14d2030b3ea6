/**
 * Scroll behaviour of spec 02 §2.1: a new navigation scrolls to the top; going back or forward
 * returns to the saved position of that history entry. A full page load (refresh, shared link,
 * typed address) starts at the top too: only the browser's back/forward into the app restores.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';
/** How long a restored position is re-applied while the returning page grows. */
const RESTORE_FOR_MS = 3000;
const positions = new Map<string, number>(readSaved());

function readSaved(): [string, number][] {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
  } catch {
    return [];
  }
}

function persist() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
  } catch {
    // positions stay in memory
  }
}

/**
 * Whether this document was loaded by the browser's back or forward button. A refresh or a
 * typed or shared address is a new visit to the page: it starts at the top (issue 28).
 */
export function loadedByBackForward(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return entry?.type === 'back_forward';
}

/** Saves and restores the window scroll per history entry. */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', persist);
    return () => window.removeEventListener('pagehide', persist);
  }, []);

  // The entry whose position scroll events belong to. It changes in the layout phase of a
  // navigation, before the new page scrolls, so the reset to the top of a new page is never
  // recorded as the position of the page being left.
  const activeKey = useRef(location.key);
  // The first location is the page load itself, not a navigation inside the app.
  const firstLoad = useRef(true);

  useEffect(() => {
    const onScroll = () => positions.set(activeKey.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    activeKey.current = location.key;
    const initial = firstLoad.current;
    firstLoad.current = false;
    // A page load's entry may share its key with another visit ('default' on every fresh load):
    // what was saved under it belongs to that visit, unless the browser came back to this one.
    if (initial && !loadedByBackForward()) positions.delete(location.key);
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      // The page may still be changing (rows rendered in passes, data arriving, a refetch
      // shrinking the list for a moment and clamping the scroll): keep putting the position back
      // for RESTORE_FOR_MS, even after it was reached once, unless the bettor scrolls by hand.
      const until = performance.now() + RESTORE_FOR_MS;
      let frame = 0;
      let cancelled = false;
      const stop = () => {
        cancelled = true;
      };
      const userEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
      for (const e of userEvents) window.addEventListener(e, stop, { once: true, passive: true });
      const restore = () => {
        if (cancelled) return;
        if (Math.abs(window.scrollY - saved) > 2) window.scrollTo(0, saved);
        if (performance.now() < until) frame = requestAnimationFrame(restore);
      };
      restore();
      return () => {
        cancelled = true;
        cancelAnimationFrame(frame);
        for (const e of userEvents) window.removeEventListener(e, stop);
      };
    }
    if (!location.hash) window.scrollTo(0, 0);
    return undefined;
  }, [location.key, navigationType, location.hash]);
}
