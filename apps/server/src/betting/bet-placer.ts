import { randomBytes, randomInt } from 'node:crypto';
import type { ChangedOdd, PlaceBetBody, PlaceBetResponse } from '@shangwe/contract';
import type { SessionUser } from '../auth/session';
import type { AppContext } from '../platform/context';
import { badRequest, conflict, forbidden } from '../platform/errors';
import { isUniqueViolation } from '../db/errors';
import {
  hashRequest,
  replayAnswer,
  findStoredAnswer,
  replayStored,
  type IdempotentResult,
} from '../wallet/idempotency';
import { getBalances, HOUSE_ACCOUNTS, LedgerError } from '../wallet/ledger';
import { insertBet, type NewLeg } from './betting-repository';
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

/**
 * Places a normal (prematch or live) bet: re-checks every pick and every rule against the
 * current catalog and the country's rules (never the client's figures), then debits the stake
 * and writes the bet, its ledger entries and the idempotent answer in one statement, which is
 * its own transaction: two round trips, and the bettor's balance row is locked only while that
 * statement runs. Prematch bets are open at once; a bet holding a live pick waits
 * `liveBetDelaySeconds` as 'pending' and is decided by the live bet acceptance worker.
 */
export async function betPlacer(
  ctx: AppContext,
  user: SessionUser,
  body: PlaceBetBody,
  idempotencyKey: string | undefined,
): Promise<IdempotentResult<PlaceBetResponse> & { replayed: boolean }> {
  if (body.profile_id !== undefined && body.profile_id !== user.profileId) {
    refuse(
      ctx,
      'profile_mismatch',
      forbidden('This betslip belongs to another profile', 'PROFILE_MISMATCH'),
    );
  }
  if (body.is_freebet) {
    refuse(
      ctx,
      'freebet',
      badRequest('Free bets are placed from Offers & Rewards', 'FREEBET_NOT_SUPPORTED'),
    );
  }
  const seen = new Set<number>();
  for (const leg of body.betslip) {
    if (seen.has(leg.parent_match_id)) {
      refuse(
        ctx,
        'duplicate_match',
        badRequest('Only one pick per match is allowed in a betslip', 'DUPLICATE_MATCH'),
      );
    }
    seen.add(leg.parent_match_id);
  }
  // Everything but the session token and the key itself identifies the request.
  const { token: _token, idempotency_key: _key, ...meaningful } = body;
  const claim =
    idempotencyKey === undefined
      ? null
      : {
          scope: `bet:${user.profileId}`,
          key: idempotencyKey,
          requestHash: hashRequest(meaningful),
        };
  const now = ctx.now();
  const { stored, selections } = await lookupPicksWithAnswer(
    ctx.db,
    body.betslip.map((leg) => ({
      parent_match_id: leg.parent_match_id,
      sub_type_id: leg.sub_type_id,
      special_bet_value: leg.special_bet_value,
      odd_key: leg.bet_pick,
      outcome_id: leg.outcome_id,
    })),
    now,
    claim,
  );
  // A retry of a finished request replays its answer, whatever the catalog says now.
  if (claim && stored) return replayAnswer<PlaceBetResponse>(stored, claim.requestHash);

  const found: FoundSelection[] = [];
  selections.forEach((sel, i) => {
    const problem = pickProblem(sel, body.betslip[i]!.bet_type === 8);
    if (problem !== null) {
      refuse(
        ctx,
        `selection_${problem}`,
        badRequest(problemMessage(problem, sel), `BET_SELECTION_${problem.toUpperCase()}`, {
          parent_match_id: body.betslip[i]!.parent_match_id,
        }),
      );
    }
    found.push(sel as FoundSelection);
  });

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
    refuse(
      ctx,
      'odds_changed',
      conflict(
        `Odds have changed for ${names}. Accept the new odds to place your bet.`,
        'BET_ODDS_CHANGED',
        {
          changed_odds: changed,
        },
      ),
    );
  }

  const live = found.some((sel) => sel.live);
  const quote: BetQuote = quoteBet(user.country, {
    stake: body.stake,
    odds: found.map((sel) => sel.odd_value),
    live,
  });
  if (quote.failure)
    refuse(ctx, quote.failure.code, badRequest(quote.failure.message, quote.failure.code));

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
  if (!Number.isSafeInteger(quote.stakeCents) || quote.stakeCents <= 0) {
    throw new LedgerError(
      `transfer amount must be a positive integer of minor units, got ${quote.stakeCents}`,
    );
  }
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
    );
  } catch (error) {
    if (claim && isUniqueViolation(error, 'idempotency_keys_pkey'))
      return replayStored<PlaceBetResponse>(ctx.db, claim.scope, claim.key, claim.requestHash);
    throw error;
  }
  if (!placed.debited) {
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
