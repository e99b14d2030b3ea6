import { placeBetBodySchema, type ChangedOdd } from '@shangwe/contract';
import { BET_TYPE, type KeypadLeg } from '@shangwe/domain';
import { betPlacer } from '../betting/bet-placer';
import { betDetailReader } from '../wagers/bet-reader';
import { quoteBet } from '../wagers/slip-quote';
import type { SessionUser } from '../auth/session';
import { catalogStoreFor } from '../catalog/catalog-store';
import type { AppContext } from '../platform/context';
import { keypadRefusal } from './keypad-money';
import { openMatchesByGameId, type PendingSlip } from './sms-repository';

/** What came of a keypad bet. */
export type KeypadBetOutcome =
  | {
      kind: 'placed';
      betCode: string;
      pending: boolean;
      legs: PendingSlip['legs'];
      stake: number;
      possibleWin: number;
    }
  /** A price moved since the bettor's message: the slip at the new prices, to confirm. */
  | {
      kind: 'moved';
      slip: PendingSlip;
      moved: { gameId: number; code: string; was: number; now: number }[];
      stake: number;
      possibleWin: number;
    }
  | { kind: 'unknown-game'; gameId: number }
  | { kind: 'no-pick'; gameId: number; code: string }
  | { kind: 'refused'; message: string };

/**
 * Turns keypad legs into the web's betslip: each game id names an open match, each pick code a
 * market outcome, priced as the catalog shows it right now (what the bettor would see on the
 * site). Prematch or live follows the match.
 */
export async function keypadSlip(
  ctx: AppContext,
  legs: readonly KeypadLeg[],
  stake: string,
): Promise<
  { slip: PendingSlip } | Extract<KeypadBetOutcome, { kind: 'unknown-game' | 'no-pick' }>
> {
  const byGameId = await openMatchesByGameId(
    ctx.db,
    legs.map((l) => l.gameId),
  );
  for (const leg of legs)
    if (!byGameId.has(leg.gameId)) return { kind: 'unknown-game', gameId: leg.gameId };
  const store = await catalogStoreFor(ctx);
  await store.settled();
  const states = store.lookupSelections(
    legs.map((l) => ({
      parent_match_id: byGameId.get(l.gameId)!,
      sub_type_id: l.pick.sub_type_id,
      special_bet_value: l.pick.special_bet_value,
      odd_key: l.pick.odd_key,
    })),
    ctx.now(),
  );
  const betslip: Record<string, unknown>[] = [];
  const shown: PendingSlip['legs'] = [];
  for (let i = 0; i < legs.length; i += 1) {
    const leg = legs[i]!;
    const state = states[i]!;
    if (!state.found || !(state.odd_value > 1))
      return { kind: 'no-pick', gameId: leg.gameId, code: leg.pick.code };
    betslip.push({
      parent_match_id: state.parent_match_id,
      sub_type_id: state.sub_type_id,
      special_bet_value: state.special_bet_value,
      bet_pick: state.odd_key,
      outcome_id: state.outcome_id,
      odd_value: state.odd_value,
      sport_id: state.sport_id,
      bet_type: state.live ? BET_TYPE.live : BET_TYPE.prematch,
    });
    shown.push({ gameId: leg.gameId, code: leg.pick.code, odds: state.odd_value });
  }
  return { slip: { body: { stake, betslip }, legs: shown } };
}

/**
 * Places a slip through the sportsbook's own placer (the wager pipeline: the same judging,
 * limits, responsible-gambling checks, ledger and idempotency as POST /api/v2/bet). `key` makes
 * a replayed message or a retried YES place nothing twice.
 */
export async function placeKeypadSlip(
  ctx: AppContext,
  user: SessionUser,
  slip: PendingSlip,
  key: string,
): Promise<KeypadBetOutcome> {
  const parsed = placeBetBodySchema.safeParse({ ...slip.body, src: 'sms' });
  if (!parsed.success)
    return { kind: 'refused', message: parsed.error.issues[0]?.message ?? 'Invalid bet' };
  const body = parsed.data;
  try {
    const placed = await betPlacer(ctx, user.token, body, key);
    const bet = await betDetailReader(
      ctx,
      user.profileId,
      placed.body.bet_id !== null ? { id: placed.body.bet_id } : { ref: placed.body.ref },
    );
    return {
      kind: 'placed',
      betCode: bet.short_bet_id,
      pending: bet.status === 'pending',
      legs: slip.legs,
      stake: bet.stake,
      possibleWin: bet.final_payout || bet.possible_win,
    };
  } catch (error) {
    const code = (error as { code?: string }).code;
    const details = (error as { details?: { changed_odds?: ChangedOdd[] } }).details;
    if (code === 'BET_ODDS_CHANGED' && details?.changed_odds) {
      return movedSlip(user, slip, details.changed_odds);
    }
    const message = keypadRefusal(error);
    if (message === null) throw error;
    return { kind: 'refused', message };
  }
}

function movedSlip(user: SessionUser, slip: PendingSlip, changed: ChangedOdd[]): KeypadBetOutcome {
  const betslip = (slip.body.betslip as Record<string, unknown>[]).map((leg) => ({ ...leg }));
  const legs = slip.legs.map((l) => ({ ...l }));
  const moved: { gameId: number; code: string; was: number; now: number }[] = [];
  for (const c of changed) {
    const i = betslip.findIndex(
      (leg) =>
        leg.parent_match_id === c.parent_match_id &&
        leg.sub_type_id === c.sub_type_id &&
        leg.bet_pick === c.bet_pick,
    );
    if (i < 0) continue;
    betslip[i]!.odd_value = c.new_odd;
    moved.push({ gameId: legs[i]!.gameId, code: legs[i]!.code, was: c.old_odd, now: c.new_odd });
    legs[i]!.odds = c.new_odd;
  }
  const stake = Number(slip.body.stake);
  const quote = quoteBet(user.country, {
    stake,
    odds: legs.map((l) => l.odds),
    live: betslip.some((leg) => leg.bet_type === BET_TYPE.live),
  });
  return {
    kind: 'moved',
    slip: { body: { ...slip.body, betslip }, legs },
    moved,
    stake,
    possibleWin: quote.finalPayoutCents / 100,
  };
}
