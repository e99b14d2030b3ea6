import { isFeatureEnabled, type CountryConfig } from '@shangwe/domain';
import { checkoutPath } from './checkout-access';
import type { PayoutAccount } from './payout-accounts';

/** What a provider needs to start collecting a deposit or paying out a withdrawal. */
export interface PaymentRequest {
  reference: string;
  amountCents: number;
  currency: string;
  /** The bettor's phone, international form. */
  mobile: string;
  /** Where hosted pages are served from (the request's own origin). */
  baseUrl: string;
  /**
   * Real rails: our public address (PUBLIC_URL) and the payment's unguessable callback token,
   * the only address its (unsigned) callbacks are accepted on.
   */
  publicUrl: string;
  callbackToken: string;
  now: Date;
  /** Payouts of rails that pay back to a collected account (see payoutAccountMissing). */
  payoutAccount?: PayoutAccount;
}

/** A payment as a provider's status query needs it. */
export interface ProviderPayment {
  kind: 'deposit' | 'withdrawal';
  reference: string;
  providerReference: string | null;
  amountCents: number;
  currency: string;
  mobile: string;
  createdAt: Date;
}

/** What the provider's query/verify API says about a payment. */
export type ProviderStatus =
  | {
      status: 'pending';
      /** Why nobody but a person can settle it now (a payout without a status query, long overdue). */
      review?: string;
    }
  | {
      status: 'completed';
      receipt?: string;
      /** A verified deposit's reusable authorization: where this bettor's payouts can go. */
      payoutAuthorization?: { authorizationCode: string; email: string; label: string | null };
    }
  | { status: 'failed'; reason: string };

/** How a provider accepted a request; the outcome always arrives later by callback. */
export interface PaymentAcceptance {
  providerReference: string;
  /** Hosted-checkout providers: the page the bettor pays on. */
  url?: string;
  /** Payouts: the transfer recipient the provider created for the payout account. */
  payoutRecipient?: string;
  /**
   * Sandbox providers only: when the simulated provider will call back and with which outcome
   * (the sandbox callback worker delivers it to our callback endpoint).
   */
  sandboxCallback?: { dueAt: Date; outcome: 'completed' | 'failed'; reason?: string };
}

/**
 * A payment provider (mobile-money STK push, hosted card checkout, ...). Deposits are credited
 * only when the provider's signed callback says so (POST /api/payments/callback/{name}).
 */
export interface PaymentProvider {
  name: string;
  label: string;
  type: 'mobile_money' | 'checkout';
  /** Whether it can pay withdrawals out (mobile money only). */
  payouts: boolean;
  initiateDeposit(request: PaymentRequest): Promise<PaymentAcceptance>;
  initiatePayout(request: PaymentRequest): Promise<PaymentAcceptance>;
  /** What the bettor is told once the request is on the way (default: the generic STK text). */
  depositMessage?: string;
  /** What the bettor is told once a withdrawal is on the way (default: to the phone). */
  withdrawalMessage?: string;
  /** Real rails: why the provider cannot take this amount (e.g. M-Pesa takes whole shillings). */
  amountProblem?(amountCents: number): string | undefined;
  /**
   * Rails that pay back only to an account collected on an earlier deposit: what a bettor
   * without one is told (400 NO_PAYOUT_ACCOUNT, before anything is reserved).
   */
  payoutAccountMissing?: string;
  /** Real rails: asks the provider's query/verify API where a payment stands. */
  checkStatus?(payment: ProviderPayment): Promise<ProviderStatus>;
}

/**
 * Sandbox outcomes are chosen by the amount, as real sandboxes do with magic values: an amount
 * whose cents are .13 fails (the bettor cancels the PIN prompt / the payout is refused); any
 * other amount completes.
 */
export function sandboxOutcome(amountCents: number, failure: string) {
  return amountCents % 100 === 13
    ? { outcome: 'failed' as const, reason: failure }
    : { outcome: 'completed' as const };
}

const sandboxRef = (prefix: string, reference: string) =>
  `${prefix}${reference.slice(0, 10).toUpperCase()}`;

/** Mobile-money STK push: a PIN prompt on the bettor's phone, answered by callback. */
export function sandboxMobileMoney(label: string, delayMs: () => number): PaymentProvider {
  return {
    name: 'mobile_money',
    label,
    type: 'mobile_money',
    payouts: true,
    async initiateDeposit(request) {
      const { outcome, reason } = sandboxOutcome(
        request.amountCents,
        'The request was cancelled by the user',
      );
      return {
        providerReference: sandboxRef('MM', request.reference),
        sandboxCallback: {
          dueAt: new Date(request.now.getTime() + delayMs()),
          outcome,
          ...(reason ? { reason } : {}),
        },
      };
    },
    async initiatePayout(request) {
      const { outcome, reason } = sandboxOutcome(
        request.amountCents,
        'The mobile money payout was declined',
      );
      return {
        providerReference: sandboxRef('MP', request.reference),
        sandboxCallback: {
          dueAt: new Date(request.now.getTime() + delayMs()),
          outcome,
          ...(reason ? { reason } : {}),
        },
      };
    },
  };
}

/** A checkout session left unpaid this long fails. */
export const CHECKOUT_TTL_MS = 30 * 60 * 1000;

/**
 * Online checkout: a hosted payment page (served by us in sandbox mode) with Pay / Cancel. Its
 * address carries a key only the deposit's owner is given (see checkout-access.ts).
 */
export function sandboxCheckout(secret: string, label = 'Card or online payment'): PaymentProvider {
  return {
    name: 'checkout',
    label,
    type: 'checkout',
    payouts: false,
    async initiateDeposit(request) {
      return {
        providerReference: sandboxRef('CO', request.reference),
        url: `${request.baseUrl}${checkoutPath(secret, request.reference)}`,
        sandboxCallback: {
          dueAt: new Date(request.now.getTime() + CHECKOUT_TTL_MS),
          outcome: 'failed',
          reason: 'The payment was not completed in time',
        },
      };
    },
    async initiatePayout() {
      throw new Error('The checkout provider does not pay out');
    },
  };
}

/** Nigeria's sandbox checkout, named as the Paystack rail is. */
const NIGERIA_CHECKOUT_LABEL = 'Card or bank (Paystack)';

const MOBILE_MONEY_LABEL: Record<string, string> = {
  KE: 'M-Pesa',
  GH: 'MTN Mobile Money',
  NG: 'Mobile money',
};

/**
 * The providers of a country, default first. When the country disables the paymentProviders
 * feature only the default is offered.
 */
export function providersFor(
  config: CountryConfig,
  delayMs: () => number,
  secret: string,
  rails: readonly PaymentProvider[] = [],
): PaymentProvider[] {
  // A country with its real rail configured is never offered the sandbox.
  if (rails.length > 0) {
    return isFeatureEnabled(config, 'paymentProviders') ? [...rails] : rails.slice(0, 1);
  }
  const mobileMoney = sandboxMobileMoney(
    MOBILE_MONEY_LABEL[config.code] ?? 'Mobile money',
    delayMs,
  );
  // Nigeria pays in through Paystack (card or bank), as its real rail does: the checkout leads.
  const all =
    config.code === 'NG'
      ? [sandboxCheckout(secret, NIGERIA_CHECKOUT_LABEL), mobileMoney]
      : [mobileMoney, sandboxCheckout(secret)];
  return isFeatureEnabled(config, 'paymentProviders') ? all : all.slice(0, 1);
}
