import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPollingLoop } from './polling-loop';

/** A pass that stays running until the test lets it end. */
function heldPass() {
  const releases: Array<(error?: Error) => void> = [];
  const pass = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        releases.push((error) => (error ? reject(error) : resolve()));
      }),
  );
  const release = async (error?: Error) => {
    releases.shift()!(error);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { pass, release };
}

/** A loop named 'w' every second, logging to a fake logger. */
function startLoop(pass: () => Promise<unknown>, logger = { error: vi.fn() }) {
  return startPollingLoop({ name: 'w', everyMs: 1_000, pass, logger, failure: 'w failed' });
}

describe('startPollingLoop', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a pass at once, then again the interval after each pass ends', async () => {
    const logger = { error: vi.fn() };
    const pass = vi.fn(async () => 1);
    const stop = startLoop(pass, logger);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(pass).toHaveBeenCalledTimes(5);
    await stop();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('never starts a pass while the last one is still running', async () => {
    const { pass, release } = heldPass();
    const stop = startLoop(pass);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(pass).toHaveBeenCalledTimes(1);
    await release();
    await vi.advanceTimersByTimeAsync(999);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(2);
    await release();
    await stop();
  });

  it('stops: waits for the running pass and starts no other', async () => {
    const { pass, release } = heldPass();
    const stop = startLoop(pass);
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(stopped).toBe(false);
    await release();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(pass).toHaveBeenCalledTimes(1);
  });

  it('stops between passes: the waiting pass never runs', async () => {
    const pass = vi.fn(async () => undefined);
    const stop = startLoop(pass);
    await vi.advanceTimersByTimeAsync(500);
    await stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(pass).toHaveBeenCalledTimes(1);
  });

  it('logs a failed pass with the worker name and runs the next pass anyway', async () => {
    const logger = { error: vi.fn() };
    const error = new Error('database gone');
    const pass = vi.fn().mockRejectedValueOnce(error).mockResolvedValue(undefined);
    const stop = startPollingLoop({
      name: 'free-bet-expiry',
      everyMs: 60_000,
      pass,
      logger,
      failure: 'free bet expiry failed',
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(logger.error).toHaveBeenCalledExactlyOnceWith(
      { err: error, worker: 'free-bet-expiry' },
      'free bet expiry failed',
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pass).toHaveBeenCalledTimes(2);
    expect(logger.error).toHaveBeenCalledTimes(1);
    await stop();
  });

  it('wakes: a waiting pass runs at once, and the pause starts again after it', async () => {
    const pass = vi.fn(async () => undefined);
    const loop = startLoop(pass);
    await vi.advanceTimersByTimeAsync(300);
    loop.wake();
    expect(pass).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(pass).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(3);
    await loop();
  });

  it('woken during a pass: one more pass right after it, never two at once', async () => {
    const { pass, release } = heldPass();
    const loop = startLoop(pass);
    loop.wake();
    loop.wake();
    expect(pass).toHaveBeenCalledTimes(1);
    await release();
    expect(pass).toHaveBeenCalledTimes(2);
    await release();
    await vi.advanceTimersByTimeAsync(999);
    expect(pass).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(3);
    await release();
    await loop();
  });

  it('ignores a wake once stopped', async () => {
    const pass = vi.fn(async () => undefined);
    const loop = startLoop(pass);
    await loop();
    loop.wake();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(pass).toHaveBeenCalledTimes(1);
  });
});
