import {
  exclusionMessage,
  exclusionOffersMessage,
  fitsLimit,
  limitRefusalMessage,
  limitWindow,
  type LimitPeriod,
} from '@shangwe/domain';
import type { Queryable } from '../db/database';
import { DomainError } from '../platform/errors';
import {
  depositsSince,
  exclusionInForce,
  limitsOf,
  lockBettor,
  wageringSince,
  type LimitRow,
} from './rg-repository';
import { textFormats } from './rg-texts';

/**
 * The one judgement of a guarded bettor's movement, inside the transaction that makes it:
 * the bettor's profile row is locked first, so two movements of one bettor are judged one after
 * the other and each sees what the other wrote (200 parallel bets cannot pass one daily limit).
 * Throws the refusal (403) naming the limit and when it resets; returns when the movement fits.
 */

/** Refuses while a time-out or self-exclusion is in force. */
async function refuseWhileExcluded(tx: Queryable, profileId: number, country: string, now: Date) {
  const exclusion = await exclusionInForce(tx, profileId, now);
  if (!exclusion) return;
  const { when } = textFormats(country);
  const until =
    exclusion.kind === 'self_exclusion' && now >= exclusion.ends_at
      ? '24 hours after you ask to end it'
      : when(exclusion.ends_at);
  throw new DomainError('RG_EXCLUDED', exclusionMessage(exclusion.kind, until), {
    until: exclusion.ends_at.toISOString(),
  });
}

/**
 * No marketing during a break (issue 31): refuses a promotion opt-in (the bettor) or a free-bet
 * grant (an operator) while a time-out or self-exclusion is in force. Rules that grant on their
 * own (welcome, losing accumulator, promotion awards) skip the grant instead: `grantFreeBet`.
 */
export async function refuseOffersWhileExcluded(
  db: Queryable,
  profileId: number,
  country: string,
  now: Date,
  who: 'bettor' | 'operator',
): Promise<void> {
  const exclusion = await exclusionInForce(db, profileId, now);
  if (!exclusion) return;
  const { when } = textFormats(country);
  const until =
    exclusion.kind === 'self_exclusion' && now >= exclusion.ends_at
      ? '24 hours after an end is asked for'
      : when(exclusion.ends_at);
  throw new DomainError('RG_NO_OFFERS', exclusionOffersMessage(who, until), {
    until: exclusion.ends_at.toISOString(),
  });
}

function limitRefusal(
  country: string,
  limit: LimitRow & { amount: number },
  usedCents: number,
  resetsAt: Date | null,
): DomainError {
  const { money, when } = textFormats(country);
  return new DomainError(
    'RG_LIMIT_REACHED',
    limitRefusalMessage({
      kind: limit.kind,
      period: limit.period,
      limitCents: limit.amount,
      leftCents: limit.amount - usedCents,
      resetsAt,
      money,
      when,
    }),
    {
      limit: { kind: limit.kind, period: limit.period, amount: limit.amount / 100 },
      resets_at: resetsAt?.toISOString() ?? null,
    },
  );
}

const inForce = (rows: LimitRow[], kind: LimitRow['kind']) =>
  rows.filter((r): r is LimitRow & { amount: number } => r.kind === kind && r.amount !== null);

/**
 * Judges a wager's stake: date of birth on file, no break in force, and (for cash stakes) the
 * per-bet and daily stake limits and the loss limits (an open stake counts as lost).
 */
export async function judgeStake(
  tx: Queryable,
  input: { profileId: number; stakeCents: number; fromCash: boolean; now: Date },
): Promise<void> {
  const bettor = await lockBettor(tx, input.profileId);
  if (!bettor) return;
  if (bettor.date_of_birth === null) throw new DomainError('DATE_OF_BIRTH_NEEDED');
  await refuseWhileExcluded(tx, input.profileId, bettor.country, input.now);
  if (!input.fromCash || input.stakeCents <= 0) return;
  const limits = (await limitsOf(tx, input.profileId)).filter((l) => l.amount !== null);
  const stakeLimits = inForce(limits, 'stake');
  const perBet = stakeLimits.find((l) => l.period === 'bet');
  if (perBet && input.stakeCents > perBet.amount) {
    throw limitRefusal(bettor.country, perBet, 0, null);
  }
  const periodic = [...stakeLimits.filter((l) => l.period !== 'bet'), ...inForce(limits, 'loss')];
  if (periodic.length === 0) return;
  const timezone = textFormats(bettor.country).config.timezone;
  const windows = periodic.map((l) => limitWindow(l.period as LimitPeriod, input.now, timezone));
  const used = await wageringSince(
    tx,
    input.profileId,
    windows.map((w) => w.start),
  );
  periodic.forEach((limit, i) => {
    const usedCents = limit.kind === 'stake' ? used[i]!.staked : Math.max(0, used[i]!.lost);
    if (!fitsLimit(limit.amount, usedCents, input.stakeCents)) {
      throw limitRefusal(bettor.country, limit, usedCents, windows[i]!.resetsAt);
    }
  });
}

/**
 * Judges a deposit just recorded in `tx` (so it is among the sums): no break in force, and the
 * daily, weekly and monthly deposit limits.
 */
export async function judgeDeposit(
  tx: Queryable,
  input: { profileId: number; amountCents: number; now: Date },
): Promise<void> {
  const bettor = await lockBettor(tx, input.profileId);
  if (!bettor) return;
  await refuseWhileExcluded(tx, input.profileId, bettor.country, input.now);
  const limits = inForce(await limitsOf(tx, input.profileId), 'deposit');
  if (limits.length === 0) return;
  const timezone = textFormats(bettor.country).config.timezone;
  const windows = limits.map((l) => limitWindow(l.period as LimitPeriod, input.now, timezone));
  const sums = await depositsSince(
    tx,
    input.profileId,
    windows.map((w) => w.start),
  );
  limits.forEach((limit, i) => {
    // The sum already holds this deposit.
    const before = sums[i]! - input.amountCents;
    if (!fitsLimit(limit.amount, before, input.amountCents)) {
      throw limitRefusal(bettor.country, limit, before, windows[i]!.resetsAt);
    }
  });
}
