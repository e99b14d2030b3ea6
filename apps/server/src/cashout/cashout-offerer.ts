import {
  CASHOUT_AVAILABLE_MESSAGE,
  NOTIFICATION_OTHER_TITLES,
  type CashoutExecuteResponse,
  type CashoutOffer,
  type CashoutValidateBody,
} from '@shangwe/contract';
import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/context';
import { notify, publishNotices, type Notice } from '../notifications/notification-writer';
import { badRequest, conflict, forbidden, notFound } from '../platform/errors';
import { hashRequest, withIdempotency, type IdempotentResult } from '../wallet/idempotency';
import { house, post, userCash } from '../wallet/ledger';
import { betMetrics } from '../wagers/bet-metrics';
import {
  findBet,
  findLegs,
  insertBetEvent,
  lockBet,
  transitionBet,
  type BetRow,
  type LegRow,
} from '../wagers/bet-store';
import { legPickKey, lookupPicks, pickProblem, selectionMatchName } from '../catalog/current-picks';
import { toMajor, toMinor } from '../wagers/bet-presenter';
import { insertCashout, isWhitelisted, loadRules } from './cashout-repository';
import {
  cashoutCurrentTotalHundredths,
  cashoutLegs,
  cashoutValue,
  cents,
  type CashoutLeg,
} from '@shangwe/domain';
import { countryConfigOf } from '../wagers/slip-quote';
import { shikishaCurrentOdd } from '../shikisha/shikisha-cashout';
import { SHIKISHA_PRODUCT } from '../shikisha/shikisha-wager';

/** Whether a profile may cash out: the whitelist table, or everyone when CASHOUT_ALL_PROFILES=1. */
export async function cashoutAllowed(
  ctx: AppContext,
  db: Queryable,
  profileId: number,
): Promise<boolean> {
  return ctx.env.cashoutAllProfiles || (await isWhitelisted(db, profileId));
}

async function rulesOf(db: Queryable) {
  const rules = await loadRules(db);
  const values = (name: string) =>
    new Set(rules.find((r) => r.rule_name === name)?.rule_values ?? []);
  return { sports: values('sport'), subTypeIds: values('sub_type_id') };
}

/** The first reason a set of picks is outside the cash-out rules, or null. */
async function ruleProblem(
  db: Queryable,
  picks: ReadonlyArray<{ sport_id: number | null; sub_type_id: number; match: string }>,
): Promise<string | null> {
  const rules = await rulesOf(db);
  for (const pick of picks) {
    if (pick.sport_id === null || !rules.sports.has(pick.sport_id)) {
      return `Cashout is not available for the sport of ${pick.match}`;
    }
    if (!rules.subTypeIds.has(pick.sub_type_id))
      return `Cashout is not available for the market picked on ${pick.match}`;
  }
  return null;
}

/**
 * POST /api/v2/cashout/validate: whether a slip about to be placed will be cash-out eligible
 * (whitelisted profile, every pick's sport and market in the cash-out settings).
 */
export async function cashoutValidator(
  ctx: AppContext,
  profileId: number,
  body: CashoutValidateBody,
): Promise<{ status: 'success'; message: string }> {
  if (!(await cashoutAllowed(ctx, ctx.db, profileId))) {
    throw forbidden('Cashout is not available for your account', 'CASHOUT_NOT_WHITELISTED');
  }
  const selections = await lookupPicks(
    ctx.db,
    body.bet_slips.map((s) => ({
      parent_match_id: s.parent_match_id,
      sub_type_id: s.sub_type_id,
      special_bet_value: s.special_bet_value,
      odd_key: s.bet_pick,
      outcome_id: s.outcome_id,
    })),
    ctx.now(),
  );
  const picks = selections.map((sel, i) => {
    const slip = body.bet_slips[i]!;
    if (!sel.found) {
      throw badRequest(
        `Match ${slip.parent_match_id} is not available for betting`,
        'BET_SELECTION_UNKNOWN',
      );
    }
    return { sport_id: sel.sport_id, sub_type_id: sel.sub_type_id, match: selectionMatchName(sel) };
  });
  const problem = await ruleProblem(ctx.db, picks);
  if (problem) throw badRequest(problem, 'CASHOUT_NOT_ELIGIBLE');
  return { status: 'success', message: CASHOUT_AVAILABLE_MESSAGE };
}

/** The current offer of a bet, computed from the catalog's prices now. */
async function computeOffer(
  ctx: AppContext,
  db: Queryable,
  bet: BetRow,
  legs: readonly LegRow[],
): Promise<CashoutOffer> {
  const base = {
    bet_id: bet.id,
    stake: toMajor(bet.stake),
    placed_total_odd: Number(bet.total_odd),
  };
  const none = (reason: string, current = 0): CashoutOffer => ({
    ...base,
    available: false,
    amount: 0,
    current_total_odd: current,
    reason,
  });
  if (bet.status !== 'open') return none('Cashout is only available on open bets');
  if (!(await cashoutAllowed(ctx, db, bet.profile_id)))
    return none('Cashout is not available for your account');
  if (legs.some((l) => l.status === 'lost')) return none('A pick on this bet has lost');
  // A free bet's stake was never the bettor's money: it wins the profit or nothing (offers/).
  if (bet.free_bet_id !== null) return none('Cashout is not available for free bets');
  if (bet.product === SHIKISHA_PRODUCT) {
    // One combined price: the joint model's price of the open picks now (shikisha/README.md).
    const now = await shikishaCurrentOdd(ctx, db, legs);
    if (typeof now === 'string') return none(now);
    return offerFrom([{ placedOdds: Number(bet.total_odd), currentOdds: now, state: 'open' }]);
  }
  const rule = await ruleProblem(
    db,
    legs.map((l) => ({
      sport_id: l.sport_id,
      sub_type_id: l.sub_type_id,
      match: `${l.home_team} vs ${l.away_team}`,
    })),
  );
  if (rule) return none(rule);
  const selections = await lookupPicks(db, legs.map(legPickKey), ctx.now());
  const priced: Array<{ placedOdds: number; currentOdds: number; state: CashoutLeg['state'] }> = [];
  for (const [i, leg] of legs.entries()) {
    const sel = selections[i]!;
    const placedOdds = Number(leg.odd_value);
    const result = leg.status !== 'open' ? leg.status : sel.found ? sel.result : null;
    if (result === 'lost') return none('A pick on this bet has lost');
    if (result === 'won' || result === 'void') {
      priced.push({ placedOdds, currentOdds: 1, state: result });
      continue;
    }
    // An open leg needs a live price: a suspended or finished market has none to cash out at.
    if (!sel.found || pickProblem(sel, true) !== null) {
      return none(
        `Cashout is suspended while ${sel.found ? selectionMatchName(sel) : `match ${leg.parent_match_id}`} is not open for betting`,
      );
    }
    priced.push({ placedOdds, currentOdds: sel.odd_value, state: 'open' });
  }
  return offerFrom(priced);

  function offerFrom(
    priced: Array<{ placedOdds: number; currentOdds: number; state: CashoutLeg['state'] }>,
  ): CashoutOffer {
    const cashoutLegsNow = cashoutLegs(priced);
    const current = cashoutCurrentTotalHundredths(cashoutLegsNow) / 100;
    const amount = cashoutValue(
      { stake: cents(bet.stake), legs: cashoutLegsNow, finalPayout: cents(bet.final_payout) },
      countryConfigOf(bet.country),
    );
    if (amount <= 0) return none('No cashout value is available for this bet', current);
    return {
      ...base,
      available: true,
      amount: toMajor(amount),
      current_total_odd: current,
      reason: null,
    };
  }
}

/** GET /api/v2/cashout/offer: the bettor's own bet only. */
export async function cashoutOfferer(
  ctx: AppContext,
  profileId: number,
  betId: number,
): Promise<CashoutOffer> {
  const bet = await findBet(ctx.db, betId);
  if (!bet || bet.profile_id !== profileId) throw notFound('Bet not found', 'BET_NOT_FOUND');
  return computeOffer(ctx, ctx.db, bet, await findLegs(ctx.db, [betId]));
}

/**
 * POST /api/v2/cashout: pays the current offer, exactly once. The offer is recomputed on the
 * locked bet; if it moved from what the bettor saw, a 409 gives the new amount to confirm.
 */
export async function cashoutExecutor(
  ctx: AppContext,
  profileId: number,
  body: { bet_id: number; amount: number },
  idempotencyKey: string | undefined,
): Promise<IdempotentResult<CashoutExecuteResponse> & { replayed: boolean }> {
  const now = ctx.now();
  // Written in the cash-out's transaction (the last attempt's, if it is retried), sent after.
  let notice: Notice | null = null;
  const result = await withIdempotency(
    ctx,
    `cashout:${profileId}`,
    idempotencyKey,
    hashRequest({ bet_id: body.bet_id, amount: body.amount }),
    async (tx) => {
      const bet = await lockBet(tx, body.bet_id);
      if (!bet || bet.profile_id !== profileId) throw notFound('Bet not found', 'BET_NOT_FOUND');
      if (bet.status === 'cashed_out')
        throw conflict('This bet has already been cashed out', 'CASHOUT_DONE');
      const legs = await findLegs(tx, [bet.id]);
      const offer = await computeOffer(ctx, tx, bet, legs);
      if (!offer.available)
        throw badRequest(
          offer.reason ?? 'Cashout is not available for this bet',
          'CASHOUT_UNAVAILABLE',
        );
      if (toMinor(offer.amount) !== toMinor(body.amount)) {
        throw conflict(
          `The cashout amount has changed to ${offer.amount.toFixed(2)}. Please confirm the new amount.`,
          'CASHOUT_AMOUNT_CHANGED',
          {
            offer,
          },
        );
      }
      const amountCents = toMinor(offer.amount);
      if (
        !(await insertCashout(tx, {
          bet_id: bet.id,
          profile_id: profileId,
          amount: amountCents,
          placed_total_odd: offer.placed_total_odd,
          current_total_odd: offer.current_total_odd,
          at: now,
        }))
      ) {
        throw conflict('This bet has already been cashed out', 'CASHOUT_DONE');
      }
      await transitionBet(tx, bet.id, 'open', 'cashed_out', {
        amount_paid: amountCents,
        settled_at: now,
      });
      await post(tx, {
        kind: 'cashout',
        reference: bet.id,
        profileId,
        idempotencyKey: `cashout:${bet.id}`,
        legs: [
          { account: house('stakes'), amountCents: -bet.stake },
          { account: house('cashouts'), amountCents: bet.stake - amountCents },
          { account: userCash(profileId), amountCents: amountCents },
        ],
      });
      await insertBetEvent(
        tx,
        bet.id,
        'cashed_out',
        'open',
        'cashed_out',
        { amount: amountCents },
        now,
      );
      const message = `Bet ${bet.short_id} cashed out for ${offer.amount.toFixed(2)}.`;
      notice = await notify(
        tx,
        {
          profileId,
          type: 'cashout',
          level: 'success',
          title: NOTIFICATION_OTHER_TITLES.cashout,
          message,
          params: { bet_id: bet.id, bet_ref: bet.ref },
        },
        now,
      );
      return {
        statusCode: 200,
        body: {
          message,
          bet_id: bet.id,
          amount: offer.amount,
          status: 'cashed_out' as const,
        },
      };
    },
  );
  if (!result.replayed) {
    betMetrics(ctx).cashouts.inc();
    await publishNotices(ctx, [notice]);
  }
  return result;
}
