import { CRASH_GROWTH_PER_SECOND } from '@shangwe/domain';

/** How the crash engine paces its rounds (environment, read once; tests pass their own). */
export interface CrashConfig {
  /** CRASH_BET_WINDOW_MS: how long a round takes bets before it takes off (default 7 s). */
  betWindowMs: number;
  /** CRASH_PAUSE_MS: the pause after a crash before the next round opens (default 3 s). */
  pauseMs: number;
  /**
   * CRASH_TICK_MS: how often the multiplier is pushed to watchers (default 200 ms: five a second
   * to every watcher; the screen draws the curve between ticks from `growth_per_second`).
   */
  tickMs: number;
  /** CRASH_GROWTH_PER_SECOND: the curve's speed (default 0.06: 2x after 11.6 s). */
  growthPerSecond: number;
  /** CRASH_CHAIN_LENGTH: rounds per hash chain (default 10,000; a new chain follows). */
  chainLength: number;
  /**
   * CRASH_SEEDING_WINDOW_MS: how long after a chain is published bettors' client seeds are
   * listed for its salt (default 60 s). The next chain is published as one starts being played,
   * so only a fresh install waits for it before its first round.
   */
  seedingWindowMs: number;
}

function numberFrom(value: string | undefined, fallback: number, name: string, min: number) {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < min) {
    throw new Error(`${name} must be a number ≥ ${min}, got '${value}'`);
  }
  return parsed;
}

/** The crash configuration from the environment. */
export function crashConfigFrom(env: NodeJS.ProcessEnv = process.env): CrashConfig {
  return {
    betWindowMs: numberFrom(env.CRASH_BET_WINDOW_MS, 7_000, 'CRASH_BET_WINDOW_MS', 200),
    pauseMs: numberFrom(env.CRASH_PAUSE_MS, 3_000, 'CRASH_PAUSE_MS', 0),
    tickMs: numberFrom(env.CRASH_TICK_MS, 200, 'CRASH_TICK_MS', 20),
    growthPerSecond: numberFrom(
      env.CRASH_GROWTH_PER_SECOND,
      CRASH_GROWTH_PER_SECOND,
      'CRASH_GROWTH_PER_SECOND',
      0.001,
    ),
    chainLength: numberFrom(env.CRASH_CHAIN_LENGTH, 10_000, 'CRASH_CHAIN_LENGTH', 1),
    seedingWindowMs: numberFrom(env.CRASH_SEEDING_WINDOW_MS, 60_000, 'CRASH_SEEDING_WINDOW_MS', 0),
  };
}
