import { POOL_PRODUCTS } from '@shangwe/domain';
import type { AppContext } from '../platform/context';
import { startPollingLoop } from '../platform/polling-loop';
import type { Worker } from '../platform/workers';
import { WAGER_LIFETIMES } from './wager-lifetimes';
import { settleWager } from './wager-settler';

/** Pool products are settled as a whole event by their own worker (jackpot-worker.ts). */
const EVENT_SETTLED = new Set<string>(POOL_PRODUCTS);
/** Wagers read per query, and settled at once (each its own transaction on its locked row). */
const BATCH = 500;
const CONCURRENCY = 4;
/** The pause between sweeps; the first runs as the worker starts. */
const SWEEP_MS = 20_000;

/**
 * Settles every open wager whose product's rules have already decided it (wager-lifetimes.ts
 * `decidedAt`): an instant game from its stored draw, a crash bet from its round's crash
 * point, a virtual bet from its finished round, a sportsbook bet from its resulted matches.
 * The product's own settler does the work (`settleWager`, once per wager on its locked row),
 * so a wager a crash left open between its commit and its settlement is paid here, and one
 * settled meanwhile by its product's worker is left alone. Returns how many it settled.
 */
export async function settleDecidedWagers(ctx: AppContext): Promise<number> {
  let settled = 0;
  for (const lifetime of WAGER_LIFETIMES) {
    if (lifetime.products.some((p) => EVENT_SETTLED.has(p))) continue;
    // A wager its settler leaves open (it waits for a later leg) is not asked again this pass.
    let after = 0;
    for (;;) {
      const { rows } = await ctx.db.query<{ id: number }>(
        `SELECT t.id FROM (${lifetime.decidableTimesSql ?? lifetime.timesSql}) t
          WHERE t.decided_at IS NOT NULL AND t.decided_at <= $1 AND t.id > $2
          ORDER BY t.id LIMIT ${BATCH}`,
        [ctx.now(), after],
      );
      const ids = rows.map((r) => Number(r.id));
      const queue = [...ids];
      const worker = async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          if ((await settleWager(ctx, id)) !== null) settled++;
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      if (ids.length < BATCH) break;
      after = ids[ids.length - 1]!;
    }
  }
  return settled;
}

/**
 * The recovery settlement worker: at start and every SWEEP_MS, settles what each product's
 * rules already decided (settleDecidedWagers). Pools settle through the jackpot worker's own
 * pass (at start and every minute); pending live bets through the acceptance worker.
 */
export const wagerRecoveryWorker: Worker = {
  name: 'wager-recovery',
  lockKey: 705_064,
  async start(ctx) {
    return startPollingLoop({
      name: this.name,
      everyMs: SWEEP_MS,
      pass: async () => {
        const settled = await settleDecidedWagers(ctx);
        if (settled > 0) ctx.logger.warn({ settled }, 'recovery settled decided wagers');
      },
      logger: ctx.logger,
      failure: 'recovery settlement failed',
    });
  },
};
