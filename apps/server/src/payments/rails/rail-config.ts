import type { CountryCode } from '@shangwe/domain';

/** Safaricom Daraja (M-Pesa, Kenya): STK push to collect, B2C to pay out. */
export interface DarajaConfig {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** Paybill or till that receives STK push deposits. */
  shortcode: string;
  passkey: string;
  /** Shortcode B2C payouts are sent from (defaults to the STK one). */
  b2cShortcode: string;
  initiatorName: string;
  securityCredential: string;
}

/** MTN Mobile Money (Ghana): collection request-to-pay, disbursement transfer. */
export interface MomoConfig {
  baseUrl: string;
  /** X-Target-Environment: 'sandbox', or the live market ('mtnghana'). */
  targetEnvironment: string;
  collection: MomoProductConfig;
  disbursement: MomoProductConfig;
}
export interface MomoProductConfig {
  subscriptionKey: string;
  userId: string;
  apiKey: string;
}

/** Paystack (Nigeria): hosted checkout (card, bank transfer, USSD) verified before credit. */
export interface PaystackConfig {
  baseUrl: string;
  secretKey: string;
}

/** The real rails configured, per country; a country without one keeps the sandbox. */
export interface RailConfig {
  paystack?: PaystackConfig;
  daraja?: DarajaConfig;
  momo?: MomoConfig;
  /** Seconds a payment may wait for its callback before reconciliation asks the provider. */
  reconcileAfterSeconds: number;
}

export class RailConfigError extends Error {}

const DARAJA_REQUIRED = [
  'MPESA_CONSUMER_KEY',
  'MPESA_CONSUMER_SECRET',
  'MPESA_SHORTCODE',
  'MPESA_PASSKEY',
  'MPESA_INITIATOR_NAME',
  'MPESA_SECURITY_CREDENTIAL',
] as const;

/**
 * A rail is on when all its variables are set; a partial set is refused at start (a typo must
 * not silently leave a country on the sandbox).
 */
function required<K extends string>(env: NodeJS.ProcessEnv, names: readonly K[], rail: string) {
  const set = names.filter((n) => env[n]);
  if (set.length === 0) return undefined;
  const missing = names.filter((n) => !env[n]);
  if (missing.length > 0) {
    throw new RailConfigError(`${rail} is partly configured: set ${missing.join(', ')} as well`);
  }
  return Object.fromEntries(names.map((n) => [n, env[n]!])) as Record<K, string>;
}

const MOMO_REQUIRED = [
  'MOMO_COLLECTION_SUBSCRIPTION_KEY',
  'MOMO_COLLECTION_USER_ID',
  'MOMO_COLLECTION_API_KEY',
  'MOMO_DISBURSEMENT_SUBSCRIPTION_KEY',
  'MOMO_DISBURSEMENT_USER_ID',
  'MOMO_DISBURSEMENT_API_KEY',
] as const;

export function readRailConfig(env: NodeJS.ProcessEnv): RailConfig {
  const mpesa = required(env, DARAJA_REQUIRED, 'M-Pesa (Daraja)');
  const momo = required(env, MOMO_REQUIRED, 'MTN MoMo');
  const reconcile = Number(env.PAYMENT_RECONCILE_AFTER_SECONDS ?? 120);
  if (!Number.isFinite(reconcile) || reconcile < 0) {
    throw new RailConfigError('PAYMENT_RECONCILE_AFTER_SECONDS must be a number of seconds');
  }
  return {
    reconcileAfterSeconds: reconcile,
    ...(env.PAYSTACK_SECRET_KEY && {
      paystack: {
        baseUrl: (env.PAYSTACK_BASE_URL || 'https://api.paystack.co').replace(/\/+$/, ''),
        secretKey: env.PAYSTACK_SECRET_KEY,
      },
    }),
    ...(momo && {
      momo: {
        baseUrl: (env.MOMO_BASE_URL || 'https://sandbox.momodeveloper.mtn.com').replace(/\/+$/, ''),
        targetEnvironment: env.MOMO_TARGET_ENVIRONMENT || 'sandbox',
        collection: {
          subscriptionKey: momo.MOMO_COLLECTION_SUBSCRIPTION_KEY,
          userId: momo.MOMO_COLLECTION_USER_ID,
          apiKey: momo.MOMO_COLLECTION_API_KEY,
        },
        disbursement: {
          subscriptionKey: momo.MOMO_DISBURSEMENT_SUBSCRIPTION_KEY,
          userId: momo.MOMO_DISBURSEMENT_USER_ID,
          apiKey: momo.MOMO_DISBURSEMENT_API_KEY,
        },
      },
    }),
    ...(mpesa && {
      daraja: {
        baseUrl: (env.MPESA_BASE_URL || 'https://sandbox.safaricom.co.ke').replace(/\/+$/, ''),
        consumerKey: mpesa.MPESA_CONSUMER_KEY,
        consumerSecret: mpesa.MPESA_CONSUMER_SECRET,
        shortcode: mpesa.MPESA_SHORTCODE,
        passkey: mpesa.MPESA_PASSKEY,
        b2cShortcode: env.MPESA_B2C_SHORTCODE || mpesa.MPESA_SHORTCODE,
        initiatorName: mpesa.MPESA_INITIATOR_NAME,
        securityCredential: mpesa.MPESA_SECURITY_CREDENTIAL,
      },
    }),
  };
}

/** Countries whose real rail is configured (the sandbox is not offered there). */
export function countriesWithRealRail(rails: RailConfig): CountryCode[] {
  const countries: CountryCode[] = [];
  if (rails.daraja) countries.push('KE');
  if (rails.momo) countries.push('GH');
  if (rails.paystack) countries.push('NG');
  return countries;
}
