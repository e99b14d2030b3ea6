import type { Database } from '../db/database';
import type { AppContext } from '../platform/context';
import { settleWager } from '../wagers/wager-settler';

/**
 * Settles won cash-outs after their answer, a few at a time. Every settlement posts to the
 * casino's same house accounts, so settlements queue on those rows whatever their number: run
 * 500 at once inside the requests and each answer waited for the ones before it. Here at most
 * CONCURRENCY hold a connection, and the requests keep the rest of the pool for their decision.
 *
 * Nothing owed depends on this queue: the decision is committed before the bet is queued, and a
 * decided bet is still open, so a process that dies with bets queued leaves them to the
 * engine's settlement at the crash (every open bet of the round) or, after a restart, to its
 * unsettled-round pass and the wager-recovery worker. A settlement that fails is left to them
 * likewise (logged).
 */
const CONCURRENCY = 2;

export class CashoutSettlements {
  private readonly queue: number[] = [];
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly ctx: AppContext) {}

  /** Queues a decided cash-out's settlement (settleWager: once, on its locked row). */
  settle(betId: number): void {
    this.queue.push(betId);
    if (this.running < CONCURRENCY) void this.work();
  }

  /** Resolves once every queued settlement has run (tests; a graceful stop). */
  idle(): Promise<void> {
    if (this.running === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private async work(): Promise<void> {
    this.running++;
    try {
      for (let id = this.queue.shift(); id !== undefined; id = this.queue.shift()) {
        await settleWager(this.ctx, id).catch((error: unknown) =>
          this.ctx.logger.error({ err: error, betId: id }, 'crash cash-out settlement failed'),
        );
      }
    } finally {
      this.running--;
      if (this.running === 0) for (const resolve of this.waiting.splice(0)) resolve();
    }
  }
}

const queues = new WeakMap<Database, CashoutSettlements>();

/** This process's cash-out settlement queue on `ctx.db`. */
export function cashoutSettlements(ctx: AppContext): CashoutSettlements {
  let queue = queues.get(ctx.db);
  if (!queue) {
    queue = new CashoutSettlements(ctx);
    queues.set(ctx.db, queue);
  }
  return queue;
}
