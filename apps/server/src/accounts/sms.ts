import type { Queryable } from '../db/database';

/** One text message to a bettor's phone. */
export interface SmsMessage {
  /** International form without '+', e.g. 254712345678. */
  mobile: string;
  text: string;
  /** Why it was sent ('verify', 'reset'), for operators. */
  purpose: string;
  /** A premium-SMS gateway's link to the inbound message this answers (sms/README.md). */
  linkId?: string | undefined;
}

/**
 * Sends SMS. It is given the caller's transaction so that a message is only "sent" when what
 * caused it commits (outbox pattern); a gateway adapter drains the outbox or sends after commit.
 */
export interface SmsSender {
  send(tx: Queryable, message: SmsMessage): Promise<void>;
}

/**
 * The default sender: writes to `sms_outbox`, which operators read (and, outside production,
 * GET /api/ops/sms-outbox). No message leaves the machine.
 */
export const outboxSmsSender: SmsSender = {
  async send(tx, message) {
    await tx.query(
      'INSERT INTO sms_outbox (mobile, message, purpose, link_id) VALUES ($1, $2, $3, $4)',
      [message.mobile, message.text, message.purpose, message.linkId ?? null],
    );
  },
};

let current: SmsSender = outboxSmsSender;

/** The SmsSender in use. */
export function smsSender(): SmsSender {
  return current;
}

/** Replaces the SmsSender (a real gateway adapter); returns the previous one. */
export function setSmsSender(sender: SmsSender): SmsSender {
  const previous = current;
  current = sender;
  return previous;
}
