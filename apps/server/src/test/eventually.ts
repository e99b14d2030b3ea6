/**
 * How long a test waits for something that happens on its own (a worker's pass, a pub/sub
 * message, a push) before calling it lost. Only a bound for a hang: the wait ends as soon as the
 * condition holds. vi.waitFor's own default (1 s) is a timing assertion on a busy machine.
 */
export const EVENTUALLY = { timeout: 120_000, interval: 50 } as const;
