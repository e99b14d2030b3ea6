import type { PaymentProvider, ProviderStatus } from '../providers';
import { MomoClient, MomoError, momoReferenceId, type MomoStatusAnswer } from './momo-client';

export const MOMO_PROMPT_SENT =
  'Check your phone and approve the MTN MoMo request with your PIN. Your balance updates as soon as MTN MoMo confirms the payment.';

/** What the bettor is told for each reason MoMo gives a failed request-to-pay. */
export const MOMO_DEPOSIT_FAILURES: Record<string, string> = {
  NOT_ENOUGH_FUNDS: 'Your MTN MoMo balance is not enough for this deposit',
  APPROVAL_REJECTED: 'You declined the MTN MoMo request',
  EXPIRED: 'The MTN MoMo request expired before it was approved. Please try again',
  PAYER_NOT_FOUND: 'This number is not registered for MTN MoMo',
};
export const MOMO_DEPOSIT_FAILED = 'The MTN MoMo payment did not go through';
export const MOMO_PAYOUT_FAILURES: Record<string, string> = {
  PAYEE_NOT_FOUND: 'This number is not registered for MTN MoMo. The amount is back in your balance',
};
export const MOMO_PAYOUT_FAILED =
  'The MTN MoMo payout could not be sent. The amount is back in your balance';

const reasonCode = (reason: MomoStatusAnswer['reason']) =>
  typeof reason === 'string' ? reason : (reason?.code ?? '');

export const momoCallbackPath = (kind: 'deposit' | 'withdrawal', token: string) =>
  `/api/payments/momo/${kind === 'deposit' ? 'collection' : 'disbursement'}/${token}`;

const msisdn = (mobile: string) => mobile.replace(/\D/g, '');
const major = (cents: number) => (cents / 100).toFixed(2);

/**
 * MTN Mobile Money (Ghana): request-to-pay to deposit (a prompt on the bettor's phone),
 * disbursement transfer to pay out; both answered by callback and confirmed by GET status.
 */
export function momoProvider(client: MomoClient): PaymentProvider {
  return {
    name: 'momo',
    label: 'MTN MoMo',
    type: 'mobile_money',
    payouts: true,
    depositMessage: MOMO_PROMPT_SENT,
    async initiateDeposit(request) {
      const id = await client.request(
        'collection',
        {
          amount: major(request.amountCents),
          currency: request.currency,
          externalId: request.reference,
          payer: { partyIdType: 'MSISDN', partyId: msisdn(request.mobile) },
          payerMessage: 'Deposit',
          payeeNote: request.reference,
        },
        `${request.publicUrl}${momoCallbackPath('deposit', request.callbackToken)}`,
      );
      return { providerReference: id };
    },
    async initiatePayout(request) {
      const id = await client.request(
        'disbursement',
        {
          amount: major(request.amountCents),
          currency: request.currency,
          externalId: request.reference,
          payee: { partyIdType: 'MSISDN', partyId: msisdn(request.mobile) },
          payerMessage: 'Withdrawal',
          payeeNote: request.reference,
        },
        `${request.publicUrl}${momoCallbackPath('withdrawal', request.callbackToken)}`,
      );
      return { providerReference: id };
    },
    async checkStatus(payment): Promise<ProviderStatus> {
      const product = payment.kind === 'deposit' ? 'collection' : 'disbursement';
      const id = payment.providerReference ?? momoReferenceId(payment.reference);
      let answer: MomoStatusAnswer;
      try {
        answer = await client.status(product, id);
      } catch (error) {
        // A transfer MoMo does not know, asked after the reconciliation delay: the request
        // never reached it (it timed out on the way), so nothing was paid.
        if (payment.kind === 'withdrawal' && error instanceof MomoError && error.status === 404) {
          return { status: 'failed', reason: MOMO_PAYOUT_FAILED };
        }
        throw error;
      }
      // The answer must be about this payment and amount, whatever its status says.
      if (
        answer.externalId !== payment.reference ||
        Math.round(Number(answer.amount) * 100) !== payment.amountCents
      ) {
        return { status: 'pending' };
      }
      if (answer.status === 'SUCCESSFUL') {
        return {
          status: 'completed',
          ...(answer.financialTransactionId ? { receipt: answer.financialTransactionId } : {}),
        };
      }
      if (answer.status === 'FAILED') {
        const table = payment.kind === 'deposit' ? MOMO_DEPOSIT_FAILURES : MOMO_PAYOUT_FAILURES;
        const fallback = payment.kind === 'deposit' ? MOMO_DEPOSIT_FAILED : MOMO_PAYOUT_FAILED;
        return { status: 'failed', reason: table[reasonCode(answer.reason)] ?? fallback };
      }
      return { status: 'pending' };
    },
  };
}
