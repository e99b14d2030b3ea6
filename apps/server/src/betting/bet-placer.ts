import { randomBytes, randomInt } from 'node:crypto';
import type { ChangedOdd, PlaceBetBody, PlaceBetResponse } from '@shangwe/contract';
import {
  hashToken,
  rememberedSession,
  requireTokenSession,
  type SessionUser,
} from '../auth/session';
import type { AppContext } from '../platform/context';
import { badRequest, conflict, forbidden } from '../platform/errors';
import {
  hashRequest,
  replayAnswer,
  findStoredAnswer,
  isKeyAlreadyStored,
  replayStored,
  type IdempotentResult,
} from '../wallet/idempotency';
import { getBalances, HOUSE_ACCOUNTS } from '../wallet/ledger';
import { insertBet, type NewLeg } from './betting-repository';
import { catalogStoreFor } from '../catalog/catalog-store';
import type { SelectionLookup } from '../catalog/selection-lookup';
import {
  lookupPicksWithAnswer,
  pickProblem,
  problemMessage,
  selectionMatchName,
  type FoundSelection,
} from './current-picks';
import { quoteBet, type BetQuote } from './slip-quote';
import { betMetrics } from './betting-metrics';

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

/** A reason a bet is refused, counted by reason in bets_rejected_total. */
function refuse(ctx: AppContext, reason: string, error: Error): never {
  betMetrics(ctx).rejected.inc({ reason });
  throw error;
}

/** A claim on an idempotency key: the scope, the key and the hash of the request. */
interface Claim {
  scope: string;
  key: string;
  requestHash: string;
}

type Placement = IdempotentResult<PlaceBetResponse> & { replayed: boolean };

/** What is wrong with the request whatever the catalog says, if anything. */
function requestRefusal(
  user: SessionUser,
  body: PlaceBetBody,
): { reason: string; error: Error } | null {
  if (body.profile_id !== undefined && body.profile_id !== user.profileId) {
    return {
      reason: 'profile_mismatch',
      error: forbidden('This betslip belongs to another profile', 'PROFILE_MISMATCH'),
    };
  }
  if (body.is_freebet) {
    return {
      reason: 'freebet',
      error: badRequest('Free bets are placed from Offers & Rewards', 'FREEBET_NOT_SUPPORTED'),
    };
  }
  const seen = new Set<number>();
  for (const leg of body.betslip) {
    if (seen.has(leg.parent_match_id)) {
      return {
        reason: 'duplicate_match',
        error: badRequest('Only one pick per match is allowed in a betslip', 'DUPLICATE_MATCH'),
      };
    }
    seen.add(leg.parent_match_id);
  }
  return null;
}

/** The verdict on a slip against a state of the catalog: accepted with its quote, or why not. */
type Judgement =
  | { ok: true; found: FoundSelection[]; quote: BetQuote; live: boolean }
  | { ok: false; reason: string; error: Error };

/**
 * Judges the picks (found, open, at the prices the bettor saw) and the country's rules on the
 * stake and odds (the domain quote), against the given state of the catalog.
 */
function judgeSlip(
  user: SessionUser,
  body: PlaceBetBody,
  selections: SelectionLookup[],
): Judgement {
  const found: FoundSelection[] = [];
  for (const [i, sel] of selections.entries()) {
    const problem = pickProblem(sel, body.betslip[i]!.bet_type === 8);
    if (problem !== null) {
      return {
        ok: false,
        reason: `selection_${problem}`,
        error: badRequest(problemMessage(problem, sel), `BET_SELECTION_${problem.toUpperCase()}`, {
          parent_match_id: body.betslip[i]!.parent_match_id,
        }),
      };
    }
    found.push(sel as FoundSelection);
  }

  // Prices are compared in hundredths: a moved odd, better or worse, must be accepted first.
  const changed: ChangedOdd[] = [];
  found.forEach((sel, i) => {
    const leg = body.betslip[i]!;
    if (Math.round(sel.odd_value * 100) !== Math.round(leg.odd_value * 100)) {
      changed.push({
        parent_match_id: sel.parent_match_id,
        sub_type_id: sel.sub_type_id,
        special_bet_value: sel.special_bet_value,
        bet_pick: sel.odd_key,
        outcome_id: sel.outcome_id,
        old_odd: leg.odd_value,
        new_odd: sel.odd_value,
        match: selectionMatchName(sel),
      });
    }
  });
  if (changed.length > 0) {
    const names = changed.map((c) => c.match).join(', ');
    return {
      ok: false,
      reason: 'odds_changed',
      error: conflict(
        `Odds have changed for ${names}. Accept the new odds to place your bet.`,
        'BET_ODDS_CHANGED',
        { changed_odds: changed },
      ),
    };
  }

  const live = found.some((sel) => sel.live);
  const quote: BetQuote = quoteBet(user.country, {
    stake: body.stake,
    odds: found.map((sel) => sel.odd_value),
    live,
  });
  if (quote.failure) {
    return {
      ok: false,
      reason: quote.failure.code,
      error: badRequest(quote.failure.message, quote.failure.code),
    };
  }
  return { ok: true, found, quote, live };
}

/**
 * Places a normal (prematch or live) bet: re-checks every pick and every rule against the
 * current catalog and the country's rules (never the client's figures), then debits the stake
 * and writes the bet, its ledger entries and the idempotent answer in one statement, which is
 * its own transaction. Prematch bets are open at once; a bet holding a live pick waits
 * `liveBetDelaySeconds` as 'pending' and is decided by the live bet acceptance worker.
 *
 * The slip is judged first against the catalog this process keeps in memory, and that one
 * statement writes the bet only if the database still holds the state it was judged on: one
 * round trip. When the memory copy trails the database (a price just moved), or the slip is
 * refused, it is judged again against the database, which has the last word.
 */
export async function betPlacer(
  ctx: AppContext,
  token: string | undefined,
  body: PlaceBetBody,
  idempotencyKey: string | undefined,
): Promise<Placement> {
  const now = ctx.now();
  // A session this process read before is checked by the write itself, not read again.
  const remembered = token ? rememberedSession(token, now) : null;
  let user = remembered ?? (await requireTokenSession(ctx, token, now));
  const refusal = requestRefusal(user, body);
  if (refusal) {
    // An ended session answers 401 before any other refusal.
    if (remembered) await requireTokenSession(ctx, token, now);
    refuse(ctx, refusal.reason, refusal.error);
  }
  // Everything but the session token and the key itself identifies the request.
  const { token: _token, idempotency_key: _key, ...meaningful } = body;
  const claim: Claim | null =
    idempotencyKey === undefined
      ? null
      : {
          scope: `bet:${user.profileId}`,
          key: idempotencyKey,
          requestHash: hashRequest(meaningful),
        };
  const picks = body.betslip.map((leg) => ({
    parent_match_id: leg.parent_match_id,
    sub_type_id: leg.sub_type_id,
    special_bet_value: leg.special_bet_value,
    odd_key: leg.bet_pick,
    outcome_id: leg.outcome_id,
  }));

  const inMemory = judgeSlip(user, body, (await catalogStoreFor(ctx)).lookupSelections(picks, now));
  if (inMemory.ok) {
    const placed = await writeBet(ctx, user, body, claim, inMemory, now, {
      checkCatalog: true,
      rememberedSession: remembered ? hashToken(token!) : null,
    });
    if (placed) {
      betMetrics(ctx).judged.inc({ catalog: 'memory' });
      return placed;
    }
  }
  betMetrics(ctx).judged.inc({ catalog: 'database' });
  if (remembered) user = await requireTokenSession(ctx, token, now);

  const { stored, selections } = await lookupPicksWithAnswer(ctx.db, picks, now, claim);
  // A retry of a finished request replays its answer, whatever the catalog says now.
  if (claim && stored) return replayAnswer<PlaceBetResponse>(stored, claim.requestHash);
  const judgement = judgeSlip(user, body, selections);
  if (!judgement.ok) refuse(ctx, judgement.reason, judgement.error);
  const placed = await writeBet(ctx, user, body, claim, judgement, now, {
    checkCatalog: false,
    rememberedSession: null,
  });
  if (!placed) throw new Error('bet placement judged on the database found it changed');
  return placed;
}

/**
 * Debits the stake and writes the bet, or refuses it for the balance. `checkCatalog`: the slip
 * was judged on the in-memory catalog, so the statement first compares the database with it;
 * `rememberedSession`: the token hash of a session not read for this request, which the
 * statement checks is still live. null: one of them no longer holds and nothing was written.
 */
async function writeBet(
  ctx: AppContext,
  user: SessionUser,
  body: PlaceBetBody,
  claim: Claim | null,
  judgement: Extract<Judgement, { ok: true }>,
  now: Date,
  check: { checkCatalog: boolean; rememberedSession: string | null },
): Promise<Placement | null> {
  const { found, quote, live } = judgement;
  const shortId = randomCode(8);
  const ref = randomBytes(12).toString('base64url');
  const legs: NewLeg[] = found.map((sel, i) => ({
    leg_no: i + 1,
    parent_match_id: sel.parent_match_id,
    match_id: sel.match_id,
    sub_type_id: sel.sub_type_id,
    special_bet_value: sel.special_bet_value,
    bet_pick: sel.odd_key,
    outcome_id: sel.outcome_id,
    odd_value: sel.odd_value,
    sport_id: sel.sport_id,
    bet_type: sel.live ? 8 : 7,
    home_team: sel.home_team,
    away_team: sel.away_team,
    market_name: sel.market_name,
    display: sel.display,
    start_time: sel.start_time,
  }));
  const judged = check.checkCatalog
    ? found.map((sel) => ({ match_status: sel.match_status, bet_status: sel.bet_status }))
    : null;
  const status = live ? 'pending' : 'open';
  const message = live
    ? `Your live bet ${shortId} is being processed. You will be notified once it is accepted.`
    : `Bet ${shortId} placed successfully.`;
  // The bet, the stake debit and the idempotent answer are written by one statement. A
  // concurrent retry with the same key fails on the key's primary key (after waiting for the
  // first to commit), which undoes its whole statement; it then replays the first answer.
  let placed: Awaited<ReturnType<typeof insertBet>>;
  try {
    placed = await insertBet(
      ctx.db,
      {
        short_id: shortId,
        ref,
        profile_id: user.profileId,
        country: user.country,
        product: 'NORMAL',
        bet_type: live ? 8 : 7,
        status,
        stake: quote.stakeCents,
        excise_tax: quote.exciseTaxCents,
        total_odd: quote.totalOdd,
        possible_win: quote.possibleWinCents,
        withholding_tax: quote.withholdingTaxCents,
        bonus: quote.bonusCents,
        final_payout: quote.finalPayoutCents,
        points: quote.points,
        decide_at: live ? new Date(now.getTime() + ctx.env.liveBetDelaySeconds * 1000) : null,
        share_code: body.betslip.find((l) => l.share_code)?.share_code ?? null,
        src: body.src ?? null,
        promo_id: body.promo_id ?? null,
        affiliate_id: body.affiliate_id ?? null,
      },
      legs,
      now,
      { houseAccountId: HOUSE_ACCOUNTS.stakes, kind: 'stake' },
      {
        scope: claim?.scope ?? '',
        key: claim?.key ?? null,
        requestHash: claim?.requestHash ?? '',
        statusCode: 201,
        message,
        async: live,
      },
      judged,
      check.rememberedSession,
    );
  } catch (error) {
    if (claim && isKeyAlreadyStored(error))
      return replayStored<PlaceBetResponse>(ctx.db, claim.scope, claim.key, claim.requestHash);
    throw error;
  }
  if (!placed.debited) {
    if (placed.stale) return null;
    // Nothing was written. A concurrent twin may have spent the balance first: replay it.
    if (claim) {
      const twin = await findStoredAnswer(ctx.db, claim.scope, claim.key);
      if (twin) return replayAnswer<PlaceBetResponse>(twin, claim.requestHash);
    }
    const { cashCents } = await getBalances(ctx.db, user.profileId);
    refuse(
      ctx,
      'insufficient_balance',
      badRequest(INSUFFICIENT_BALANCE_MESSAGE, 'INSUFFICIENT_BALANCE', {
        insufficient_bal: true,
        balance: cashCents / 100,
      }),
    );
  }
  betMetrics(ctx).placed.inc({ bet_type: live ? 'live' : 'prematch' });
  return {
    statusCode: 201,
    replayed: false,
    body: { message, async: live, bet_id: placed.id, ref, first_bet: placed.firstBet, status },
  };
}
