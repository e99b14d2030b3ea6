import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  CHECKOUT_TTL_MS,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderStatus,
} from '../providers';
import type { PaystackConfig } from './rail-config';
import { ProviderRefusal } from '../provider-refusal';

/** What the bettor is told when Paystack reports a failed charge, by its gateway response. */
export const PAYSTACK_FAILURES: Record<string, string> = {
  'Insufficient Funds': 'Your card or account does not have enough money for this deposit',
  Declined: 'Your bank declined the payment. Please try another card or bank',
};
export const PAYSTACK_FAILED = 'The Paystack payment did not go through';
export const PAYSTACK_EXPIRED = 'The payment was not completed in time';
export const PAYSTACK_NO_PAYOUT_ACCOUNT =
  'Make a deposit with Paystack first so we can pay you back to the same account';
export const PAYSTACK_WITHDRAWAL_SENT =
  'Your withdrawal request has been received. The money will be sent to the card or bank account you deposited with shortly.';
export const PAYSTACK_PAYOUT_FAILED =
  'The Paystack payout could not be sent. The amount is back in your balance';
export const PAYSTACK_PAYOUT_REVERSED =
  'Your bank returned the Paystack payout. The amount is back in your balance';

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
  authorization?: {
    authorization_code?: string;
    reusable?: boolean;
    channel?: string;
    brand?: string;
    last4?: string;
    bank?: string;
  };
  customer?: { email?: string };
}
interface TransferData {
  reference: string;
  amount: number;
  currency: string;
  status: string;
  transfer_code?: string;
  id?: number;
}

/** The payout account a verified charge leaves: its reusable authorization, if any. */
function authorizationOf(data: VerifyData) {
  const auth = data.authorization;
  if (!auth?.authorization_code || auth.reusable === false || !data.customer?.email) return {};
  const label = [auth.brand ?? auth.bank, auth.last4].filter(Boolean).join(' ') || null;
  return {
    payoutAuthorization: {
      authorizationCode: auth.authorization_code,
      email: data.customer.email,
      label,
    },
  };
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
    const answer = (await response.json().catch(() => undefined)) as PaystackAnswer<T> | undefined;
    // A 5xx or an unreadable body is no answer (the call may have gone through); a 4xx or a
    // readable `status: false` is Paystack saying no.
    if (response.status >= 500 || !answer) {
      throw new Error(`Paystack ${path}: no answer (HTTP ${response.status})`);
    }
    if (!response.ok || !answer.status) {
      throw new ProviderRefusal(response.status, `Paystack ${path}: ${answer.message}`);
    }
    return answer;
  };
  /** GET transfer/verify/{reference}: a payout settles only on what Paystack says here. */
  const transferStatus = async (payment: ProviderPayment): Promise<ProviderStatus> => {
    let data: TransferData;
    try {
      ({ data } = await call<TransferData>(
        `transfer/verify/${encodeURIComponent(payment.reference)}`,
      ));
    } catch (error) {
      // Our reference unknown to Paystack, asked after the reconciliation delay: the transfer
      // request never reached it (it timed out on the way), so nothing was paid.
      if (error instanceof ProviderRefusal && error.status === 404) {
        return { status: 'failed', reason: PAYSTACK_PAYOUT_FAILED };
      }
      throw error;
    }
    if (data.amount !== payment.amountCents || data.currency !== payment.currency) {
      return { status: 'pending' };
    }
    if (data.status === 'success') {
      return { status: 'completed', ...(data.transfer_code && { receipt: data.transfer_code }) };
    }
    if (data.status === 'reversed') return { status: 'failed', reason: PAYSTACK_PAYOUT_REVERSED };
    if (['failed', 'abandoned', 'blocked', 'rejected'].includes(data.status)) {
      return { status: 'failed', reason: PAYSTACK_PAYOUT_FAILED };
    }
    return { status: 'pending' };
  };
  return {
    name: 'paystack',
    label: 'Card or bank (Paystack)',
    type: 'checkout',
    payouts: true,
    payoutAccountMissing: PAYSTACK_NO_PAYOUT_ACCOUNT,
    withdrawalMessage: PAYSTACK_WITHDRAWAL_SENT,
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
    async initiatePayout(request) {
      const account = request.payoutAccount;
      if (!account)
        throw new ProviderRefusal(400, "Paystack payouts need the bettor's payout account");
      // A recipient made from the authorization of the bettor's own deposit: the money goes back
      // to the card or account it came from. Created once, then reused.
      const recipient =
        account.recipientCode ??
        (
          await call<{ recipient_code: string }>('transferrecipient', {
            type: 'authorization',
            name: request.mobile,
            email: account.email,
            authorization_code: account.authorizationCode,
            currency: request.currency,
          })
        ).data.recipient_code;
      const { data } = await call<TransferData>('transfer', {
        source: 'balance',
        amount: request.amountCents,
        currency: request.currency,
        recipient,
        reference: request.reference,
        reason: 'Withdrawal',
      });
      // 'otp' means the dashboard still asks for an OTP per transfer: no payout can finish.
      if (data.status === 'otp' || data.status === 'failed') {
        throw new ProviderRefusal(200, `Paystack transfer ${request.reference}: ${data.status}`);
      }
      return {
        providerReference: data.transfer_code ?? request.reference,
        payoutRecipient: recipient,
      };
    },
    async checkStatus(payment): Promise<ProviderStatus> {
      if (payment.kind === 'withdrawal') return transferStatus(payment);
      const { data } = await call<VerifyData>(
        `transaction/verify/${encodeURIComponent(payment.reference)}`,
      );
      if (data.status === 'success') {
        // A success for another amount or currency is not this deposit's payment.
        if (data.amount !== payment.amountCents || data.currency !== payment.currency) {
          return { status: 'pending' };
        }
        return {
          status: 'completed',
          ...(data.id ? { receipt: String(data.id) } : {}),
          ...authorizationOf(data),
        };
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
