import type { AppContext } from '../../platform/context';
import type { Worker } from '../../platform/workers';
import { startPollingLoop } from '../../platform/polling-loop';
import { waitingPayments } from '../payments-repository';
import { railByName, railsOf } from './rail-providers';
import { settleWithProvider } from './settle-with-provider';

const TICK_MS = 15_000;
const BATCH = 50;

/**
 * Asks the providers about payments still waiting after PAYMENT_RECONCILE_AFTER_SECONDS (a
 * callback lost on the way, or never sent) and settles them on the answer. Each payment is
 * asked again at most once per threshold. Returns how many payments it settled.
 */
export async function reconcileWaitingPayments(ctx: AppContext): Promise<number> {
  const rails = ctx.env.paymentRails;
  const names = [...railsOf(rails, ctx.now).byName.keys()];
  const before = new Date(ctx.now().getTime() - rails.reconcileAfterSeconds * 1000);
  const waiting = await waitingPayments(ctx.db, names, before, BATCH);
  let settled = 0;
  for (const payment of waiting) {
    const provider = railByName(rails, ctx.now, payment.provider);
    if (!provider) continue;
    try {
      const outcome = await settleWithProvider(ctx, provider, payment.kind, payment);
      if (outcome.changed) settled++;
    } catch (error) {
      // The provider being down is no reason to stop: the next tick asks again.
      ctx.logger.warn({ err: error, reference: payment.reference }, 'reconciliation query failed');
    }
  }
  return settled;
}

/** Runs reconciliation on one instance (advisory lock), every TICK_MS. */
export const paymentReconciliationWorker: Worker = {
  name: 'payments-reconciliation',
  lockKey: 705102,
  async start(ctx) {
    return startPollingLoop({
      name: this.name,
      everyMs: TICK_MS,
      pass: () => reconcileWaitingPayments(ctx),
      logger: ctx.logger,
      failure: 'reconciliation failed',
    });
  },
};
