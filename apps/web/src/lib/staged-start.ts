/**
 * The app's first render in stages, each its own main-thread task (issue 27). Preact renders a
 * tree in one synchronous pass (startTransition does nothing under preact/compat), so the whole
 * first view (header, sports strip, banners, screen) was one long task that a slow phone spends
 * blocked; as stages, the header paints first and each later part is a shorter task.
 *
 * Only the page load staged by main.tsx ({@link stageFirstRender}) is split: later navigations
 * and tests (which never call it) render in one pass as before.
 */
import { useLayoutEffect, useState } from 'react';

let pending = false;

/** Called once by main.tsx before the first render: that render is drawn in stages. */
export function stageFirstRender(): void {
  pending = true;
}

/**
 * How many stages of the first render may show, out of `stages`: 0 in the first pass, one more
 * per following task, up to `stages`. Always `stages` outside the staged first render.
 */
export function useStartStage(stages: number): number {
  const [stage, setStage] = useState(() => (pending ? 0 : stages));
  useLayoutEffect(() => {
    pending = false;
    if (stage >= stages) return;
    // A macrotask, not a microtask: the browser may paint and handle input in between.
    const timer = setTimeout(() => setStage((n) => n + 1), 0);
    return () => clearTimeout(timer);
  }, [stage, stages]);
  return stage;
}
