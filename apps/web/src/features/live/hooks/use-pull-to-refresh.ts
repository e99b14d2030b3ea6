import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Pull-to-refresh constants of spec 01 §9. */
export const PULL_TRIGGER_DISTANCE = 70;
export const PULL_STAY_DISTANCE = 50;
export const PULL_STAY_MS = 400;
export const PULL_BLOCK_HEIGHT = 50;

/** Spec 01 §4: pull, trigger, loading, loaded-done (idle when nothing happens). */
export type PullState = 'idle' | 'pull' | 'trigger' | 'loading' | 'done';

export interface PullToRefresh {
  state: PullState;
  /** Current height of the indicator block in px. */
  distance: number;
}

/** Finger travel is damped so the block follows the finger at half speed, as native lists do. */
const DAMPING = 0.5;

/**
 * Pull-to-refresh for touch screens: when the page is scrolled to the top, pulling the target
 * down shows a block; releasing beyond the trigger distance keeps it at the stay distance while
 * `onRefresh` runs, then shows the done state for the stay time and collapses.
 */
export function usePullToRefresh(
  target: RefObject<HTMLElement | null>,
  onRefresh: () => Promise<unknown>,
  enabled = true,
): PullToRefresh {
  const [pull, setPull] = useState<PullToRefresh>({ state: 'idle', distance: 0 });
  const startY = useRef<number | null>(null);
  const triggered = useRef(false);
  const busy = useRef(false);
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  }, [onRefresh]);

  const finish = useCallback(async () => {
    busy.current = true;
    setPull({ state: 'loading', distance: PULL_STAY_DISTANCE });
    try {
      await refresh.current();
    } catch {
      // The screen shows its own error state; the gesture just ends.
    }
    setPull({ state: 'done', distance: PULL_STAY_DISTANCE });
    await new Promise((resolve) => setTimeout(resolve, PULL_STAY_MS));
    busy.current = false;
    setPull({ state: 'idle', distance: 0 });
  }, []);

  useEffect(() => {
    if (!enabled) return;
    // The browser's own pull-to-refresh would reload the whole app: keep the gesture ours.
    const root = document.documentElement;
    const previous = root.style.overscrollBehaviorY;
    root.style.overscrollBehaviorY = 'contain';
    return () => {
      root.style.overscrollBehaviorY = previous;
    };
  }, [enabled]);

  useEffect(() => {
    const el = target.current;
    if (!el || !enabled) return;
    const onStart = (e: TouchEvent) => {
      if (busy.current || window.scrollY > 0 || e.touches.length !== 1) return;
      startY.current = e.touches[0]!.clientY;
    };
    const onMove = (e: TouchEvent) => {
      if (startY.current === null || busy.current) return;
      const travel = (e.touches[0]!.clientY - startY.current) * DAMPING;
      if (travel <= 0) {
        triggered.current = false;
        setPull({ state: 'idle', distance: 0 });
        return;
      }
      const distance = Math.min(travel, PULL_TRIGGER_DISTANCE * 1.5);
      triggered.current = distance >= PULL_TRIGGER_DISTANCE;
      setPull({ state: distance >= PULL_TRIGGER_DISTANCE ? 'trigger' : 'pull', distance });
    };
    const onEnd = () => {
      if (startY.current === null) return;
      startY.current = null;
      if (triggered.current) {
        triggered.current = false;
        void finish();
      } else {
        setPull({ state: 'idle', distance: 0 });
      }
    };
    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: true });
    el.addEventListener('touchend', onEnd);
    el.addEventListener('touchcancel', onEnd);
    return () => {
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onEnd);
    };
  }, [target, enabled, finish]);

  return pull;
}
