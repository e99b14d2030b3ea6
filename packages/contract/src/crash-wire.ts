import { z } from 'zod';
import { crashRoundBetSchema, type CrashRoundBet } from './casino';

/**
 * The crash room's compact form of bets and cash-outs (`crash:bets`, `crash:cashouts`): every
 * watcher downloads every bet and every cash-out of a round, so each is a positional tuple, not
 * an object repeating its field names (about 125 bytes a bet as an object). Each tuple's field
 * order is written once, in its field list below: the tuple's type, its zod schema (server),
 * its encoder (server) and its decoder (web) are all made from that list. What a tuple leaves
 * out is implied by the event (a placed bet is open and has paid nothing; a cash-out is cashed
 * out) and restored by the decoders here.
 *
 * The codecs use no zod, and the schemas are declarations of their own: the web build drops
 * every schema it does not read, and zod with them (apps/web/build-plugins).
 */

/** What a cash-out changes on a bet the watcher already has. */
export interface CrashCashout {
  bet_id: number;
  /** Never null in a cash-out. */
  cashout_multiplier: number;
  /** Paid back, stake included. */
  payout: number;
}

/** The order of a placed bet's tuple. */
export const CRASH_PLACED_BET_FIELDS = [
  'bet_id',
  'player',
  'slot',
  'stake',
  'auto_cashout',
] as const satisfies readonly (keyof CrashRoundBet)[];

/** The order of a cash-out's tuple. */
export const CRASH_CASHOUT_FIELDS = [
  'bet_id',
  'cashout_multiplier',
  'payout',
] as const satisfies readonly (keyof CrashCashout)[];

/** The tuple a field list makes: each position typed as its field. */
type TupleOf<O, F extends readonly (keyof O)[]> = { -readonly [I in keyof F]: O[F[I]] };

/** `[bet_id, player, slot, stake, auto_cashout]`. */
export type CrashPlacedBetTuple = TupleOf<CrashRoundBet, typeof CRASH_PLACED_BET_FIELDS>;
/** `[bet_id, cashout_multiplier, payout]`. */
export type CrashCashoutTuple = TupleOf<CrashCashout, typeof CRASH_CASHOUT_FIELDS>;

function encode<O, F extends readonly (keyof O)[]>(fields: F, value: O): TupleOf<O, F> {
  return fields.map((f) => value[f]) as TupleOf<O, F>;
}

function decode<O, F extends readonly (keyof O)[]>(
  fields: F,
  tuple: TupleOf<O, F>,
): Pick<O, F[number]> {
  const out = {} as Pick<O, F[number]>;
  fields.forEach((f, i) => (out[f] = (tuple as unknown[])[i] as O[typeof f]));
  return out;
}

/** A bet as the room announces its placement (what is implied is left out). */
export const encodePlacedCrashBet = (b: CrashRoundBet): CrashPlacedBetTuple =>
  encode(CRASH_PLACED_BET_FIELDS, b);

/** The placed bet back: open, nothing cashed out, nothing paid yet. */
export const decodePlacedCrashBet = (tuple: CrashPlacedBetTuple): CrashRoundBet => ({
  ...decode<CrashRoundBet, typeof CRASH_PLACED_BET_FIELDS>(CRASH_PLACED_BET_FIELDS, tuple),
  status: 'open',
  cashout_multiplier: null,
  payout: 0,
});

export const encodeCrashCashout = (cashout: CrashCashout): CrashCashoutTuple =>
  encode(CRASH_CASHOUT_FIELDS, cashout);

export const decodeCrashCashout = (tuple: CrashCashoutTuple): CrashCashout =>
  decode<CrashCashout, typeof CRASH_CASHOUT_FIELDS>(CRASH_CASHOUT_FIELDS, tuple);

/** A bet with its cash-out applied: cashed out at the multiplier, paying `payout`. */
export const withCrashCashout = (b: CrashRoundBet, cashout: CrashCashout): CrashRoundBet => ({
  ...b,
  ...cashout,
  status: 'cashed_out',
});

/** A zod tuple of the given item schemas, typed as the field list's tuple. */
function tupleSchema<T>(items: z.ZodType[]): z.ZodType<T> {
  return z.tuple(items as [z.ZodType, ...z.ZodType[]]) as unknown as z.ZodType<T>;
}

/** The placed bet's tuple, each position validated as the bet's field. */
export const crashPlacedBetTupleSchema = tupleSchema<CrashPlacedBetTuple>(
  CRASH_PLACED_BET_FIELDS.map((f) => crashRoundBetSchema.shape[f]),
);

const cashoutItems: Record<keyof CrashCashout, z.ZodType> = {
  bet_id: crashRoundBetSchema.shape.bet_id,
  cashout_multiplier: z.number(),
  payout: crashRoundBetSchema.shape.payout,
};

/** The cash-out's tuple (its multiplier a number, never null). */
export const crashCashoutTupleSchema = tupleSchema<CrashCashoutTuple>(
  CRASH_CASHOUT_FIELDS.map((f) => cashoutItems[f]),
);
