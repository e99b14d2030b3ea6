/** Ports a test file takes one after another from its range (a few per file). */
const PORTS_PER_FILE = 20;

/**
 * The ports a test file starts its server processes on, from its own range. `npm test` runs the
 * API suite on PGlite and on PostgreSQL + Redis at the same time, so one file may run twice at
 * once: each run takes its own half of the range, and a random place in it (vitest runs two
 * files at a time, and several files share a helper's range).
 */
export function portsFrom(base: number, spread: number): () => number {
  const half = Math.floor(spread / 2);
  let next =
    base +
    (process.env.DATABASE_URL ? half : 0) +
    Math.floor(Math.random() * (half - PORTS_PER_FILE));
  return () => next++;
}
