import { z } from 'zod';
import { betStatusSchema, matchStatusSchema, outcomeResultSchema } from './catalog';

/**
 * Real-time messages: the server-side bus channels the feed publishes (consumed by the
 * websocket gateway, the catalog cache and the settlement worker) and the Socket.IO events the
 * browser receives. The gateway answers at path `/socket.io`, websocket transport only.
 *
 * Rooms: `match:{parent_match_id}` (odds, suspension, score, clock) and `user:{profileId}`
 * (bet notifications; joined after an `auth` event carrying the session token).
 */

// ---------------------------------------------------------------------------------------------
// Bus channels (ctx.bus, in-process or Redis)

/** Bus channel names. */
export const busChannels = {
  /** A match ended and every outcome of it is resulted: settle its bets. Payload MatchResultedMessage. */
  matchResulted: 'match.resulted',
  /** Score, clock, period or status of a match changed. Payload MatchUpdateMessage. */
  matchUpdate: 'match.update',
  /** Prices or bet_status of markets of one match changed. Payload OddsChangeMessage. */
  oddsChange: 'odds.change',
  /** New fixtures were written (a day generated, demo slots added): reload the catalog cache. Payload CatalogReloadMessage. */
  catalogReload: 'catalog.reload',
  /** A message for one user's sockets (see notifyUser). Payload UserNotifyMessage. */
  userNotify: 'user.notify',
} as const;

export const matchResultedMessageSchema = z.object({ parent_match_id: z.number() });
export type MatchResultedMessage = z.infer<typeof matchResultedMessageSchema>;

export const matchUpdateMessageSchema = z.object({
  parent_match_id: z.number(),
  sport_id: z.number(),
  status: matchStatusSchema,
  live: z.boolean(),
  period: z.string(),
  score: z.object({ home: z.number(), away: z.number() }).nullable(),
  clock_seconds: z.number(),
  clock_running: z.boolean(),
  match_time: z.string().nullable(),
  score_detail: z.record(z.string(), z.unknown()),
  /** Epoch milliseconds at which the feed published the change (clients measure delivery latency). */
  ts: z.number(),
});
export type MatchUpdateMessage = z.infer<typeof matchUpdateMessageSchema>;

export const oddsChangeMessageSchema = z.object({
  parent_match_id: z.number(),
  match_id: z.number(),
  markets: z.array(
    z.object({
      sub_type_id: z.number(),
      special_bet_value: z.string(),
      bet_status: betStatusSchema,
      odds: z.array(
        z.object({
          odd_key: z.string(),
          outcome_id: z.string(),
          odd_value: z.number(),
          result: outcomeResultSchema.nullable(),
        }),
      ),
    }),
  ),
  ts: z.number(),
});
export type OddsChangeMessage = z.infer<typeof oddsChangeMessageSchema>;

export const catalogReloadMessageSchema = z.object({
  reason: z.string(),
  /** The matches written; absent = reload everything. */
  parent_match_ids: z.array(z.number()).optional(),
});
export type CatalogReloadMessage = z.infer<typeof catalogReloadMessageSchema>;

export const userNotifyMessageSchema = z.object({
  profileId: z.number(),
  event: z.string(),
  payload: z.unknown(),
});
export type UserNotifyMessage = z.infer<typeof userNotifyMessageSchema>;

// ---------------------------------------------------------------------------------------------
// Socket.IO events

/** Event names on the socket. */
export const socketEvents = {
  /** client → server: join match rooms. Payload SubscribeMatches; ack { ok, rooms }. */
  subscribe: 'subscribe',
  /** client → server: leave match rooms. Payload SubscribeMatches; ack { ok }. */
  unsubscribe: 'unsubscribe',
  /** client → server: join `user:{profileId}` with the session token. Payload AuthRequest; ack { ok, profile_id } or { ok: false, message }. */
  auth: 'auth',
  /** server → client, room match:{id}: odds / bet_status change. Payload OddsChangeMessage. */
  odds: 'odds',
  /** server → client, room match:{id}: score, clock, period, status. Payload MatchUpdateMessage. */
  match: 'match',
} as const;

export const subscribeMatchesSchema = z.object({
  parent_match_ids: z.array(z.number().int().positive()).max(500),
});
export type SubscribeMatches = z.infer<typeof subscribeMatchesSchema>;

export const authRequestSchema = z.object({ token: z.string().min(1) });
export type AuthRequest = z.infer<typeof authRequestSchema>;

/** The room of one match. */
export const matchRoom = (parentMatchId: number) => `match:${parentMatchId}`;
/** The room of one user's sockets. */
export const userRoom = (profileId: number) => `user:${profileId}`;
