import type { AppContext } from './context';

/** What a polling loop runs, how often, and what it logs when a pass fails. */
export interface PollingLoopOptions {
  /** The worker's name, logged with each failure. */
  name: string;
  /** The pause between the end of one pass and the start of the next. */
  everyMs: number;
  /** One pass (an async function: it reports failure by rejecting); its result is ignored. */
  pass: () => Promise<unknown>;
  logger: Pick<AppContext['logger'], 'error'>;
  /** The log message of a failed pass. */
  failure: string;
}

/**
 * A running loop: call it to stop (resolves once the running pass has ended); `wake` runs the
 * next pass now instead of after the pause, or right after the running one when one runs.
 */
export type PollingLoop = (() => Promise<void>) & { wake(): void };

/**
 * Runs `pass` at once, then again `everyMs` after each pass ends, until stopped. The next pass
 * is only scheduled when the last one has finished, so passes never overlap however slow the
 * database is. A failed pass is logged and the loop goes on: the next pass is the retry.
 * Stopping cancels the waiting pass and resolves once the running one has ended (a worker's
 * stop must not release its lock while a pass still writes).
 */
export function startPollingLoop(options: PollingLoopOptions): PollingLoop {
  const { name, everyMs, pass, logger, failure } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let passing = false;
  // Woken while a pass ran: what it read may predate the news, so another follows at once.
  let wokenDuringPass = false;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    passing = true;
    running = pass()
      .then(
        () => undefined,
        (error: unknown) => logger.error({ err: error, worker: name }, failure),
      )
      .finally(() => {
        passing = false;
        if (stopped) return;
        if (wokenDuringPass) {
          wokenDuringPass = false;
          tick();
        } else timer = setTimeout(tick, everyMs);
      });
  };
  tick();
  const stop = async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
  return Object.assign(stop, {
    wake() {
      if (stopped) return;
      if (passing) {
        wokenDuringPass = true;
        return;
      }
      if (timer) clearTimeout(timer);
      tick();
    },
  });
}
