import { z } from 'zod';
import { crashRoundSchema } from './casino';
import { crashCashoutTupleSchema, crashPlacedBetTupleSchema } from './crash-wire';

/**
 * The crash game's socket room `casino:crash` (apps/server/src/casino/crash-ticker.ts) and the
 * bus channel its engine publishes on. Bets and cash-outs travel in the compact form of
 * crash-wire.ts; rounds and ticks as objects (a few a second, the same for every watcher).
 */

/** The room every crash watcher joins. */
export const CRASH_ROOM = 'casino:crash';

export const casinoSocketEvents = {
  /** client → server: join the crash room. Payload { game: 'crash' }; ack { ok, room }. */
  subscribe: 'casino:subscribe',
  /** client → server: leave it. */
  unsubscribe: 'casino:unsubscribe',
  /** server → room: a new round opened for bets, or a phase changed. Payload CrashRound. */
  round: 'crash:round',
  /** server → room: the multiplier while flying. Payload CrashTick. */
  tick: 'crash:tick',
  /** server → room: bets placed, as tuples (crash-wire.ts). Payload CrashBetsEvent. */
  bets: 'crash:bets',
  /** server → room: cash-outs (by hand or auto), as tuples. Payload CrashCashoutsEvent. */
  cashouts: 'crash:cashouts',
  /** server → room: the round crashed; seed revealed. Payload CrashRound (phase 'crashed'). */
  crash: 'crash:crash',
} as const;

export const casinoSubscribeSchema = z.object({ game: z.literal('crash') });

export const crashTickSchema = z.object({
  round_id: z.number(),
  multiplier: z.number(),
  elapsed_ms: z.number(),
  /** Epoch ms the server computed the tick (clients measure delivery latency). */
  ts: z.number(),
});
export type CrashTick = z.infer<typeof crashTickSchema>;

/**
 * Bets placed in a round. Positional tuples: a round of 1,000 bets was 131 KB a watcher as
 * objects. A bet that was placed and not yet cashed out loses at the crash (`crash:crash`); a
 * watcher who joins mid-round has every bet from GET /api/casino/crash/state.
 */
export const crashBetsEventSchema = z.object({
  round_id: z.number(),
  bets: z.array(crashPlacedBetTupleSchema),
  /** Epoch ms the push was made. */
  ts: z.number(),
});
export type CrashBetsEvent = z.infer<typeof crashBetsEventSchema>;

/**
 * Cash-outs of a round's bets (`crash:bets` announced them). 1,000 cash-outs were 145 KB a
 * watcher as whole bets.
 */
export const crashCashoutsEventSchema = z.object({
  round_id: z.number(),
  cashouts: z.array(crashCashoutTupleSchema),
  ts: z.number(),
});
export type CrashCashoutsEvent = z.infer<typeof crashCashoutsEventSchema>;

/** Bus channel the crash engine publishes on; every instance relays it to its sockets. */
export const crashBusChannel = 'casino.crash';

/**
 * The bus carries the room's own payloads: bets and cash-outs are encoded once where they
 * happen, every instance relays them as they came (no reshaping per instance), and Redis moves
 * the compact form too.
 */
export const crashBusMessageSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal(casinoSocketEvents.round), payload: crashRoundSchema }),
  z.object({ event: z.literal(casinoSocketEvents.crash), payload: crashRoundSchema }),
  z.object({ event: z.literal(casinoSocketEvents.tick), payload: crashTickSchema }),
  z.object({ event: z.literal(casinoSocketEvents.bets), payload: crashBetsEventSchema }),
  z.object({ event: z.literal(casinoSocketEvents.cashouts), payload: crashCashoutsEventSchema }),
]);
export type CrashBusMessage = z.infer<typeof crashBusMessageSchema>;
