import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import { replayStored, requireIdempotencyKey, type IdempotentResult } from './idempotency';

/**
 * An idempotency key held across a call to the outside world (a payment provider): the key and
 * the caller's rows commit first (the key still without an answer, so a retry meanwhile is 409
 * IDEMPOTENCY_IN_PROGRESS, which claimWaitingForTwin waits out), the provider is asked outside
 * any transaction, then the answer is stored. A provider failure releases the key, so a retry
 * runs again (as with withIdempotency). The wallet owns idempotency_keys: payments/ calls these.
 */
export async function claimKey<T>(
  tx: Queryable,
  scope: string,
  key: string | undefined,
  requestHash: string,
): Promise<(IdempotentResult<T> & { replayed: true }) | null> {
  const required = requireIdempotencyKey(key);
  const inserted = await tx.query(
    `INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3)
     ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
    [scope, required, requestHash],
  );
  return inserted.rowCount === 0 ? replayStored<T>(tx, scope, required, requestHash) : null;
}

/** How long a retry waits for its twin's provider call (a little over the providers' 15 s). */
const TWIN_WAIT_MS = 20_000;

/**
 * Runs `claim` (a transaction around claimKey) again while the same key's first request is
 * still asking its provider, so a concurrent retry answers what the first one answers (or runs
 * itself once the first released the key) instead of a 409.
 */
export async function claimWaitingForTwin<T>(claim: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + TWIN_WAIT_MS;
  for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
    try {
      return await claim();
    } catch (error) {
      const inProgress = error instanceof Error && 'code' in error && error.code === IN_PROGRESS;
      if (!inProgress || Date.now() + pause > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

const IN_PROGRESS = 'IDEMPOTENCY_IN_PROGRESS';

export async function storeKeyAnswer<T>(
  tx: Queryable,
  scope: string,
  key: string,
  result: IdempotentResult<T>,
): Promise<void> {
  await tx.query(
    'UPDATE idempotency_keys SET status_code = $3, response = $4 WHERE scope = $1 AND key = $2',
    [scope, key, result.statusCode, JSON.stringify(result.body)],
  );
}

export async function releaseKey(ctx: Pick<AppContext, 'db'>, scope: string, key: string) {
  await ctx.db.query(
    'DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND status_code IS NULL',
    [scope, key],
  );
}
