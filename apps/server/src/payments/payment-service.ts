import { judgeDeposit } from '../responsible-gambling/rg-guard';
import {
  WALLET_SOCKET_EVENT,
  type WalletEvent,
  type DepositBody,
  type DepositResponse,
  type DepositStatusResponse,
  type WithdrawBody,
  type WithdrawResponse,
} from '@shangwe/contract';
import {
  toCents,
  toMajor,
  validateDepositAmount,
  validateWithdrawAmount,
  type Cents,
  type CountryConfig,
} from '@shangwe/domain';
import { randomBytes } from 'node:crypto';
import { ensureKycAllows } from '../accounts/account-service';
import type { SessionUser } from '../auth/session';
import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import { badRequest, HttpError, notFound } from '../platform/errors';
import { hashRequest } from '../wallet/idempotency';
import {
  claimKey,
  claimWaitingForTwin,
  releaseKey,
  storeKeyAnswer,
} from '../wallet/held-idempotency-key';
import { findPayoutAccount, saveRecipientCode } from './payout-accounts';
import { isDefiniteRefusal } from './provider-refusal';
import { notifyUser } from '../realtime/notify-user';
import { publishNotices, type Notice } from '../notifications/notification-writer';
import { paymentNotice } from '../notifications/payment-notices';
import { paymentSms } from '../sms/payment-sms';
import { getBalances, house, transfer, userCash } from '../wallet/ledger';
import { offersOnDepositCredited, offersOnWithdrawalRequested } from '../offers/offer-hooks';
import {
  finishPayment,
  findPayment,
  insertPayment,
  lockPayment,
  recordAcceptance,
  type PaymentKind,
  type PaymentRow,
} from './payments-repository';
import {
  providersFor,
  type PaymentAcceptance,
  type PaymentProvider,
  type PaymentRequest,
} from './providers';
import { countryRails } from './rails/rail-providers';

/** Texts of the payment calls (ours; the amount texts come from the domain). */
export const PAYMENT_MESSAGES = {
  stkSent: 'A payment request has been sent to your phone. Enter your PIN to complete the deposit.',
  checkoutOpened: 'Complete your payment on the page that has opened.',
  unknownProvider: 'Please choose one of the listed payment providers',
  providerUnavailable: 'The payment provider is not available right now. Please try again',
  withdrawalReceived:
    'Your withdrawal request has been received. The money will be sent to your phone shortly.',
  withdrawalPendingApproval:
    'Your withdrawal is pending approval. The amount is reserved and will be sent as soon as it is approved.',
  noPayouts: 'This provider cannot pay out withdrawals',
  unknownPayment: 'No such payment',
  amountMismatch: 'The callback amount does not match the payment',
  badSignature: 'Invalid callback signature',
} as const;

const newReference = (prefix: string) => `${prefix}${randomBytes(12).toString('base64url')}`;
/** The unguessable address of a payment's unsigned rail callbacks. */
const newCallbackToken = () => randomBytes(24).toString('base64url');

function valid<T>(
  result: { ok: true; value: T } | { ok: false; failure: { message: string; code: string } },
): T {
  if (result.ok) return result.value;
  throw badRequest(result.failure.message, 'VALIDATION_FAILED', { field: 'amount' });
}

/**
 * Claims the request's idempotency key and records the payment in one transaction, with what
 * `alongside` writes (a withdrawal's reservation), waiting while a twin request holds the key.
 * It commits before the provider is asked, so a callback that overtakes the provider's answer
 * finds the payment. A replayed key gives back its stored answer instead.
 */
async function claimAndRecord<Answer, Alongside>(
  ctx: AppContext,
  kind: PaymentKind,
  claim: { scope: string; idempotencyKey: string | undefined; requestHash: string },
  payment: {
    user: SessionUser;
    provider: string;
    amountCents: number;
    currency: string;
    awaitingApproval?: boolean;
  },
  alongside: (tx: Queryable, row: PaymentRow) => Promise<Alongside>,
) {
  // One token for every try: it is the address the provider will call back.
  const callbackToken = newCallbackToken();
  return claimWaitingForTwin(() =>
    ctx.db.transaction(async (tx) => {
      const replay = await claimKey<Answer>(
        tx,
        claim.scope,
        claim.idempotencyKey,
        claim.requestHash,
      );
      if (replay) return { replay };
      const row = await insertPayment(tx, kind, {
        reference: newReference(kind === 'deposit' ? 'D' : 'W'),
        callbackToken,
        profileId: payment.user.profileId,
        provider: payment.provider,
        amountCents: payment.amountCents,
        currency: payment.currency,
        mobile: payment.user.mobile,
        now: ctx.now(),
        awaitingApproval: payment.awaitingApproval ?? false,
      });
      return { row, callbackToken, alongside: await alongside(tx, row) };
    }),
  );
}

/** The providers offered in a country, default first. */
export function countryProviders(ctx: AppContext, config: CountryConfig): PaymentProvider[] {
  return providersFor(
    config,
    () => ctx.env.sandboxCallbackDelayMs,
    ctx.env.paymentCallbackSecret,
    countryRails(ctx.env.paymentRails, ctx.now, config.code),
  );
}

function presentPayment(row: PaymentRow) {
  return {
    reference: row.reference,
    provider: row.provider,
    amount: toMajor(row.amount as Cents),
    currency: row.currency,
    status: row.status,
  };
}

/**
 * POST /api/deposit and /api/v2/deposit: validates the amount against the country's limits,
 * records an 'initiated' deposit and asks the provider to collect it. Nothing is credited here:
 * only the provider's callback credits, exactly once.
 */
export async function initiateDeposit(
  ctx: AppContext,
  user: SessionUser,
  config: CountryConfig,
  body: DepositBody,
  options: { baseUrl: string; idempotencyKey: string | undefined },
): Promise<{ statusCode: number; body: DepositResponse }> {
  ensureKycAllows(config, user);
  const amount = valid(validateDepositAmount(body.amount, config));
  const providers = countryProviders(ctx, config);
  const provider = body.provider ? providers.find((p) => p.name === body.provider) : providers[0];
  if (!provider)
    throw badRequest(PAYMENT_MESSAGES.unknownProvider, 'UNKNOWN_PROVIDER', { field: 'provider' });
  const amountCents = toCents(amount);
  const problem = provider.amountProblem?.(amountCents);
  if (problem) throw badRequest(problem, 'VALIDATION_FAILED', { field: 'amount' });
  const requestHash = hashRequest({ amountCents, provider: provider.name });
  const scope = `deposit:${user.profileId}`;

  const claimed = await claimAndRecord<DepositResponse, void>(
    ctx,
    'deposit',
    { scope, idempotencyKey: options.idempotencyKey, requestHash },
    { user, provider: provider.name, amountCents, currency: config.currency },
    // Limits and breaks are judged with the deposit recorded, in its transaction, the bettor's
    // profile locked: a refusal records nothing and asks no provider.
    async (tx) =>
      user.rgGuarded
        ? judgeDeposit(tx, { profileId: user.profileId, amountCents, now: ctx.now() })
        : undefined,
  );
  if (claimed.replay) return claimed.replay;
  const { row, callbackToken } = claimed;
  const key = options.idempotencyKey!;
  const acceptance = (await askProvider(ctx, scope, key, 'deposit', row, provider, {
    reference: row.reference,
    amountCents,
    currency: config.currency,
    mobile: user.mobile,
    baseUrl: options.baseUrl,
    publicUrl: ctx.env.publicUrl,
    callbackToken,
    now: ctx.now(),
  }))!; // a deposit is never left without an answer: nothing was debited
  const response: DepositResponse = {
    status: 'initiated',
    message: acceptance.url
      ? PAYMENT_MESSAGES.checkoutOpened
      : (provider.depositMessage ?? PAYMENT_MESSAGES.stkSent),
    ...(acceptance.url ? { url: acceptance.url } : {}),
    data: { ...presentPayment(row), status: 'initiated' },
  };
  const result = { statusCode: 200, body: response };
  await ctx.db.transaction(async (tx) => {
    await recordAcceptance(tx, 'deposit', row.id, acceptanceRecord(acceptance));
    await storeKeyAnswer(tx, scope, key, result);
  });
  ctx.metrics
    .counter('deposits_total', 'Deposits by provider and outcome', ['provider', 'outcome'])
    .inc({ provider: provider.name, outcome: 'initiated' });
  return result;
}

/**
 * Asks the provider to start a recorded payment. When it refuses or cannot be reached the
 * payment fails (a withdrawal's reservation goes back to the bettor, once) and the key is
 * released, so the bettor can simply try again. A payout that got no answer at all (timeout,
 * dropped connection, 5xx) may have been paid: it stays pending, without a provider id, until
 * reconciliation asks the provider's status API (`null` here).
 */
export async function askProvider(
  ctx: AppContext,
  scope: string,
  /** The bettor's idempotency key, released on a refusal; null when staff approved a payout. */
  key: string | null,
  kind: PaymentKind,
  row: PaymentRow,
  provider: PaymentProvider,
  request: PaymentRequest,
): Promise<PaymentAcceptance | null> {
  try {
    return await (kind === 'deposit'
      ? provider.initiateDeposit(request)
      : provider.initiatePayout(request));
  } catch (error) {
    if (kind === 'withdrawal' && !isDefiniteRefusal(error)) {
      ctx.logger.warn(
        { err: error, reference: row.reference },
        'payout call got no answer; left pending for reconciliation',
      );
      return null;
    }
    ctx.logger.warn({ err: error, reference: row.reference }, 'payment provider refused');
    await applyPaymentCallback(ctx, {
      kind,
      provider: provider.name,
      reference: row.reference,
      status: 'failed',
      amountCents: row.amount,
      providerReference: null,
      reason: PAYMENT_MESSAGES.providerUnavailable,
    });
    if (key !== null) await releaseKey(ctx, scope, key);
    if (error instanceof HttpError) throw error;
    throw new HttpError(502, 'PROVIDER_UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable);
  }
}

export function acceptanceRecord(acceptance: PaymentAcceptance) {
  return {
    providerReference: acceptance.providerReference,
    callbackDueAt: acceptance.sandboxCallback?.dueAt ?? null,
    callbackOutcome: acceptance.sandboxCallback?.outcome ?? null,
    reason: acceptance.sandboxCallback?.reason ?? null,
  };
}

/** GET /api/v2/deposits/{reference}: the bettor's own deposit. */
export async function depositStatus(
  ctx: AppContext,
  user: SessionUser,
  reference: string,
): Promise<DepositStatusResponse> {
  const row = await findPayment(ctx.db, 'deposit', reference);
  if (!row || row.profile_id !== user.profileId)
    throw notFound(PAYMENT_MESSAGES.unknownPayment, 'UNKNOWN_PAYMENT');
  return {
    data: {
      ...presentPayment(row),
      failure_reason: row.status === 'failed' ? row.failure_reason : null,
      created_at: new Date(row.created_at).toISOString(),
      completed_at: row.completed_at ? new Date(row.completed_at).toISOString() : null,
    },
  };
}

/**
 * POST /api/withdraw and /api/v2/withdraw: checks the country's limits and KYC, reserves the
 * amount at once (cash → withdrawals pending, in the same transaction as the request, so it
 * cannot be staked meanwhile) and asks mobile money to pay it out. A failed payout releases it.
 */
export async function requestWithdrawal(
  ctx: AppContext,
  user: SessionUser,
  config: CountryConfig,
  body: WithdrawBody,
  options: { baseUrl: string; idempotencyKey: string | undefined },
): Promise<{ statusCode: number; body: WithdrawResponse }> {
  ensureKycAllows(config, user);
  const amount = valid(validateWithdrawAmount(body.amount, config));
  const amountCents = toCents(amount);
  const provider = countryProviders(ctx, config).find((p) => p.payouts);
  if (!provider) throw badRequest(PAYMENT_MESSAGES.noPayouts, 'NO_PAYOUT_PROVIDER');
  const problem = provider.amountProblem?.(amountCents);
  if (problem) throw badRequest(problem, 'VALIDATION_FAILED', { field: 'amount' });
  // Rails that pay back to an account collected on an earlier deposit (Paystack) need one.
  const payoutAccount = provider.payoutAccountMissing
    ? await findPayoutAccount(ctx.db, user.profileId, provider.name)
    : null;
  if (provider.payoutAccountMissing && !payoutAccount)
    throw badRequest(provider.payoutAccountMissing, 'NO_PAYOUT_ACCOUNT');
  const scope = `withdraw:${user.profileId}`;
  const requestHash = hashRequest({ amountCents });
  // Above the country's threshold a payments agent approves it first (withdrawal-approval.ts).
  const awaitingApproval = amount > ctx.env.withdrawalApprovalAbove[config.code];

  // The reservation commits with the payment, before the provider is asked.
  const claimed = await claimAndRecord<WithdrawResponse, number>(
    ctx,
    'withdrawal',
    { scope, idempotencyKey: options.idempotencyKey, requestHash },
    { user, provider: provider.name, amountCents, currency: config.currency, awaitingApproval },
    async (tx, row) => {
      const posting = await transfer(tx, {
        from: userCash(user.profileId),
        to: house('withdrawalsPending'),
        amountCents,
        kind: 'withdrawal',
        reference: row.reference,
        idempotencyKey: `withdrawal:${row.reference}`,
      });
      const cashAfterCents = posting.balances[0]!.balanceCents;
      // The welcome free bet needs its deposit at risk (offers/README.md).
      await offersOnWithdrawalRequested(tx, {
        profileId: user.profileId,
        cashAfterCents,
        now: ctx.now(),
      });
      return cashAfterCents;
    },
  );
  if (claimed.replay) return claimed.replay;
  const { row, callbackToken, alongside: balanceCents } = claimed;
  const key = options.idempotencyKey!;
  if (awaitingApproval) {
    // Reserved, and no rail asked: the back office's approval calls it (withdrawal-approval.ts).
    const waiting = {
      statusCode: 200,
      body: {
        status: 'pending',
        message: PAYMENT_MESSAGES.withdrawalPendingApproval,
        data: {
          ...presentPayment(row),
          status: 'pending_approval',
          balance: toMajor(balanceCents as Cents),
        },
      } satisfies WithdrawResponse,
    };
    await ctx.db.transaction((tx) => storeKeyAnswer(tx, scope, key, waiting));
    ctx.metrics
      .counter('withdrawals_total', 'Withdrawals by outcome', ['outcome'])
      .inc({ outcome: 'pending_approval' });
    return waiting;
  }
  const acceptance = await askProvider(ctx, scope, key, 'withdrawal', row, provider, {
    reference: row.reference,
    amountCents,
    currency: config.currency,
    mobile: user.mobile,
    baseUrl: options.baseUrl,
    publicUrl: ctx.env.publicUrl,
    callbackToken,
    now: ctx.now(),
    ...(payoutAccount && { payoutAccount }),
  });
  const response: WithdrawResponse = {
    status: 'pending',
    message: provider.withdrawalMessage ?? PAYMENT_MESSAGES.withdrawalReceived,
    data: {
      ...presentPayment(row),
      status: 'pending',
      balance: toMajor(balanceCents as Cents),
    },
  };
  const result = { statusCode: 200, body: response };
  await ctx.db.transaction(async (tx) => {
    if (acceptance) await recordAcceptance(tx, 'withdrawal', row.id, acceptanceRecord(acceptance));
    if (acceptance?.payoutRecipient && payoutAccount) {
      await saveRecipientCode(tx, payoutAccount, acceptance.payoutRecipient);
    }
    await storeKeyAnswer(tx, scope, key, result);
  });
  ctx.metrics
    .counter('withdrawals_total', 'Withdrawals by outcome', ['outcome'])
    .inc({ outcome: 'requested' });
  return result;
}

/** What a callback did: `changed` false for a duplicate (nothing moved). */
export interface CallbackOutcome {
  reference: string;
  status: PaymentRow['status'];
  changed: boolean;
}

/**
 * Applies a provider's (already authenticated) callback exactly once: the payment row is
 * locked, and only a payment still waiting moves money. Duplicates and late callbacks change
 * nothing and answer the current status.
 * - deposit completed: house deposits → bettor cash (the only place a deposit is credited)
 * - withdrawal completed: withdrawals pending → withdrawals paid
 * - withdrawal failed: withdrawals pending → bettor cash (the reservation is released)
 */
export async function applyPaymentCallback(
  ctx: AppContext,
  input: {
    kind: PaymentKind;
    provider: string;
    reference: string;
    status: 'completed' | 'failed';
    amountCents: number;
    providerReference: string | null;
    reason: string | null;
    /** Real rails: the provider's receipt (M-Pesa receipt number, ...). */
    receipt?: string | null;
  },
  /** Runs in the same transaction once the payment is settled (a staff action's audit row). */
  within?: (tx: Queryable, outcome: CallbackOutcome) => Promise<void>,
): Promise<CallbackOutcome> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const settled = await applyLocked(ctx, tx, input);
    await within?.(tx, settled);
    return settled;
  });
  await afterSettled(ctx, input, outcome);
  return { reference: outcome.reference, status: outcome.status, changed: outcome.changed };
}

type SettleInput = Parameters<typeof applyPaymentCallback>[1];
type SettleOutcome = Awaited<ReturnType<typeof applyLocked>>;

/** After a settlement committed: the bettor's notice, their sockets, the metrics. */
async function afterSettled(ctx: AppContext, input: SettleInput, outcome: SettleOutcome) {
  await publishNotices(ctx, [outcome.notice]);
  if (outcome.changed && outcome.profileId !== undefined) {
    await announce(ctx, outcome.profileId, {
      type: input.kind,
      reference: outcome.reference,
      status: input.status,
      amount: toMajor(input.amountCents as Cents),
      balance: 0,
    });
  }
  if (outcome.changed) {
    const counter =
      input.kind === 'deposit'
        ? ctx.metrics.counter('deposits_total', 'Deposits by provider and outcome', [
            'provider',
            'outcome',
          ])
        : ctx.metrics.counter('withdrawals_total', 'Withdrawals by outcome', ['outcome']);
    counter.inc(
      input.kind === 'deposit'
        ? { provider: input.provider, outcome: input.status }
        : { outcome: input.status },
    );
  }
}

/**
 * Rejects a withdrawal that waits for approval: it fails with `reason` (the bettor reads it)
 * and its reservation goes back to the bettor's cash (withdrawals pending → cash, a movement
 * of its own: nothing booked is edited). `alongside` runs in the same transaction when the
 * rejection changed something (the back office's audit row). `changed` false: it was not
 * waiting any more (decided before), nothing moved.
 */
export async function rejectPendingWithdrawal(
  ctx: AppContext,
  reference: string,
  reason: string,
  alongside: (tx: Queryable, row: PaymentRow) => Promise<void>,
): Promise<CallbackOutcome> {
  let input: SettleInput | undefined;
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await lockPayment(tx, 'withdrawal', reference);
    if (!row) throw notFound(PAYMENT_MESSAGES.unknownPayment, 'UNKNOWN_PAYMENT');
    input = {
      kind: 'withdrawal',
      provider: row.provider,
      reference,
      status: 'failed',
      amountCents: row.amount,
      providerReference: null,
      reason,
    };
    const settled = await applyLocked(ctx, tx, input, 'pending_approval');
    if (settled.changed) await alongside(tx, row);
    return settled;
  });
  await afterSettled(ctx, input!, outcome);
  return { reference: outcome.reference, status: outcome.status, changed: outcome.changed };
}

/** Pushes the settled payment and the new balance to the bettor's open sockets (best effort). */
async function announce(ctx: AppContext, profileId: number, event: WalletEvent) {
  try {
    const { cashCents } = await getBalances(ctx.db, profileId);
    await notifyUser(ctx, profileId, WALLET_SOCKET_EVENT, {
      ...event,
      balance: toMajor(cashCents as Cents),
    });
  } catch (error) {
    ctx.logger.warn({ err: error, profileId }, 'wallet event not pushed');
  }
}

async function applyLocked(
  ctx: AppContext,
  tx: Queryable,
  input: Parameters<typeof applyPaymentCallback>[1],
  /** The status the payment must be in to move (a rejection settles one waiting for approval). */
  from?: PaymentRow['status'],
): Promise<CallbackOutcome & { profileId?: number; notice?: Notice | null }> {
  const row = await lockPayment(tx, input.kind, input.reference);
  if (!row || row.provider !== input.provider)
    throw notFound(PAYMENT_MESSAGES.unknownPayment, 'UNKNOWN_PAYMENT');
  if (row.amount !== input.amountCents)
    throw badRequest(PAYMENT_MESSAGES.amountMismatch, 'AMOUNT_MISMATCH');
  const waiting = from ?? (input.kind === 'deposit' ? 'initiated' : 'pending');
  if (row.status !== waiting)
    return { reference: row.reference, status: row.status, changed: false };

  await finishPayment(tx, input.kind, row.id, {
    status: input.status,
    reason: input.reason ?? (input.status === 'failed' ? 'The payment failed' : null),
    providerReference: input.providerReference,
    receipt: input.receipt ?? null,
    now: ctx.now(),
  });
  if (input.kind === 'deposit' && input.status === 'completed') {
    await transfer(tx, {
      from: house('deposits'),
      to: userCash(row.profile_id),
      amountCents: row.amount,
      kind: 'deposit',
      reference: row.reference,
      idempotencyKey: `deposit:${row.reference}`,
    });
    // The welcome free bet of a first deposit, granted with the credit or not at all.
    await offersOnDepositCredited(tx, {
      profileId: row.profile_id,
      reference: row.reference,
      amountCents: row.amount,
      now: ctx.now(),
    });
  } else if (input.kind === 'withdrawal') {
    await transfer(tx, {
      from: house('withdrawalsPending'),
      to: input.status === 'completed' ? house('withdrawalsPaid') : userCash(row.profile_id),
      amountCents: row.amount,
      kind: input.status === 'completed' ? 'withdrawal_paid' : 'withdrawal_release',
      reference: row.reference,
      profileId: row.profile_id,
      idempotencyKey: `withdrawal-finish:${row.reference}`,
    });
  }
  const notice = await paymentNotice(
    tx,
    {
      kind: input.kind,
      reference: row.reference,
      profileId: row.profile_id,
      amountCents: row.amount,
      currency: row.currency,
      status: input.status,
      reason: input.status === 'failed' ? (input.reason ?? null) : null,
    },
    ctx.now(),
  );
  // A bettor who uses only SMS or USSD hears of it by SMS too (sms/README.md).
  await paymentSms(tx, {
    kind: input.kind,
    profileId: row.profile_id,
    amountCents: row.amount,
    currency: row.currency,
    status: input.status,
    reason: input.status === 'failed' ? (input.reason ?? null) : null,
  });
  return {
    reference: row.reference,
    status: input.status,
    changed: true,
    profileId: row.profile_id,
    notice,
  };
}
