import type { AppContext } from '../platform/context';
import type { Worker } from '../platform/workers';
import { startPollingLoop } from '../platform/polling-loop';
import { signCallback } from './callback-signature';
import {
  dueSandboxCallbacks,
  failOrphanedSandboxPayments,
  postponeCallback,
  type DueCallback,
} from './payments-repository';

/** The sandbox providers, by the name their payments are stored under. */
const SANDBOX_PROVIDERS = ['mobile_money', 'checkout'];
const ORPHANED_REASON = 'The payment did not reach the provider. Nothing was charged.';
/** How often (in polls) payments that never reached the provider are looked for. */
const ORPHAN_SWEEP_EVERY = 8;

const POLL_MS = 250;
const RETRY_MS = 5_000;

/** The signed body a (simulated) provider posts to our callback endpoint. */
export function sandboxCallbackBody(secret: string, due: DueCallback) {
  return {
    reference: due.reference,
    kind: due.kind,
    status: due.outcome,
    amount_cents: due.amount,
    provider_reference: due.provider_reference ?? undefined,
    reason: due.outcome === 'failed' ? (due.reason ?? undefined) : undefined,
    signature: signCallback(secret, {
      reference: due.reference,
      status: due.outcome,
      amountCents: due.amount,
    }),
  };
}

/**
 * Delivers one due callback over HTTP to our own public callback endpoint, the way the real
 * provider would; a failed delivery is retried later (providers retry too).
 */
export async function deliverSandboxCallback(ctx: AppContext, due: DueCallback): Promise<boolean> {
  const url = `${ctx.env.publicUrl}/api/payments/callback/${encodeURIComponent(due.provider)}`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sandboxCallbackBody(ctx.env.paymentCallbackSecret, due)),
      signal: AbortSignal.timeout(10_000),
    });
    // 4xx other than 429 will never succeed on retry (e.g. unknown reference): stop retrying.
    if (
      response.ok ||
      (response.status >= 400 && response.status < 500 && response.status !== 429)
    ) {
      if (!response.ok)
        ctx.logger.warn(
          { reference: due.reference, status: response.status },
          'sandbox callback refused',
        );
      if (!response.ok)
        await postponeCallback(
          ctx.db,
          due.kind,
          due.reference,
          new Date(ctx.now().getTime() + 24 * 3600_000),
        );
      return response.ok;
    }
  } catch (error) {
    ctx.logger.warn({ err: error, reference: due.reference }, 'sandbox callback delivery failed');
  }
  await postponeCallback(ctx.db, due.kind, due.reference, new Date(ctx.now().getTime() + RETRY_MS));
  return false;
}

/** Runs due sandbox callbacks once; returns how many were delivered. */
export async function runDueSandboxCallbacks(ctx: AppContext): Promise<number> {
  const due = await dueSandboxCallbacks(ctx.db, ctx.now(), 50);
  const results = await Promise.all(due.map((d) => deliverSandboxCallback(ctx, d)));
  return results.filter(Boolean).length;
}

/**
 * The sandbox payment providers' side: calls back (to our callback endpoint) for every
 * deposit and withdrawal whose simulated answer is due. State lives in the database, so a
 * restart or another instance picks up where this one stopped.
 */
export const sandboxCallbackWorker: Worker = {
  name: 'payments-sandbox-callbacks',
  lockKey: 705101,
  async start(ctx) {
    let polls = 0;
    return startPollingLoop({
      name: this.name,
      everyMs: POLL_MS,
      pass: async () => {
        if (polls++ % ORPHAN_SWEEP_EVERY === 0)
          await failOrphanedSandboxPayments(ctx.db, SANDBOX_PROVIDERS, ORPHANED_REASON);
        await runDueSandboxCallbacks(ctx);
      },
      logger: ctx.logger,
      failure: 'sandbox callbacks failed',
    });
  },
};
