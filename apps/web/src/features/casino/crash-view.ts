/**
 * The crash page's picture of the round: the state call's answer, then every push of the crash
 * room folded in (pure, so the page and its tests share one rule). A push for another round
 * than the one shown is either the next round (it replaces the picture) or stale (ignored).
 */
import {
  withCrashCashout,
  type CrashCashout,
  type CrashRound,
  type CrashRoundBet,
  type CrashStateResponse,
  type CrashTick,
} from '@shangwe/contract';
import type { CrashSocketEvent } from './api/crash-socket';

/** How many recent crash points the history strip keeps. */
export const RECENT_KEPT = 30;

/** The last tick, with the moment (page clock, ms) it arrived. */
export interface ReceivedTick {
  tick: CrashTick;
  at: number;
}

export interface CrashView {
  round: CrashRound;
  /** Every bet of the round, by bet_id (mine included). */
  bets: ReadonlyMap<number, CrashRoundBet>;
  /** The bet ids that are the bettor's own (from the state call and their own bet answers). */
  mine: ReadonlySet<number>;
  /** Newest first. */
  recent: readonly { round_id: number; crash_point: number }[];
  lastTick: ReceivedTick | null;
}

/** The picture from a state call. */
export function viewFromState(state: CrashStateResponse): CrashView {
  const bets = new Map<number, CrashRoundBet>();
  for (const bet of [...state.bets, ...state.my_bets]) bets.set(bet.bet_id, bet);
  return {
    round: state.round,
    bets,
    mine: new Set(state.my_bets.map((b) => b.bet_id)),
    recent: state.recent.slice(0, RECENT_KEPT),
    lastTick: null,
  };
}

function withRecent(recent: CrashView['recent'], round: CrashRound): CrashView['recent'] {
  if (round.crash_point === null || recent.some((r) => r.round_id === round.round_id))
    return recent;
  return [{ round_id: round.round_id, crash_point: round.crash_point }, ...recent].slice(
    0,
    RECENT_KEPT,
  );
}

function mergeBets(view: CrashView, bets: readonly CrashRoundBet[]): CrashView {
  const next = new Map(view.bets);
  for (const bet of bets) next.set(bet.bet_id, bet);
  return { ...view, bets: next };
}

/**
 * Bets the room announces as placed: a bet already shown (from the state call or the bettor's
 * own answer) is as new or newer, so it stays as it is.
 */
function addPlacedBets(view: CrashView, bets: readonly CrashRoundBet[]): CrashView {
  const fresh = bets.filter((b) => !view.bets.has(b.bet_id));
  return fresh.length === 0 ? view : mergeBets(view, fresh);
}

/**
 * Cash-outs name the bet by id only. A bet not shown (placed before a state answer that had
 * not seen it) stays missing until the next state call; the list is for watching, and the
 * bettor's own bets come with their own answers.
 */
function applyCashouts(view: CrashView, cashouts: readonly CrashCashout[]): CrashView {
  const cashed: CrashRoundBet[] = [];
  for (const cashout of cashouts) {
    const bet = view.bets.get(cashout.bet_id);
    if (bet) cashed.push(withCrashCashout(bet, cashout));
  }
  return cashed.length === 0 ? view : mergeBets(view, cashed);
}

/** Folds one push of the crash room into the picture. */
export function applyCrashEvent(view: CrashView, event: CrashSocketEvent, now: number): CrashView {
  const current = view.round.round_id;
  switch (event.type) {
    case 'round':
    case 'crash': {
      const round = event.payload;
      if (round.round_id < current) return view;
      if (round.round_id > current) {
        // The next round: a fresh list of bets; the one before it has crashed.
        return {
          round,
          bets: new Map(),
          mine: view.mine,
          recent: withRecent(view.recent, round),
          lastTick: null,
        };
      }
      const crashed = round.phase === 'crashed';
      let bets = view.bets;
      if (crashed) {
        // Bets still open at the crash are lost (the server settles them so).
        const lost = new Map(bets);
        for (const [id, bet] of lost)
          if (bet.status === 'open') lost.set(id, { ...bet, status: 'lost' });
        bets = lost;
      }
      return {
        ...view,
        round,
        bets,
        recent: withRecent(view.recent, round),
        lastTick: crashed ? null : view.lastTick,
      };
    }
    case 'tick': {
      const tick = event.payload;
      if (tick.round_id !== current || view.round.phase === 'crashed') return view;
      return {
        ...view,
        round: { ...view.round, phase: 'flying', multiplier: tick.multiplier },
        lastTick: { tick, at: now },
      };
    }
    case 'bets':
      if (event.payload.round_id !== current) return view;
      return addPlacedBets(view, event.payload.bets);
    case 'cashouts':
      if (event.payload.round_id !== current) return view;
      return applyCashouts(view, event.payload.cashouts);
  }
}

/** Adds the bettor's own bet (the answer of their bet or cash-out call). */
export function withMyBet(view: CrashView, roundId: number, bet: CrashRoundBet): CrashView {
  if (roundId !== view.round.round_id) return view;
  const merged = mergeBets(view, [bet]);
  return { ...merged, mine: new Set([...view.mine, bet.bet_id]) };
}

/** The bettor's bet in a slot (1 or 2) of the round shown, if any. */
export function myBetInSlot(view: CrashView, slot: 1 | 2): CrashRoundBet | undefined {
  for (const id of view.mine) {
    const bet = view.bets.get(id);
    if (bet && bet.slot === slot) return bet;
  }
  return undefined;
}

/**
 * The round's bets for the live list: cash-outs first (largest win first), then open bets and
 * losses by stake, largest first.
 */
export function liveList(view: CrashView): CrashRoundBet[] {
  const rank = (b: CrashRoundBet) => (b.status === 'cashed_out' ? 0 : b.status === 'open' ? 1 : 2);
  return [...view.bets.values()].sort(
    (a, b) => rank(a) - rank(b) || b.payout - a.payout || b.stake - a.stake || a.bet_id - b.bet_id,
  );
}
