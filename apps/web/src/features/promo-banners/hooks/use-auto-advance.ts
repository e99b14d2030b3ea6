import { useEffect, useState } from 'react';

/** How long a banner stays before the next one slides in. */
export const AUTO_ADVANCE_MS = 6000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the bettor asked the system for less motion (followed live). */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () => typeof window !== 'undefined' && !!window.matchMedia?.(REDUCED_MOTION).matches,
  );
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION);
    if (!query) return;
    const onChange = () => setReduced(query.matches);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);
  return reduced;
}

/**
 * Calls `advance` every {@link AUTO_ADVANCE_MS} while `enabled`, skipping ticks while the tab is
 * hidden (no work nobody sees). The timer restarts whenever `restartKey` changes, so a banner the
 * bettor swiped to gets its full time.
 */
export function useAutoAdvance(enabled: boolean, advance: () => void, restartKey: unknown): void {
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') advance();
    }, AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [enabled, advance, restartKey]);
}
