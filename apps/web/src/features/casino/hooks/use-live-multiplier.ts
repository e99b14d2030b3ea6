import { useEffect, useState } from 'react';
import { CRASH_START_HUNDREDTHS, crashMultiplierAt } from '@shangwe/domain';
import type { CrashView } from '../crash-view';

/**
 * How far past the last tick the page carries the curve on its own. Ticks come several times a
 * second; if they stop (a bad connection), the number stops too rather than climbing past a
 * crash the page has not heard of.
 */
export const MAX_EXTRAPOLATION_MS = 1200;

/**
 * The multiplier to show now, in hundredths: between two ticks the page follows the round's
 * curve (e^(growth × t), the domain's function) from the last tick, so it rises smoothly; it
 * never shows less than the last tick said.
 */
export function multiplierBetweenTicks(view: CrashView, now: number): number {
  const { round, lastTick } = view;
  if (round.phase === 'crashed') return Math.round((round.crash_point ?? round.multiplier) * 100);
  if (round.phase !== 'flying' || !lastTick) {
    return round.phase === 'flying' ? Math.round(round.multiplier * 100) : CRASH_START_HUNDREDTHS;
  }
  const since = Math.min(MAX_EXTRAPOLATION_MS, Math.max(0, now - lastTick.at));
  const curve = crashMultiplierAt(lastTick.tick.elapsed_ms + since, round.growth_per_second);
  return Math.max(Math.round(lastTick.tick.multiplier * 100), curve);
}

/** The flying time now, in ms since take-off (for the graph), carried like the multiplier. */
export function elapsedBetweenTicks(view: CrashView, now: number): number {
  const { lastTick } = view;
  if (!lastTick) return 0;
  return lastTick.tick.elapsed_ms + Math.min(MAX_EXTRAPOLATION_MS, Math.max(0, now - lastTick.at));
}

/**
 * Re-renders once per animation frame while the round flies, but only when the shown hundredth
 * changes (a few times a second at low multipliers): smooth, and cheap on a small phone.
 */
export function useLiveMultiplier(view: CrashView | null): {
  hundredths: number;
  elapsedMs: number;
} {
  const [shown, setShown] = useState({ hundredths: CRASH_START_HUNDREDTHS, elapsedMs: 0 });
  useEffect(() => {
    if (!view) return;
    const update = () => {
      const now = performance.now();
      const hundredths = multiplierBetweenTicks(view, now);
      const elapsedMs = elapsedBetweenTicks(view, now);
      setShown((prev) =>
        prev.hundredths === hundredths && Math.abs(prev.elapsedMs - elapsedMs) < 100
          ? prev
          : { hundredths, elapsedMs },
      );
    };
    update();
    if (view.round.phase !== 'flying') return;
    let frame = requestAnimationFrame(function loop() {
      update();
      frame = requestAnimationFrame(loop);
    });
    return () => cancelAnimationFrame(frame);
  }, [view]);
  return shown;
}
