import type { FreeJackpotEntryBody, JackpotEntryBody, JackpotKind } from '@shangwe/contract';
import { BET_TYPE, JACKPOT_POOL_KINDS, PRODUCT, toCents } from '@shangwe/domain';
import type { SessionUser } from '../auth/session';
import type { AppContext } from '../platform/context';
import type { WagerPresenter } from '../wagers/bet-presenter';
import {
  isRefusal,
  refusal,
  type Claim,
  type PricedWager,
  type Refusal,
  type WagerProduct,
  profileRefusal,
  storedPlacementAnswer,
} from '../wagers/wager-product';
import { entryCompanion, entryLegs, markEntryLegs } from './entry-legs';
import { judgeEventSlip, type JudgedSlip } from './event-slip';
import { hasEntry } from './jackpot-repository';

type Slip = JackpotEntryBody | FreeJackpotEntryBody;

/** The wager of a judged pool entry: stake = lines × stake per line, no odds, no tax yet. */
function pricedEntry(judged: JudgedSlip, bettor: SessionUser, stakeSent: number | undefined) {
  const { event, matches, picks, lines } = judged;
  const stake = lines * event.stake_per_line;
  if (stakeSent !== undefined && toCents(stakeSent) !== stake) {
    return refusal(
      'jackpot_stake',
      'JACKPOT_STAKE_MISMATCH',
      `The stake for ${lines} ${lines === 1 ? 'line' : 'lines'} is ${(stake / 100).toFixed(2)}: lines × stake per line`,
    );
  }
  // The pool's own code: the match count (the slip's jackpot type) is the event's, not a bet type.
  const betType = BET_TYPE.jackpotPool;
  const priced: PricedWager = {
    bet: {
      bet_type: betType,
      stake,
      excise_tax: 0,
      total_odd: 1,
      possible_win: 0,
      withholding_tax: 0,
      bonus: 0,
      final_payout: 0,
      points: 0,
    },
    legs: entryLegs(matches, picks, betType, null),
    judged: null,
    decideAfterSeconds: null,
    metricType: `jackpot_${event.kind}`,
    companion: entryCompanion({
      event,
      profileId: bettor.profileId,
      picks,
      lines,
      stakePerLineCents: event.stake_per_line,
      odds: null,
    }),
  };
  return priced;
}

/** A jackpot entry's legs carry several outcomes ('1X'): My Bets shows its lines. */
export const ENTRY_PRESENTER: WagerPresenter = { lined: true };

/** A pool product's wager: the event-level settler moves its money (wagers/pool-settler.ts). */
function poolProduct<S extends Slip>(
  name: string,
  scope: string,
  kinds: readonly JackpotKind[],
  stakeOf: (slip: S) => number | undefined,
  extraCheck?: (
    ctx: AppContext,
    bettor: SessionUser,
    judged: JudgedSlip,
  ) => Promise<Refusal | null>,
): WagerProduct<S> {
  return {
    name,
    scope,
    judge: profileRefusal,
    pricer: {
      async fromDatabase(ctx, bettor, slip, now, claim: Claim | null) {
        const stored = await storedPlacementAnswer(ctx.db, claim);
        if (stored) return { stored, priced: refusal('replay', 'CONFLICT') };
        const judged = await judgeEventSlip(
          ctx.db,
          slip.event_id,
          bettor.country,
          kinds,
          slip.selectedOdds,
          now,
        );
        if (isRefusal(judged)) return { stored: null, priced: judged };
        const refused = extraCheck ? await extraCheck(ctx, bettor, judged) : null;
        if (refused) return { stored: null, priced: refused };
        return { stored: null, priced: pricedEntry(judged, bettor, stakeOf(slip)) };
      },
    },
    placedMessage: (shortId) => `Your jackpot entry ${shortId} has been placed. Good luck!`,
    decidedMessage: (shortId) => `Your jackpot entry ${shortId} has been placed.`,
    decide: () => Promise.resolve(null),
    // Pool entries are paid by the event's settlement (all entries at once); here only the
    // legs are marked as their matches are resulted.
    async settle(tx, bet, legs, now) {
      await markEntryLegs(tx, bet.id, legs, now);
      return { outcome: null };
    },
    presenter: ENTRY_PRESENTER,
    refusalOfWriteError(error) {
      const constraint = (error as { constraint?: string } | null)?.constraint;
      return constraint === 'jackpot_entries_free_once'
        ? refusal('free_jackpot_twice', 'FREE_JACKPOT_ALREADY_ENTERED')
        : null;
    },
  };
}

/** Grand, midweek, 20M and bingwa entries (bets.product JACKPOT). */
export const jackpotEntry = poolProduct<JackpotEntryBody>(
  PRODUCT.jackpot,
  'jackpot',
  JACKPOT_POOL_KINDS,
  (slip) => slip.stake,
);

/** Split pot entries: one line for the fixed entry stake (bets.product SPLIT_POT). */
export const splitPotEntry = poolProduct<JackpotEntryBody>(
  PRODUCT.splitPot,
  'splitpot',
  ['splitpot'],
  (slip) => slip.stake,
);

/** The free jackpot: one free line per bettor per free event, no money in (FREE_JACKPOT). */
export const freeJackpotEntry = poolProduct<FreeJackpotEntryBody>(
  PRODUCT.freeJackpot,
  'freejackpot',
  ['free'],
  () => undefined,
  async (ctx, bettor, judged) =>
    (await hasEntry(ctx.db, judged.event.id, bettor.profileId))
      ? refusal('free_jackpot_twice', 'FREE_JACKPOT_ALREADY_ENTERED')
      : null,
);

/** Every pool product, by bets.product. */
export const POOL_PRODUCTS = [jackpotEntry, splitPotEntry, freeJackpotEntry] as const;
