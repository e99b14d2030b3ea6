import type { SmsChannelConfig } from './sms-config';

/** One message as the gateway is asked to deliver it. */
export interface OutboundSms {
  /** International form without '+' (as stored), e.g. 254712345678. */
  mobile: string;
  text: string;
  linkId: string | null;
}

/** What the gateway said about one message. */
export type DeliveryResult =
  { ok: true; messageId: string } | { ok: false; error: string; retry: boolean };

/**
 * Africa's Talking statuses that mean the message was taken: 100 Processed, 101 Sent,
 * 102 Queued. 401-409 are refusals of the number or the account (no point retrying);
 * anything else (risk hold, 5xx) may pass later.
 */
const ACCEPTED = new Set([100, 101, 102]);
const FINAL_REFUSALS = new Set([403, 404, 406, 407]);

/**
 * Sends one SMS through Africa's Talking's messaging API: `POST {base}/version1/messaging`,
 * form-encoded `username`, `to` (+international), `message`, `from` (short code or sender id)
 * and, answering a premium-SMS message, its `linkId`; the key in the `apiKey` header. The answer
 * is JSON: `SMSMessageData.Recipients[]` with `statusCode`, `status` and `messageId`.
 */
export async function sendViaAfricasTalking(
  config: SmsChannelConfig,
  sms: OutboundSms,
): Promise<DeliveryResult> {
  const form = new URLSearchParams({
    username: config.atUsername,
    to: `+${sms.mobile}`,
    message: sms.text,
  });
  if (config.atFrom) form.set('from', config.atFrom);
  if (sms.linkId) form.set('linkId', sms.linkId);
  let response: Response;
  try {
    response = await fetch(`${config.atBaseUrl}/version1/messaging`, {
      method: 'POST',
      headers: {
        apiKey: config.atApiKey,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    return { ok: false, error: `gateway unreachable: ${(error as Error).message}`, retry: true };
  }
  const body = await response.text();
  if (!response.ok)
    return {
      ok: false,
      error: `gateway answered ${response.status}: ${body.slice(0, 200)}`,
      retry: response.status >= 500 || response.status === 429,
    };
  let recipient: { statusCode?: number; status?: string; messageId?: string } | undefined;
  try {
    recipient = (
      JSON.parse(body) as {
        SMSMessageData?: {
          Recipients?: { statusCode?: number; status?: string; messageId?: string }[];
        };
      }
    ).SMSMessageData?.Recipients?.[0];
  } catch {
    return { ok: false, error: `gateway answered no JSON: ${body.slice(0, 200)}`, retry: true };
  }
  if (!recipient)
    return { ok: false, error: `gateway took no recipient: ${body.slice(0, 200)}`, retry: false };
  const code = Number(recipient.statusCode);
  if (ACCEPTED.has(code)) return { ok: true, messageId: recipient.messageId ?? '' };
  return {
    ok: false,
    error: `gateway refused (${code} ${recipient.status ?? ''})`,
    retry: !FINAL_REFUSALS.has(code),
  };
}
