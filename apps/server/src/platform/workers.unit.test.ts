import { describe, expect, it, vi } from 'vitest';
import type { AppContext } from './context';
import { startWorkers, type Worker } from './workers';

/** A worker whose stop waits until the test lets its running pass end. */
function heldWorker(name: string, lockKey: number) {
  let endPass = () => undefined as void;
  const stop = vi.fn(() => new Promise<void>((resolve) => (endPass = resolve)));
  const worker: Worker = { name, lockKey, start: async () => stop };
  return { worker, stop, endPass: () => endPass() };
}

/** An embedded-database context: every advisory lock is granted at once. */
const ctx = {
  db: { kind: 'pglite' },
  env: { databaseUrl: undefined },
  logger: { info: vi.fn(), warn: vi.fn() },
} as unknown as AppContext;

describe('startWorkers', () => {
  it('stops every worker at once and names those still stopping', async () => {
    const feed = heldWorker('feed', 1);
    const settler = heldWorker('settler', 2);
    const stopAll = await startWorkers(ctx, [feed.worker, settler.worker]);
    expect(stopAll.pending()).toEqual([]);

    let stopped = false;
    const stopping = stopAll().then(() => (stopped = true));
    // Both were asked to stop before either finished its pass.
    expect(feed.stop).toHaveBeenCalledTimes(1);
    expect(settler.stop).toHaveBeenCalledTimes(1);
    expect(stopAll.pending().sort()).toEqual(['feed', 'settler']);

    feed.endPass();
    await vi.waitFor(() => expect(stopAll.pending()).toEqual(['settler']));
    expect(stopped).toBe(false);
    settler.endPass();
    await stopping;
    expect(stopAll.pending()).toEqual([]);
  });
});
