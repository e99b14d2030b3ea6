import { z } from 'zod';
import { crashRoundBetSchema, type CrashRoundBet } from './casino';

/**
 * The crash room's compact form of bets and cash-outs (`crash:bets`, `crash:cashouts`): every
 * watcher downloads every bet and every cash-out of a round, so each is a positional tuple, not
 * an object repeating its field names (about 125 bytes a bet as an object; see crash-room.ts
 * for the figures). Each tuple's field order is written once, in its field list below: the
 * tuple's zod schema, its encoder (server) and its decoder (web) are all made from that list.
 * What a tuple leaves out is implied by the event (a placed bet is open and has paid nothing; a
 * cash-out is cashed out) and restored by the decoders here.
 */

type ItemSchemas = Record<string, z.ZodType>;
type FieldsOf<S extends ItemSchemas> = readonly [keyof S & string, ...(keyof S & string)[]];
/** The tuple a field list makes: each position typed as the field's schema outputs. */
type TupleOf<S extends ItemSchemas, F extends FieldsOf<S>> = {
  -readonly [I in keyof F]: F[I] extends keyof S ? z.output<S[F[I]]> : never;
};
type ObjectOf<S extends ItemSchemas, F extends FieldsOf<S>> = {
  [K in F[number]]: z.output<S[K]>;
};

/** A tuple's field order, with its schema and its encode/decode pair made from it. */
export interface TupleCodec<T, O> {
  /** The field names, in the tuple's order. */
  readonly fields: readonly string[];
  readonly schema: z.ZodType<T>;
  encode(value: O): T;
  decode(tuple: T): O;
}

function tupleCodec<S extends ItemSchemas, const F extends FieldsOf<S>>(
  items: S,
  fields: F,
): TupleCodec<TupleOf<S, F>, ObjectOf<S, F>> {
  type T = TupleOf<S, F>;
  type O = ObjectOf<S, F>;
  const schemas = fields.map((f) => items[f]!) as unknown as [z.ZodType, ...z.ZodType[]];
  return {
    fields,
    schema: z.tuple(schemas) as unknown as z.ZodType<T>,
    encode: (value) => fields.map((f) => value[f]) as T,
    decode: (tuple) => {
      const out: Record<string, unknown> = {};
      fields.forEach((f, i) => (out[f] = (tuple as unknown[])[i]));
      return out as O;
    },
  };
}

const bet = crashRoundBetSchema.shape;

/** A placed bet on the wire: `[bet_id, player, slot, stake, auto_cashout]`. */
export const crashPlacedBetWire = tupleCodec(bet, [
  'bet_id',
  'player',
  'slot',
  'stake',
  'auto_cashout',
]);
export type CrashPlacedBetTuple = z.infer<typeof crashPlacedBetWire.schema>;

/** A cash-out on the wire: `[bet_id, cashout_multiplier, payout]` (payout stake included). */
export const crashCashoutWire = tupleCodec({ ...bet, cashout_multiplier: z.number() }, [
  'bet_id',
  'cashout_multiplier',
  'payout',
]);
export type CrashCashoutTuple = z.infer<typeof crashCashoutWire.schema>;
/** What a cash-out changes on a bet the watcher already has. */
export type CrashCashout = ReturnType<typeof crashCashoutWire.decode>;

/** A bet as the room announces its placement (what is implied is left out). */
export const encodePlacedCrashBet = (b: CrashRoundBet): CrashPlacedBetTuple =>
  crashPlacedBetWire.encode(b);

/** The placed bet back: open, nothing cashed out, nothing paid yet. */
export const decodePlacedCrashBet = (tuple: CrashPlacedBetTuple): CrashRoundBet => ({
  ...crashPlacedBetWire.decode(tuple),
  status: 'open',
  cashout_multiplier: null,
  payout: 0,
});

export const encodeCrashCashout = (cashout: CrashCashout): CrashCashoutTuple =>
  crashCashoutWire.encode(cashout);

export const decodeCrashCashout = (tuple: CrashCashoutTuple): CrashCashout =>
  crashCashoutWire.decode(tuple);

/** A bet with its cash-out applied: cashed out at the multiplier, paying `payout`. */
export const withCrashCashout = (b: CrashRoundBet, cashout: CrashCashout): CrashRoundBet => ({
  ...b,
  ...cashout,
  status: 'cashed_out',
});
