import type { AppContext } from '../platform/context';
import { startPollingLoop } from '../platform/polling-loop';
import type { Worker } from '../platform/workers';
import { sendViaAfricasTalking } from './africas-talking';

/** A message not sent within this long is dropped (a verification code or a reply gone stale). */
const STALE_AFTER_MS = 15 * 60_000;
const MAX_ATTEMPTS = 5;
const BATCH = 20;
const POLL_MS = 1_000;

interface OutboxRow {
  id: number;
  mobile: string;
  message: string;
  link_id: string | null;
}

/**
 * Hands unsent `sms_outbox` rows to the configured gateway (Africa's Talking). Rows are claimed
 * first (attempts + 1, SKIP LOCKED, committed) so two processes never send the same row; a row
 * is marked sent with the gateway's message id, or keeps its error for the next attempt. A
 * crash between the gateway's answer and the mark sends that one message again: at least once,
 * never lost. With the sandbox gateway nothing is drained (operators read the outbox).
 */
export async function drainSmsOutbox(ctx: AppContext): Promise<number> {
  if (ctx.env.sms.gateway !== 'africastalking') return 0;
  const now = ctx.now();
  const claimed = await ctx.db.query<OutboxRow>(
    `UPDATE sms_outbox SET attempts = attempts + 1
      WHERE id IN (SELECT id FROM sms_outbox
                    WHERE sent_at IS NULL AND attempts < $1 AND created_at > $2
                    ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING id, mobile, message, link_id`,
    [MAX_ATTEMPTS, new Date(now.getTime() - STALE_AFTER_MS), BATCH],
  );
  let sent = 0;
  for (const row of claimed.rows) {
    const result = await sendViaAfricasTalking(ctx.env.sms, {
      mobile: row.mobile,
      text: row.message,
      linkId: row.link_id,
    });
    if (result.ok) {
      sent += 1;
      await ctx.db.query(
        'UPDATE sms_outbox SET sent_at = $2, gateway_message_id = $3, last_error = NULL WHERE id = $1',
        [row.id, ctx.now(), result.messageId],
      );
    } else {
      ctx.logger.warn({ outbox: row.id, error: result.error }, 'sms not delivered');
      await ctx.db.query(
        `UPDATE sms_outbox SET last_error = $2, attempts = CASE WHEN $3 THEN attempts ELSE $4 END
          WHERE id = $1`,
        [row.id, result.error, result.retry, MAX_ATTEMPTS],
      );
    }
  }
  ctx.metrics
    .counter('sms_sent_total', 'SMS handed to the gateway', ['gateway'])
    .inc({ gateway: 'africastalking' }, sent);
  return sent;
}

/** Drains the outbox every second while a real gateway is configured. */
export const smsOutboxWorker: Worker = {
  name: 'sms-outbox',
  lockKey: 705_436,
  async start(ctx) {
    if (ctx.env.sms.gateway !== 'africastalking') return async () => undefined;
    const loop = startPollingLoop({
      name: 'sms-outbox',
      everyMs: POLL_MS,
      pass: async () => {
        while ((await drainSmsOutbox(ctx)) === BATCH) {
          /* a full batch: more may wait */
        }
      },
      logger: ctx.logger,
      failure: 'sms outbox drain failed',
    });
    return loop;
  },
};
