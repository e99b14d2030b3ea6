import {
  betHistoryBodySchema,
  depositBodySchema,
  jackpotEntryBodySchema,
  withdrawBodySchema,
} from '@shangwe/contract';
import { type CountryConfig, JACKPOT_POOL_KINDS, smsReplies } from '@shangwe/domain';
import type { SessionUser } from '../auth/session';
import { wagerCodeAndStake } from '../wagers/bet-lookups';
import { betHistoryReader } from '../wagers/bet-reader';
import { eventMatches, openEvents } from '../jackpots/jackpot-repository';
import { jackpotEntry } from '../jackpots/pool-entry-wager';
import { initiateDeposit, requestWithdrawal } from '../payments/payment-service';
import type { AppContext } from '../platform/context';
import { DomainError, HttpError } from '../platform/errors';
import { getBalances } from '../wallet/ledger';
import { placeWager } from '../wagers/wager-placer';

/**
 * A refusal in bettor words (the services' own texts; a responsible-gambling refusal in its
 * keypad form), or null for anything else (a bug, thrown on by the caller).
 */
export function keypadRefusal(error: unknown): string | null {
  if (error instanceof DomainError) return smsReplies.rgRefused(error.code, error.message);
  if (error instanceof HttpError) return smsReplies.refused(error.message);
  return null;
}

/** A refusal in bettor words, or a thrown bug. */
export function refusalText(error: unknown): string {
  const text = keypadRefusal(error);
  if (text === null) throw error;
  return text;
}

const firstIssue = (error: { issues: { message: string }[] }) =>
  error.issues[0]?.message ?? 'Please enter a valid amount';

/** Cash and bonus balances in major units. */
export async function keypadBalance(ctx: AppContext, profileId: number) {
  const b = await getBalances(ctx.db, profileId);
  return { cash: b.cashCents / 100, bonus: b.bonusCents / 100 };
}

/**
 * A deposit asked for by SMS or USSD: the payments module's own deposit (limits, KYC gate,
 * provider choice: M-Pesa STK push in Kenya, or the sandbox rail), keyed so a replay does not
 * push twice. Nothing is credited here; the provider's callback credits, exactly once.
 */
export async function keypadDeposit(
  ctx: AppContext,
  user: SessionUser,
  config: CountryConfig,
  amount: string,
  key: string,
): Promise<{ ok: true; amount: number } | { ok: false; message: string }> {
  const body = depositBodySchema.safeParse({ amount });
  if (!body.success) return { ok: false, message: firstIssue(body.error) };
  try {
    const answer = await initiateDeposit(ctx, user, config, body.data, {
      baseUrl: ctx.env.publicUrl,
      idempotencyKey: key,
    });
    return { ok: true, amount: answer.body.data.amount };
  } catch (error) {
    return { ok: false, message: refusalText(error) };
  }
}

/** A withdrawal to the bettor's own phone, through the payments module (reserved at once). */
export async function keypadWithdraw(
  ctx: AppContext,
  user: SessionUser,
  config: CountryConfig,
  amount: string,
  key: string,
): Promise<
  | { ok: true; amount: number; balance: number; pendingApproval: boolean }
  | { ok: false; message: string }
> {
  const body = withdrawBodySchema.safeParse({ amount });
  if (!body.success) return { ok: false, message: firstIssue(body.error) };
  try {
    const answer = await requestWithdrawal(ctx, user, config, body.data, {
      baseUrl: ctx.env.publicUrl,
      idempotencyKey: key,
    });
    return {
      ok: true,
      amount: answer.body.data.amount,
      balance: answer.body.data.balance,
      // Above the country's threshold it waits for the operator's approval (not sent yet).
      pendingApproval: answer.body.data.status === 'pending_approval',
    };
  } catch (error) {
    return { ok: false, message: refusalText(error) };
  }
}

/** The bettor's latest bets, newest first, as My Bets lists them. */
export async function keypadBets(ctx: AppContext, profileId: number, limit = 5) {
  const history = await betHistoryReader(
    ctx,
    profileId,
    betHistoryBodySchema.parse({ page: 1, limit, period: 'ALL' }),
  );
  return history.data.map((b) => ({
    code: b.short_bet_id,
    status: b.status,
    stake: b.stake,
    win: b.status === 'won' || b.status === 'cashed_out' ? b.amount_paid : b.final_payout,
  }));
}

/** The pool jackpots a keypad can enter (one 1/X/2 per game). */
const KEYPAD_JACKPOTS = JACKPOT_POOL_KINDS;

/** A country's open jackpots with their games in order, soonest closing first. */
export async function keypadJackpots(ctx: AppContext, country: string) {
  const now = ctx.now();
  const events = (await openEvents(ctx.db, country, now, undefined))
    .filter((e) => (KEYPAD_JACKPOTS as readonly string[]).includes(e.kind))
    .sort((a, b) => new Date(a.closes_at).getTime() - new Date(b.closes_at).getTime());
  const matches = await eventMatches(
    ctx.db,
    events.map((e) => Number(e.id)),
  );
  return events.map((e) => ({
    id: Number(e.id),
    name: e.name,
    currency: e.currency,
    stakePerLine: Number(e.stake_per_line) / 100,
    games: matches
      .filter((m) => Number(m.event_id) === Number(e.id))
      .sort((a, b) => a.position - b.position)
      .map((m) => Number(m.parent_match_id)),
  }));
}

/**
 * A jackpot entry from keypad picks: the open jackpot with as many games as picks sent (the
 * grand one when several do), entered through the jackpot product's own placement.
 */
export async function keypadJackpot(
  ctx: AppContext,
  user: SessionUser,
  picks: readonly string[],
  key: string,
): Promise<
  | { kind: 'placed'; betCode: string; stake: number }
  | { kind: 'none' }
  | { kind: 'count'; needed: number }
  | { kind: 'refused'; message: string }
> {
  const jackpots = await keypadJackpots(ctx, user.country);
  if (jackpots.length === 0) return { kind: 'none' };
  const event = jackpots.find((j) => j.games.length === picks.length);
  if (!event) return { kind: 'count', needed: jackpots[0]!.games.length };
  const parsed = jackpotEntryBodySchema.safeParse({
    event_id: event.id,
    selectedOdds: event.games.map((id, i) => ({ parent_match_id: id, odds: [picks[i]] })),
    src: 'sms',
  });
  if (!parsed.success) return { kind: 'refused', message: firstIssue(parsed.error) };
  const { token: _t, idempotency_key: _k, ...meaningful } = parsed.data;
  try {
    const placed = await placeWager(ctx, jackpotEntry, {
      token: user.token,
      slip: parsed.data,
      meaningful,
      idempotencyKey: key,
      extra: { share_code: null, src: 'sms', promo_id: null, affiliate_id: null },
    });
    const bet = await wagerCodeAndStake(ctx.db, placed.body.bet_id!);
    return { kind: 'placed', betCode: bet.shortId, stake: bet.stakeCents / 100 };
  } catch (error) {
    return { kind: 'refused', message: refusalText(error) };
  }
}
