/**
 * Configuration of the SMS and USSD channel (issue 36), read once from the environment. The
 * built-in sandbox sender (replies written to `sms_outbox`, nothing leaves the machine) is the
 * default; SMS_GATEWAY=africastalking hands every outbox message to Africa's Talking.
 */
export interface SmsChannelConfig {
  gateway: 'sandbox' | 'africastalking';
  /** Africa's Talking application user name ('sandbox' on their sandbox). */
  atUsername: string;
  atApiKey: string;
  /** https://api.africastalking.com, or https://api.sandbox.africastalking.com */
  atBaseUrl: string;
  /** The short code or sender id replies come from; unset: the account's default. */
  atFrom: string | undefined;
  /**
   * The secret path segment of the inbound callbacks (/api/sms/<secret>/inbound,
   * /api/ussd/<secret>). Unset outside production: the sandbox value `sandbox-sms`.
   */
  callbackSecret: string | undefined;
  /** Addresses or CIDRs the gateway calls from; empty: any address (the secret still counts). */
  callbackAllowIps: string[];
  /** How long a bet whose price moved waits for the bettor's YES. */
  confirmWindowSeconds: number;
}

export const SANDBOX_SMS_CALLBACK_SECRET = 'sandbox-sms';

export class SmsConfigError extends Error {}

/** Reads SMS_* and AT_* variables; throws SmsConfigError on a half-configured gateway. */
export function readSmsConfig(env: Record<string, string | undefined>): SmsChannelConfig {
  const gateway = (env.SMS_GATEWAY ?? 'sandbox').toLowerCase();
  if (gateway !== 'sandbox' && gateway !== 'africastalking')
    throw new SmsConfigError(`SMS_GATEWAY must be sandbox or africastalking, not ${gateway}`);
  const production = env.NODE_ENV === 'production';
  const config: SmsChannelConfig = {
    gateway,
    atUsername: env.AT_USERNAME ?? '',
    atApiKey: env.AT_API_KEY ?? '',
    atBaseUrl: (env.AT_BASE_URL ?? 'https://api.africastalking.com').replace(/\/+$/, ''),
    atFrom: env.AT_FROM || undefined,
    callbackSecret:
      env.SMS_CALLBACK_SECRET || (production ? undefined : SANDBOX_SMS_CALLBACK_SECRET),
    callbackAllowIps: (env.SMS_CALLBACK_ALLOW_IPS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    confirmWindowSeconds: Number(env.SMS_CONFIRM_WINDOW_SECONDS ?? 300),
  };
  if (gateway === 'africastalking' && (!config.atUsername || !config.atApiKey))
    throw new SmsConfigError('SMS_GATEWAY=africastalking needs AT_USERNAME and AT_API_KEY');
  if (!Number.isFinite(config.confirmWindowSeconds) || config.confirmWindowSeconds <= 0)
    throw new SmsConfigError('SMS_CONFIRM_WINDOW_SECONDS must be a positive number');
  return config;
}
