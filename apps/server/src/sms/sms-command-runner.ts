import {
  parseSmsCommand,
  smsRepliesIn,
  validateDateOfBirth,
  type SmsCommand,
  type SmsReplies,
} from '@shangwe/domain';
import type { ProfileRow } from '../accounts/accounts-repository';
import type { AppContext } from '../platform/context';
import { setDateOfBirth } from '../responsible-gambling/rg-service';
import { asBettor, joinByPhone, keypadBettor } from './keypad-bettor';
import {
  keypadBalance,
  keypadBets,
  keypadDeposit,
  keypadJackpot,
  keypadWithdraw,
  refusalText,
} from './keypad-money';
import { keypadSlip, placeKeypadSlip, type KeypadBetOutcome } from './keypad-wagers';
import {
  hasDateOfBirth,
  optOutOfMarketing,
  savePendingBet,
  takePendingBet,
  type PendingSlip,
} from './sms-repository';
import type { CountryConfig } from '@shangwe/domain';

/** One inbound message to answer. */
export interface SmsRequest {
  /** The gateway's message id: the idempotency key of whatever the message moves. */
  gatewayId: string;
  mobile: string;
  config: CountryConfig;
  text: string;
}

/**
 * Answers one inbound SMS: reads the command (packages/domain), does it through the same
 * services as the web, and returns the reply text (one SMS where possible). Money-moving
 * commands are keyed by the gateway's message id, so running a message twice moves nothing
 * twice.
 */
export async function runSmsCommand(ctx: AppContext, sent: SmsRequest): Promise<string> {
  const command = parseSmsCommand(sent.text);
  const brand = sent.config.appName;
  // Answered in the bettor's language (issue 36): the profile's, English for a stranger.
  const profile = await keypadBettor(ctx, sent.mobile);
  const request: Asked = { ...sent, replies: smsRepliesIn(profile?.language) };
  const replies = request.replies;
  if (command.kind === 'invalid') return replies.refused(command.message);
  if (command.kind === 'help') return replies.help();
  if (command.kind === 'stop') {
    await optOutOfMarketing(ctx.db, request.mobile, ctx.now());
    return replies.stopped(brand);
  }
  if (command.kind === 'join') return join(ctx, request, profile, command.dateOfBirth);
  if (!profile) return replies.notJoined(brand);
  return bettorCommand(ctx, request, profile, command);
}

/** A message with the reply builders of its sender's language. */
type Asked = SmsRequest & { replies: SmsReplies };

const currencyOf = (request: Asked) => request.config.currency;

/**
 * JOIN#DDMMYYYY: opens the account when the date makes the sender 18 or older (under 18:
 * refused, nothing created). From a phone whose account predates the question, it records
 * the date of birth its bets are waiting for (the web's 'enter your date of birth').
 */
async function join(
  ctx: AppContext,
  request: Asked,
  profile: ProfileRow | null,
  /** YYYY-MM-DD as the command parser read it, or null when none was sent. */
  typed: string | null,
): Promise<string> {
  const brand = request.config.appName;
  if (profile) {
    if (typed === null || (await hasDateOfBirth(ctx.db, profile.id)))
      return request.replies.alreadyJoined(brand);
    return asBettor(ctx, profile, 'sms', async (user) => {
      try {
        await setDateOfBirth(ctx, user, typed);
        return request.replies.dateOfBirthSaved();
      } catch (error) {
        return refusalText(error);
      }
    });
  }
  if (typed === null) return request.replies.joinNeedsDateOfBirth();
  // The registration's own judgement of a date of birth (packages/domain, age.ts).
  const dob = validateDateOfBirth(typed, ctx.now());
  if (!dob.ok) return request.replies.refused(dob.failure.message);
  const id = await joinByPhone(ctx, request.mobile, request.config, 'sms', dob.value);
  return id === null
    ? request.replies.alreadyJoined(brand)
    : request.replies.joined(brand, request.config.currency);
}

async function bettorCommand(
  ctx: AppContext,
  request: Asked,
  profile: ProfileRow,
  command: Exclude<SmsCommand, { kind: 'invalid' | 'help' | 'stop' | 'join' }>,
): Promise<string> {
  const currency = currencyOf(request);
  const key = `sms:${request.gatewayId}`;
  switch (command.kind) {
    case 'balance': {
      const { cash, bonus } = await keypadBalance(ctx, profile.id);
      return request.replies.balance(cash, bonus, currency);
    }
    case 'bets':
      return request.replies.bets(await keypadBets(ctx, profile.id), currency);
    case 'deposit':
      return asBettor(ctx, profile, 'sms', async (user) => {
        const done = await keypadDeposit(ctx, user, request.config, command.amount, key);
        return done.ok
          ? request.replies.deposit(done.amount, currency)
          : request.replies.refused(done.message);
      });
    case 'withdraw':
      return asBettor(ctx, profile, 'sms', async (user) => {
        const done = await keypadWithdraw(ctx, user, request.config, command.amount, key);
        return done.ok
          ? request.replies[done.pendingApproval ? 'withdrawPendingApproval' : 'withdraw'](
              done.amount,
              done.balance,
              currency,
            )
          : request.replies.refused(done.message);
      });
    case 'jackpot':
      return asBettor(ctx, profile, 'sms', async (user) => {
        const done = await keypadJackpot(ctx, user, command.picks, key);
        if (done.kind === 'placed')
          return request.replies.jackpotPlaced(done.betCode, done.stake, currency);
        if (done.kind === 'none') return request.replies.noJackpot();
        if (done.kind === 'count') return request.replies.jackpotCount(done.needed);
        return request.replies.refused(done.message);
      });
    case 'bet': {
      const built = await keypadSlip(ctx, command.legs, command.stake);
      if (!('slip' in built)) return outcomeReply(ctx, request, built);
      return asBettor(ctx, profile, 'sms', async (user) =>
        outcomeReply(ctx, request, await placeKeypadSlip(ctx, user, built.slip, key)),
      );
    }
    case 'confirm': {
      const pending = await takePendingBet(ctx.db, request.mobile, ctx.now());
      if (!pending) return request.replies.nothingToConfirm();
      // Keyed by the YES message: a replayed YES replays this placement, nothing more.
      return asBettor(ctx, profile, 'sms', async (user) =>
        outcomeReply(ctx, request, await placeKeypadSlip(ctx, user, pending.slip, key)),
      );
    }
  }
}

async function outcomeReply(
  ctx: AppContext,
  request: Asked,
  outcome: KeypadBetOutcome,
): Promise<string> {
  const currency = currencyOf(request);
  switch (outcome.kind) {
    case 'placed':
      return outcome.pending
        ? request.replies.betPending(outcome.betCode)
        : request.replies.betPlaced(
            outcome.betCode,
            outcome.legs,
            outcome.stake,
            outcome.possibleWin,
            currency,
          );
    case 'moved': {
      await holdForConfirmation(ctx, request, outcome.slip);
      return request.replies.oddsChanged(
        outcome.moved,
        outcome.stake,
        outcome.possibleWin,
        currency,
        Math.round(ctx.env.sms.confirmWindowSeconds / 60),
      );
    }
    case 'unknown-game':
      return request.replies.unknownGame(outcome.gameId);
    case 'no-pick':
      return request.replies.noPick(outcome.gameId, outcome.code);
    case 'refused':
      return request.replies.refused(outcome.message);
  }
}

async function holdForConfirmation(ctx: AppContext, request: Asked, slip: PendingSlip) {
  const now = ctx.now();
  await savePendingBet(ctx.db, {
    mobile: request.mobile,
    gatewayId: request.gatewayId,
    slip,
    expiresAt: new Date(now.getTime() + ctx.env.sms.confirmWindowSeconds * 1000),
    now,
  });
}
