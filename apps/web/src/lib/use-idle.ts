/** Deferring work that is not needed for the first paint. */
import { useEffect, useState } from 'react';

/** Runs `callback` once the page has loaded and the main thread is idle. */
export function whenIdle(callback: () => void, timeoutMs = 3000): () => void {
  let cancelled = false;
  let handle = 0;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    } else {
      handle = setTimeout(callback, 200) as unknown as number;
    }
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(handle);
    clearTimeout(handle);
  };
}

/** False until the page has loaded and the main thread is idle, then true. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}

/** False until the bettor first taps, scrolls or types, then true. */
export function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const events = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
    const done = () => setInteracted(true);
    for (const e of events) window.addEventListener(e, done, { once: true, passive: true });
    return () => {
      for (const e of events) window.removeEventListener(e, done);
    };
  }, [interacted]);
  return interacted;
}

/**
 * Counts idle periods after load, up to `max`: lets a caller mount deferred parts one per idle
 * period, so each is a short task instead of one long one.
 */
export function useIdleSteps(max: number): number {
  const [steps, setSteps] = useState(0);
  useEffect(() => {
    if (steps >= max) return;
    return whenIdle(() => setSteps((n) => n + 1));
  }, [steps, max]);
  return steps;
}

/**
 * How many of `total` items a long list renders: `first` at once, then `step` more per idle
 * period until all show, so the list never renders in one long task on a slow phone (a first
 * view draws what fits the screen; the rest follows while the bettor reads). Starts again from
 * `first` when `key` (the list's identity, e.g. its filter) changes. While `paused`, no more
 * are added (the rows shown already fill the screen and nobody has scrolled yet).
 */
export function useProgressiveCount(
  total: number,
  key: string,
  first: number,
  step: number,
  paused = false,
) {
  const [state, setState] = useState({ key, count: first });
  const count = state.key === key ? state.count : first;
  useEffect(() => {
    if (count >= total || paused) return;
    return whenIdle(() => setState({ key, count: count + step }), 1000);
  }, [count, total, key, step, paused]);
  return Math.min(count, total);
}

/**
 * Whether the element is within `margin` of the screen (true where IntersectionObserver is
 * missing, so a caller never waits for an answer that cannot come).
 */
export function useNearScreen(
  ref: { current: Element | null },
  margin = '0px',
  watching = true,
): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || !watching || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setNear(entries.some((e) => e.isIntersecting)),
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin, watching]);
  return near;
}
