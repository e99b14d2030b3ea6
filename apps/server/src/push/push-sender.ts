import webpush from 'web-push';
import type { AppContext } from '../platform/context';
import type { Worker } from '../platform/workers';
import { startPollingLoop } from '../platform/polling-loop';
import { notificationChannels } from '../notifications/notification-channels';
import { presentNotification, type NotificationRow } from '../notifications/presenters';
import { exclusionInForceSql } from '../responsible-gambling/exclusion-sql';
import { pushEndpointAllowed } from './push-endpoints';
import { pushPayloadOf } from './push-payload';
import { deleteSubscription } from './push-subscriptions';
import { vapidKeysFor } from './vapid-keys';

const POLL_MS = 1_000;
const BATCH = 50;
/** A claimed push not finished by then (a crash mid-send) is tried again. */
const CLAIM_MS = 60_000;
const SEND_TIMEOUT_MS = 10_000;
const MAX_ATTEMPTS = 6;
/** Push services keep an undelivered message this long for an offline browser (seconds). */
const TTL_SECONDS = 24 * 3600;

interface DuePush extends NotificationRow {
  outbox_id: number;
  user_id: string;
  attempts: number;
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
  /** The bettor has a time-out or self-exclusion in force now: no push (issue 31). */
  on_break: boolean;
}

type Outcome = 'sent' | 'gone' | 'retry' | 'failed' | 'skipped';

/** Claims due pushes (skipping rows another sender holds) with their notification and subscription. */
async function claimDue(ctx: AppContext, now: Date): Promise<DuePush[]> {
  const { rows } = await ctx.db.query<DuePush>(
    `WITH due AS (
       SELECT id FROM push_outbox
        WHERE status = 'pending' AND next_attempt_at <= $1
        ORDER BY next_attempt_at, id LIMIT $2
        FOR UPDATE SKIP LOCKED
     ), claimed AS (
       UPDATE push_outbox o SET attempts = o.attempts + 1, next_attempt_at = $3
         FROM due WHERE o.id = due.id
       RETURNING o.id, o.notification_id, o.user_id, o.attempts
     )
     SELECT c.id AS outbox_id, c.user_id, c.attempts, s.endpoint, s.p256dh, s.auth,
            n.id, n.audience, n.profile_id, n.country, n.type, n.level, n.title, n.message,
            n.params, n.created_at, n.read_at,
            (n.profile_id IS NOT NULL AND ${exclusionInForceSql('n.profile_id', '$1')}) AS on_break
       FROM claimed c
       JOIN notifications n ON n.id = c.notification_id
       LEFT JOIN push_subscriptions s ON s.user_id = c.user_id`,
    [now, BATCH, new Date(now.getTime() + CLAIM_MS)],
  );
  return rows;
}

/** Sends one push: encrypted (aes128gcm) and VAPID-signed by web-push, posted with fetch. */
async function sendOne(
  ctx: AppContext,
  due: DuePush,
): Promise<{ outcome: Outcome; error?: string }> {
  if (!due.endpoint || !due.p256dh || !due.auth) return { outcome: 'gone' };
  // Queued before the bettor's break began: not sent during it (the notification stays listed).
  if (due.on_break) return { outcome: 'skipped', error: 'bettor on a time-out or self-exclusion' };
  // Checked at subscription too; a row from before a stricter rule is never called.
  if (!pushEndpointAllowed(due.endpoint, ctx.env.production)) return { outcome: 'gone' };
  const vapid = await vapidKeysFor(ctx);
  const payload = JSON.stringify(pushPayloadOf(presentNotification(due, null)));
  const request = webpush.generateRequestDetails(
    { endpoint: due.endpoint, keys: { p256dh: due.p256dh, auth: due.auth } },
    payload,
    {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'high',
    },
  );
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ?? null,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return { outcome: 'sent' };
    // 404/410: the browser unsubscribed or the subscription expired (RFC 8030 §7.3).
    if (response.status === 404 || response.status === 410) return { outcome: 'gone' };
    const error = `push service answered ${response.status}`;
    if (response.status === 429 || response.status >= 500) return { outcome: 'retry', error };
    return { outcome: 'failed', error };
  } catch (error) {
    return { outcome: 'retry', error: error instanceof Error ? error.message : String(error) };
  }
}

/** Backoff after a failed attempt: 5 s, 20 s, 80 s, ... */
const backoffMs = (attempts: number) => 5_000 * 4 ** Math.max(0, attempts - 1);

/**
 * Sends the due pushes of the outbox once; returns how many reached their push service. A
 * subscription the push service calls gone (404/410) is removed with its other pending pushes.
 */
export async function sendDuePushes(ctx: AppContext): Promise<number> {
  const due = await claimDue(ctx, ctx.now());
  const results = await Promise.all(due.map(async (d) => ({ due: d, ...(await sendOne(ctx, d)) })));
  for (const { due: d, outcome, error } of results) {
    const now = ctx.now();
    if (outcome === 'gone') {
      await deleteSubscription(ctx.db, d.user_id);
      await ctx.db.query(
        `UPDATE push_outbox SET status = 'gone', sent_at = $2
          WHERE user_id = $1 AND status = 'pending'`,
        [d.user_id, now],
      );
      ctx.logger.info({ userId: d.user_id }, 'push subscription gone, removed');
      continue;
    }
    if (outcome === 'sent') {
      await ctx.db.query(`UPDATE push_outbox SET status = 'sent', sent_at = $2 WHERE id = $1`, [
        d.outbox_id,
        now,
      ]);
      continue;
    }
    if (outcome === 'skipped') {
      await ctx.db.query(
        `UPDATE push_outbox SET status = 'skipped', last_error = $3, sent_at = $2 WHERE id = $1`,
        [d.outbox_id, now, error ?? null],
      );
      continue;
    }
    const giveUp = outcome === 'failed' || d.attempts >= MAX_ATTEMPTS;
    await ctx.db.query(
      `UPDATE push_outbox SET status = $2, last_error = $3, next_attempt_at = $4 WHERE id = $1`,
      [
        d.outbox_id,
        giveUp ? 'failed' : 'pending',
        error ?? null,
        new Date(now.getTime() + backoffMs(d.attempts)),
      ],
    );
    if (giveUp) ctx.logger.warn({ userId: d.user_id, error }, 'push not delivered, given up');
  }
  return results.filter((r) => r.outcome === 'sent').length;
}

/**
 * Sends the outbox's pushes after their notifications committed: polls every second and at
 * once when a writer announces new pushes on the bus. Runs on one instance (advisory lock).
 */
export const pushSenderWorker: Worker = {
  name: 'push-sender',
  lockKey: 705_301,
  async start(ctx) {
    const loop = startPollingLoop({
      name: this.name,
      everyMs: POLL_MS,
      pass: () => sendDuePushes(ctx),
      logger: ctx.logger,
      failure: 'push sending failed',
    });
    // A writer announces new pushes on the bus: they go out at once, not at the next poll.
    const off = await ctx.bus
      .subscribe(notificationChannels.pushWake, loop.wake)
      .catch(async (error: unknown) => {
        await loop();
        throw error;
      });
    return async () => {
      off();
      await loop();
    };
  },
};
