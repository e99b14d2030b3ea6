import { randomBytes, randomInt } from 'node:crypto';
import type { PlaceBetResponse } from '@shangwe/contract';
import {
  hashToken,
  rememberedSession,
  requireTokenSession,
  type SessionUser,
} from '../auth/session';
import type { AppContext } from '../platform/context';
import {
  findStoredAnswer,
  hashRequest,
  isKeyAlreadyStored,
  replayAnswer,
  replayStored,
  requireIdempotencyKey,
  type IdempotentResult,
} from '../wallet/idempotency';
import { getBalances, HOUSE_ACCOUNTS } from '../wallet/ledger';
import { insertBet, type NewBet } from './bet-store';
import { betMetrics } from './bet-metrics';
import { placementWriter } from './placement-batcher';
import type { Queryable } from '../db/database';
import { DomainError } from '../platform/errors';
import { judgeStake } from '../responsible-gambling/rg-guard';
import {
  isRefusal,
  refusal,
  type Claim,
  type PricedWager,
  type Refusal,
  type WagerExtra,
  type WagerProduct,
} from './wager-product';
import { isOverLiability, raceLostRefusal } from './trading-limits';

/** Alphabet of short bet ids and refs: no look-alikes, easy to read out on the phone. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A random code of `length` characters (short bet ids for /b/{shortBetId}). */
export function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export const INSUFFICIENT_BALANCE_MESSAGE =
  'Your current balance is too low to place this bet. Deposit now.';

/** The refusals of the responsible-gambling check (rg-guard.ts). */
const RG_REFUSALS = new Set(['DATE_OF_BIRTH_NEEDED', 'RG_EXCLUDED', 'RG_LIMIT_REACHED']);

/** What a placement answers, and whether it replays an earlier one. */
export type Placement = IdempotentResult<PlaceBetResponse> & { replayed: boolean };

/** Counts a refusal by reason in bets_rejected_total and throws its error. */
function refuse(ctx: AppContext, refusal: Refusal): never {
  betMetrics(ctx).rejected.inc({ reason: refusal.reason });
  throw refusal.error;
}

/** What a placement request carries besides its product's slip. */
export interface WagerRequest<Slip> {
  /** The session token, if any. */
  token: string | undefined;
  slip: Slip;
  /** The request's meaningful fields (not the token or the key): they identify it for its key. */
  meaningful: unknown;
  idempotencyKey: string | undefined;
  extra: WagerExtra;
}

/**
 * Places a wager of any product: judge (the domain on the slip) → price (the product's pricing
 * source, judged by the domain) → debit and write (one statement through the wallet, its own
 * transaction) → decided at once, or 'pending' until the decider's turn.
 *
 * Priced first from a copy kept in memory when the product has one: the write then checks the
 * database still holds what was judged, so the usual placement is one round trip. When it does
 * not (a price just moved, a session ended in another process), or the memory copy refuses the
 * slip, nothing was written and the database has the last word.
 */
export async function placeWager<Slip>(
  ctx: AppContext,
  product: WagerProduct<Slip>,
  request: WagerRequest<Slip>,
): Promise<Placement> {
  const { token } = request;
  const now = ctx.now();
  // A session this process read before is checked by the write itself, not read again.
  const remembered = token ? rememberedSession(token, now) : null;
  let bettor = remembered ?? (await requireTokenSession(ctx, token, now));
  const refused = product.judge(bettor, request.slip);
  if (refused || request.idempotencyKey === undefined) {
    // An ended session answers 401 before any other refusal.
    if (remembered) await requireTokenSession(ctx, token, now);
    if (refused) refuse(ctx, refused);
  }
  // Every placement carries its key, so a retry of a lost answer never stakes twice.
  const claim: Claim = {
    scope: `${product.scope}:${bettor.profileId}`,
    key: requireIdempotencyKey(request.idempotencyKey),
    requestHash: hashRequest(request.meaningful),
  };

  if (product.pricer.fromMemory) {
    const priced = await product.pricer.fromMemory(ctx, bettor, request.slip, now);
    if (!isRefusal(priced)) {
      const placed = await writeWager(ctx, product, bettor, request, claim, priced, now, {
        rememberedSession: remembered ? hashToken(token!) : null,
      });
      if (placed) {
        betMetrics(ctx).judged.inc({ catalog: 'memory' });
        return placed;
      }
    }
  }
  betMetrics(ctx).judged.inc({ catalog: 'database' });
  if (remembered) bettor = await requireTokenSession(ctx, token, now);

  const { stored, priced } = await product.pricer.fromDatabase(
    ctx,
    bettor,
    request.slip,
    now,
    claim,
  );
  // A retry of a finished request replays its answer, whatever the prices say now.
  if (stored) return replayAnswer<PlaceBetResponse>(stored, claim.requestHash);
  if (isRefusal(priced)) refuse(ctx, priced);
  const placed = await writeWager(ctx, product, bettor, request, claim, priced, now, {
    rememberedSession: null,
  });
  if (!placed) throw new Error('a wager priced from the database found it changed');
  return placed;
}

/**
 * The wager's row, field by field. Spread from `priced.bet` and `extra` and then extended, each
 * row got hidden classes of its own, which V8 keeps in the old generation: about 5.7 KB of
 * old-space garbage per bet, a full collection every few seconds under load.
 */
function betRow<Slip>(
  product: WagerProduct<Slip>,
  bettor: SessionUser,
  extra: WagerExtra,
  priced: PricedWager,
  shortId: string,
  ref: string,
  status: string,
  now: Date,
): NewBet {
  const { bet } = priced;
  return {
    short_id: shortId,
    ref,
    profile_id: bettor.profileId,
    country: bettor.country,
    product: product.name,
    bet_type: bet.bet_type,
    status,
    stake: bet.stake,
    excise_tax: bet.excise_tax,
    total_odd: bet.total_odd,
    possible_win: bet.possible_win,
    withholding_tax: bet.withholding_tax,
    bonus: bet.bonus,
    final_payout: bet.final_payout,
    points: bet.points,
    decide_at:
      priced.decideAfterSeconds === null
        ? null
        : new Date(now.getTime() + priced.decideAfterSeconds * 1000),
    share_code: extra.share_code,
    src: extra.src,
    promo_id: extra.promo_id,
    affiliate_id: extra.affiliate_id,
    free_bet_id: priced.funding?.freeBetId ?? null,
  };
}

/**
 * Debits the stake and writes the wager, or refuses it for the balance. null: what it was
 * priced on (`priced.judged`) or the remembered session no longer holds; nothing was written.
 */
async function writeWager<Slip>(
  ctx: AppContext,
  product: WagerProduct<Slip>,
  bettor: SessionUser,
  request: WagerRequest<Slip>,
  claim: Claim,
  priced: PricedWager,
  now: Date,
  check: { rememberedSession: string | null },
): Promise<Placement | null> {
  const shortId = randomCode(8);
  const ref = randomBytes(12).toString('base64url');
  const pending = priced.decideAfterSeconds !== null;
  const status = pending ? 'pending' : 'open';
  const message = product.placedMessage(shortId, pending);
  // The wager, the stake debit and the idempotent answer are written by one statement. A
  // concurrent retry with the same key fails on the key (after waiting for the first to
  // commit), which undoes its whole statement; it then replays the first answer.
  let placed: Awaited<ReturnType<typeof insertBet>>;
  // A bettor with limits, a break or no date of birth is judged in the transaction that writes
  // the wager, after locking their profile (responsible-gambling/README.md); others keep the
  // one statement, which itself refuses to write for a guarded bettor. On PostgreSQL under load
  // that statement runs in one database call with the placements arriving beside it
  // (placement-batcher.ts); it answers here only after that call committed.
  const write = (db: Queryable, rgChecked: boolean) =>
    insertBet(
      db,
      betRow(product, bettor, request.extra, priced, shortId, ref, status, now),
      priced.legs.map((leg, i) => ({ leg_no: i + 1, ...leg })),
      now,
      {
        houseAccountId: HOUSE_ACCOUNTS[product.houseAccounts?.stakes ?? 'stakes'],
        kind: 'stake',
        ...(priced.funding ? { source: priced.funding.source } : {}),
      },
      {
        scope: claim.scope,
        key: claim.key,
        requestHash: claim.requestHash,
        statusCode: 201,
        message,
        async: pending,
      },
      priced.judged,
      check.rememberedSession,
      priced.companion ?? null,
      priced.productState ?? null,
      rgChecked,
      priced.limitsInWrite === true,
    );
  try {
    placed = bettor.rgGuarded
      ? await ctx.db.transaction(async (tx) => {
          await judgeStake(tx, {
            profileId: bettor.profileId,
            stakeCents: priced.bet.stake,
            fromCash: !priced.funding,
            now,
          });
          return write(tx, true);
        })
      : await placementWriter(ctx)((db) => write(db, false), bettor.profileId, priced.legs);
  } catch (error) {
    if (error instanceof DomainError && RG_REFUSALS.has(error.code)) {
      // A retry of a wager that was placed answers as the first time, not with the limit it
      // now reaches.
      const twin = await findStoredAnswer(ctx.db, claim.scope, claim.key);
      if (twin) return replayAnswer<PlaceBetResponse>(twin, claim.requestHash);
      betMetrics(ctx).rejected.inc({ reason: 'responsible_gambling' });
      throw error;
    }
    if (isKeyAlreadyStored(error))
      return replayStored<PlaceBetResponse>(ctx.db, claim.scope, claim.key, claim.requestHash);
    // A racing bet took the selection's last liability room first (trading-limits.ts), or,
    // priced from memory with no limits read before, there was none left. A retry of a wager
    // that was placed answers as the first time.
    if (isOverLiability(error)) {
      const twin = await findStoredAnswer(ctx.db, claim.scope, claim.key);
      if (twin) return replayAnswer<PlaceBetResponse>(twin, claim.requestHash);
      refuse(ctx, await raceLostRefusal(ctx.db, bettor, priced));
    }
    const refused = product.refusalOfWriteError?.(error);
    if (refused) {
      // A twin under the same key committed first and its own product row (a crash slot) is
      // what this one hit: a retry gets the first answer, not the product's refusal.
      const twin = await findStoredAnswer(ctx.db, claim.scope, claim.key);
      if (twin) return replayAnswer<PlaceBetResponse>(twin, claim.requestHash);
      refuse(ctx, refused);
    }
    throw error;
  }
  if (!placed.debited) {
    // Over a stake limit (judged by the statement, `limitsInWrite`): priced again from the
    // database, as a refusal from memory is, which replays a retry's stored answer first and
    // reads the limits for the offer.
    if (placed.stale || placed.overLimit) return null;
    // Nothing was written. A concurrent twin may have spent the balance first: replay it.
    const twin = await findStoredAnswer(ctx.db, claim.scope, claim.key);
    if (twin) return replayAnswer<PlaceBetResponse>(twin, claim.requestHash);
    // A free bet another placement used (or that expired) first: it is gone, not the cash.
    if (priced.funding) refuse(ctx, priced.funding.unavailable);
    const { cashCents } = await getBalances(ctx.db, bettor.profileId);
    refuse(
      ctx,
      refusal('insufficient_balance', 'INSUFFICIENT_BALANCE', INSUFFICIENT_BALANCE_MESSAGE, {
        insufficient_bal: true,
        balance: cashCents / 100,
      }),
    );
  }
  betMetrics(ctx).placed.inc({ bet_type: priced.metricType });
  return {
    statusCode: 201,
    replayed: false,
    body: { message, async: pending, bet_id: placed.id, ref, first_bet: placed.firstBet, status },
  };
}
