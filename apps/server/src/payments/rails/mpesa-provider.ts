import type { PaymentProvider, ProviderStatus } from '../providers';
import {
  DarajaClient,
  DarajaError,
  darajaTimestamp,
  msisdn,
  STILL_PROCESSING,
  stkPassword,
} from './daraja-client';

/** The instruction once the STK prompt is on the bettor's phone. */
export const MPESA_PROMPT_SENT =
  'Check your phone and enter your M-Pesa PIN. Your balance updates as soon as M-Pesa confirms the payment.';

/** What the bettor is told for each STK ResultCode Daraja reports. */
export const MPESA_DEPOSIT_FAILURES: Record<string, string> = {
  '1': 'Your M-Pesa balance is not enough for this deposit',
  '1032': 'You cancelled the M-Pesa request',
  '1037': 'Your phone could not be reached. Make sure it is on and try again',
  '2001': 'The M-Pesa PIN you entered was wrong. Please try again',
};
export const MPESA_DEPOSIT_FAILED = 'The M-Pesa payment did not go through';

/** What the bettor is told for each B2C ResultCode; the amount is back in the balance. */
export const MPESA_PAYOUT_FAILURES: Record<string, string> = {
  '2040': 'This phone number cannot receive M-Pesa payouts. The amount is back in your balance',
};
export const MPESA_PAYOUT_FAILED =
  'The M-Pesa payout could not be sent. The amount is back in your balance';
export const MPESA_PAYOUT_TIMED_OUT =
  'The M-Pesa payout timed out. The amount is back in your balance';
export const MPESA_WHOLE_SHILLINGS =
  'M-Pesa takes whole shillings only. Please enter an amount without cents';

/**
 * A B2C payout without its result or queue-timeout notice after this long goes to manual
 * review: Daraja sends one or the other within minutes, so an hour means it is lost.
 */
export const B2C_REVIEW_AFTER_MS = 60 * 60 * 1000;
export const depositFailure = (code: string | number) =>
  MPESA_DEPOSIT_FAILURES[String(code)] ?? MPESA_DEPOSIT_FAILED;
export const payoutFailure = (code: string | number) =>
  MPESA_PAYOUT_FAILURES[String(code)] ?? MPESA_PAYOUT_FAILED;

interface StkPushAnswer {
  MerchantRequestID: string;
  CheckoutRequestID: string;
  ResponseCode: string;
  ResponseDescription: string;
}
interface StkQueryAnswer {
  ResponseCode: string;
  CheckoutRequestID: string;
  ResultCode: string | number;
  ResultDesc: string;
}
interface B2cAnswer {
  ConversationID: string;
  OriginatorConversationID: string;
  ResponseCode: string;
  ResponseDescription: string;
}

export const mpesaCallbackPaths = (token: string) => ({
  stk: `/api/payments/mpesa/stk/${token}`,
  b2cResult: `/api/payments/mpesa/b2c/${token}/result`,
  b2cTimeout: `/api/payments/mpesa/b2c/${token}/timeout`,
});

/**
 * M-Pesa through Safaricom Daraja: STK push (a PIN prompt on the bettor's phone) to deposit,
 * B2C to pay out. Callbacks arrive on the payment's own unguessable path (see mpesa-callbacks).
 */
export function mpesaProvider(client: DarajaClient): PaymentProvider {
  const { config } = client;
  return {
    name: 'mpesa',
    label: 'M-Pesa',
    type: 'mobile_money',
    payouts: true,
    depositMessage: MPESA_PROMPT_SENT,
    amountProblem: (amountCents) => (amountCents % 100 === 0 ? undefined : MPESA_WHOLE_SHILLINGS),
    async initiateDeposit(request) {
      const timestamp = darajaTimestamp(request.now);
      const answer = await client.post<StkPushAnswer>('mpesa/stkpush/v1/processrequest', {
        BusinessShortCode: config.shortcode,
        Password: stkPassword(config.shortcode, config.passkey, timestamp),
        Timestamp: timestamp,
        TransactionType: 'CustomerPayBillOnline',
        Amount: request.amountCents / 100,
        PartyA: msisdn(request.mobile),
        PartyB: config.shortcode,
        PhoneNumber: msisdn(request.mobile),
        CallBackURL: `${request.publicUrl}${mpesaCallbackPaths(request.callbackToken).stk}`,
        AccountReference: request.reference.slice(0, 12),
        TransactionDesc: 'Deposit',
      });
      if (answer.ResponseCode !== '0') {
        throw new DarajaError(200, answer.ResponseCode, answer.ResponseDescription);
      }
      return { providerReference: answer.CheckoutRequestID };
    },
    async initiatePayout(request) {
      const paths = mpesaCallbackPaths(request.callbackToken);
      const answer = await client.post<B2cAnswer>('mpesa/b2c/v3/paymentrequest', {
        OriginatorConversationID: request.reference,
        InitiatorName: config.initiatorName,
        SecurityCredential: config.securityCredential,
        CommandID: 'BusinessPayment',
        Amount: Math.floor(request.amountCents / 100),
        PartyA: config.b2cShortcode,
        PartyB: msisdn(request.mobile),
        Remarks: 'Withdrawal',
        QueueTimeOutURL: `${request.publicUrl}${paths.b2cTimeout}`,
        ResultURL: `${request.publicUrl}${paths.b2cResult}`,
        Occassion: request.reference.slice(0, 12),
      });
      if (answer.ResponseCode !== '0') {
        throw new DarajaError(200, answer.ResponseCode, answer.ResponseDescription);
      }
      return { providerReference: answer.ConversationID };
    },
    async checkStatus(payment): Promise<ProviderStatus> {
      // B2C has no synchronous query (Transaction Status answers by callback): payouts settle
      // by their result or timeout callback. One still without either after the review window
      // (e.g. our B2C call timed out and Daraja never reached us) may have been paid: a person
      // checks the M-Pesa portal; it is never refunded blindly.
      if (payment.kind === 'withdrawal') {
        const overdue = client.now().getTime() - payment.createdAt.getTime() > B2C_REVIEW_AFTER_MS;
        return overdue
          ? { status: 'pending', review: 'M-Pesa payout without result: needs manual review' }
          : { status: 'pending' };
      }
      if (!payment.providerReference) return { status: 'pending' };
      const timestamp = darajaTimestamp(client.now());
      try {
        const answer = await client.post<StkQueryAnswer>('mpesa/stkpushquery/v1/query', {
          BusinessShortCode: config.shortcode,
          Password: stkPassword(config.shortcode, config.passkey, timestamp),
          Timestamp: timestamp,
          CheckoutRequestID: payment.providerReference,
        });
        if (String(answer.ResultCode) === '0') return { status: 'completed' };
        return { status: 'failed', reason: depositFailure(answer.ResultCode) };
      } catch (error) {
        if (error instanceof DarajaError && error.errorCode === STILL_PROCESSING) {
          return { status: 'pending' };
        }
        throw error;
      }
    },
  };
}
