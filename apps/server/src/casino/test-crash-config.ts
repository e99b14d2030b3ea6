import type { CrashConfig } from './crash-config';

/**
 * The crash pacing API tests drive by hand (the engine's tick on a test clock): a short betting
 * window and pause, short chains, and no seeding window, so the first round opens at once.
 */
export const TEST_CRASH_CONFIG: CrashConfig = {
  betWindowMs: 5_000,
  pauseMs: 1_000,
  tickMs: 100,
  growthPerSecond: 0.06,
  chainLength: 500,
  seedingWindowMs: 0,
};
