import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHECKOUT_TTL_MS, type PaymentProvider, type ProviderStatus } from '../providers';
import type { PaystackConfig } from './rail-config';

/** What the bettor is told when Paystack reports a failed charge, by its gateway response. */
export const PAYSTACK_FAILURES: Record<string, string> = {
  'Insufficient Funds': 'Your card or account does not have enough money for this deposit',
  Declined: 'Your bank declined the payment. Please try another card or bank',
};
export const PAYSTACK_FAILED = 'The Paystack payment did not go through';
export const PAYSTACK_EXPIRED = 'The payment was not completed in time';

/** x-paystack-signature: HMAC-SHA512 of the raw body with the secret key, hex. */
export function paystackSignature(secretKey: string, rawBody: Buffer | string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

export function paystackSignatureValid(
  secretKey: string,
  rawBody: Buffer,
  signature: string | undefined,
): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(paystackSignature(secretKey, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

interface PaystackAnswer<T> {
  status: boolean;
  message: string;
  data: T;
}
interface VerifyData {
  status: string;
  reference: string;
  amount: number;
  currency: string;
  gateway_response?: string;
  id?: number;
}

/** A bettor without an email pays with one derived from the phone and our domain. */
const emailOf = (mobile: string, publicUrl: string) =>
  `${mobile.replace(/\D/g, '')}@${new URL(publicUrl).hostname}`;

/**
 * Paystack in Nigeria: initialize a transaction (the bettor pays on authorization_url), credit
 * only after GET transaction/verify says success for the same amount and currency. The webhook
 * (HMAC-SHA512 signed) and reconciliation both end in that verification.
 */
export function paystackProvider(config: PaystackConfig, clock: () => Date): PaymentProvider {
  const call = async <T>(path: string, body?: unknown): Promise<PaystackAnswer<T>> => {
    const response = await fetch(`${config.baseUrl}/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${config.secretKey}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await response.json().catch(() => ({}))) as PaystackAnswer<T>;
    if (!response.ok || !answer.status) throw new Error(`Paystack ${path}: ${answer.message}`);
    return answer;
  };
  return {
    name: 'paystack',
    label: 'Card or bank (Paystack)',
    type: 'checkout',
    payouts: false,
    async initiateDeposit(request) {
      const answer = await call<{ authorization_url: string; reference: string }>(
        'transaction/initialize',
        {
          email: emailOf(request.mobile, request.publicUrl),
          amount: request.amountCents,
          currency: request.currency,
          reference: request.reference,
          callback_url: `${request.publicUrl}/profile`,
          metadata: { mobile: request.mobile },
        },
      );
      return { providerReference: answer.data.reference, url: answer.data.authorization_url };
    },
    async initiatePayout() {
      throw new Error('Paystack payouts are not set up');
    },
    async checkStatus(payment): Promise<ProviderStatus> {
      if (payment.kind !== 'deposit') return { status: 'pending' };
      const { data } = await call<VerifyData>(
        `transaction/verify/${encodeURIComponent(payment.reference)}`,
      );
      if (data.status === 'success') {
        // A success for another amount or currency is not this deposit's payment.
        if (data.amount !== payment.amountCents || data.currency !== payment.currency) {
          return { status: 'pending' };
        }
        return { status: 'completed', ...(data.id ? { receipt: String(data.id) } : {}) };
      }
      if (data.status === 'failed' || data.status === 'reversed') {
        return {
          status: 'failed',
          reason: PAYSTACK_FAILURES[data.gateway_response ?? ''] ?? PAYSTACK_FAILED,
        };
      }
      // abandoned / ongoing / pending: the bettor may still pay, until the checkout expires.
      const expired = clock().getTime() - payment.createdAt.getTime() > CHECKOUT_TTL_MS;
      return expired ? { status: 'failed', reason: PAYSTACK_EXPIRED } : { status: 'pending' };
    },
  };
}
