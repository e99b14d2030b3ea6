import { BET_TYPE, MESSAGES } from '@shangwe/domain';
import { z } from 'zod';
import {
  emptyToUndefined,
  idempotencyKeyInput,
  idInput,
  int32IdInput,
  optionalIdInput,
  optionalNumericInput,
  optionalText,
} from './form-input';
import { optionalMoneyInput } from './money-input';
import { limitInput } from './paging';
import {
  affiliateInputs,
  betslipInput,
  bettorInputs,
  pickInputs,
  placementAnswerSchema,
  userAgentInput,
} from './wager';

/**
 * Virtual sports (issue 14; spec 01 §3, §5, §9; spec 02 §2.3): our own virtual soccer league.
 * A match-day ("round") opens for betting with the SHA-256 of its secret seed published, kicks
 * off, plays for about a minute of wall clock, ends with its results and reveals the seed, so
 * anybody can recompute the results (see apps/server/src/virtuals/README.md).
 *
 * Ids: `parent_virtual_id` is a virtual match's id, unique over all rounds; a pick sends it as
 * `parent_virtual_id`, `parent_match_id` and `match_id` alike. Times are ISO strings in UTC;
 * `server_time` lets a client correct its clock for countdowns.
 */

// ---------------------------------------------------------------------------------------------
// Placement: POST /api/live/virtual/placebet (spec 01 §3 payload)

/** Bet type code of a virtual pick (spec 01 §9). */
export const BET_TYPE_VIRTUAL = BET_TYPE.virtual;

/** One virtual pick of the placement payload, exactly the spec's fields. */
export const virtualBetslipLegInputSchema = z.object({
  sub_type_id: pickInputs.sub_type_id,
  special_bet_value: pickInputs.special_bet_value,
  bet_pick: pickInputs.bet_pick,
  odd_value: pickInputs.odd_value,
  outcome_id: pickInputs.outcome_id,
  parent_virtual_id: idInput('parent_virtual_id'),
  parent_match_id: optionalIdInput('parent_match_id'),
  match_id: optionalIdInput('match_id'),
  bet_type: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? BET_TYPE_VIRTUAL : Number(v)),
    z.literal(BET_TYPE_VIRTUAL, { error: 'bet_type of a virtual pick must be 0' }),
  ),
});
export type VirtualBetslipLegInput = z.infer<typeof virtualBetslipLegInputSchema>;

/** POST /api/live/virtual/placebet body (spec 01 §3 'Bet placement payload', virtual). */
export const virtualPlaceBetBodySchema = z.object({
  bet_string: optionalText,
  app_name: optionalText,
  src: optionalText,
  possible_win: optionalMoneyInput({}, { positive: false }),
  ...bettorInputs,
  total_odd: optionalNumericInput('total_odd'),
  token: optionalText,
  betslip: betslipInput(
    virtualBetslipLegInputSchema,
    MESSAGES.emptyBetslip,
    MESSAGES.betslipFull(40),
  ),
  deviceID: optionalText,
  endCustomerIP: optionalText,
  channelID: optionalText,
  user_agent: userAgentInput,
  ...affiliateInputs,
  fbpid: optionalText,
  idempotency_key: idempotencyKeyInput,
});
export type VirtualPlaceBetBody = z.infer<typeof virtualPlaceBetBodySchema>;
export type VirtualPlaceBetInput = z.input<typeof virtualPlaceBetBodySchema>;

/** Success answer of the virtual placement (spec: message, bet_id, first_bet). */
export const virtualPlaceBetResponseSchema = placementAnswerSchema.omit({ status: true }).extend({
  /** The match-day the bet is on. */
  round_id: z.number(),
  balance: z.number().optional(),
});
export type VirtualPlaceBetResponse = z.infer<typeof virtualPlaceBetResponseSchema>;

// ---------------------------------------------------------------------------------------------
// League, match-days, matches, markets

export const virtualRoundStatusSchema = z.enum(['open', 'playing', 'finished']);
export type VirtualRoundStatus = z.infer<typeof virtualRoundStatusSchema>;

export const virtualTeamSchema = z.object({
  team_id: z.number(),
  name: z.string(),
  short_name: z.string(),
  /** Strength used by the model (attack and defence, 1.0 = league average). */
  attack: z.number(),
  defence: z.number(),
});
export type VirtualTeam = z.infer<typeof virtualTeamSchema>;

export const virtualLeagueSchema = z.object({
  league_id: z.number(),
  name: z.string(),
  season: z.number(),
  /** Match-days in a season (double round robin: 2 × (teams − 1)). */
  match_days: z.number(),
  /** Seconds between two kick-offs; the betting window is round_seconds − play_seconds − results. */
  round_seconds: z.number(),
  /** Wall-clock seconds a match-day plays (90 match minutes). */
  play_seconds: z.number(),
  teams: z.array(virtualTeamSchema),
});
export type VirtualLeague = z.infer<typeof virtualLeagueSchema>;

export const virtualOddSchema = z.object({
  odd_key: z.string(),
  outcome_id: z.string(),
  display: z.string(),
  odd_value: z.number(),
  /** Set once the match-day is finished. */
  result: z.enum(['won', 'lost', 'void']).nullable(),
});
export type VirtualOdd = z.infer<typeof virtualOddSchema>;

export const virtualMarketSchema = z.object({
  sub_type_id: z.number(),
  name: z.string(),
  special_bet_value: z.string(),
  /** 'active' while the match-day takes bets, 'suspended' from kick-off. */
  bet_status: z.enum(['active', 'suspended']),
  odds: z.array(virtualOddSchema),
});
export type VirtualMarket = z.infer<typeof virtualMarketSchema>;

export const virtualGoalSchema = z.object({
  minute: z.number(),
  side: z.enum(['home', 'away']),
  /** Score after the goal. */
  home: z.number(),
  away: z.number(),
});
export type VirtualGoal = z.infer<typeof virtualGoalSchema>;

export const virtualScoreSchema = z.object({ home: z.number(), away: z.number() });

export const virtualMatchSchema = z.object({
  parent_virtual_id: z.number(),
  round_id: z.number(),
  /** Position in the match-day's fixture list (0-based): part of the fairness algorithm. */
  match_index: z.number(),
  home_team: z.string(),
  away_team: z.string(),
  home_team_id: z.number(),
  away_team_id: z.number(),
  start_time: z.string(),
  status: virtualRoundStatusSchema,
  /** Score so far (playing) or final (finished); null before kick-off. */
  score: virtualScoreSchema.nullable(),
  ht_score: virtualScoreSchema.nullable(),
  /** Goals so far (playing) or all of them (finished). */
  goals: z.array(virtualGoalSchema),
  /** The main markets (1X2) for lists; the full list is at virtualMarkets. */
  markets: z.array(virtualMarketSchema),
  /** Count of all markets of the match. */
  market_count: z.number(),
});
export type VirtualMatch = z.infer<typeof virtualMatchSchema>;

export const virtualRoundSchema = z.object({
  round_id: z.number(),
  league_id: z.number(),
  season: z.number(),
  match_day: z.number(),
  status: virtualRoundStatusSchema,
  opens_at: z.string(),
  /** Bets close at this instant to the millisecond (server clock). */
  kick_off: z.string(),
  /** When the play ends and results (and the seed) are published. */
  ends_at: z.string(),
  /** SHA-256 (hex) of the seed, published when the round opens. */
  seed_hash: z.string(),
  /** The seed (hex), revealed when the round is finished; null before. */
  seed: z.string().nullable(),
  matches: z.array(virtualMatchSchema),
});
export type VirtualRound = z.infer<typeof virtualRoundSchema>;

export const virtualLeagueQuerySchema = z.object({
  league_id: optionalIdInput('league_id'),
  /** The league's deeplink ref (a country's league tabs: 'ssl', 'kpv', 'evl'). */
  league: z
    .string()
    .regex(/^[a-z0-9-]{1,20}$/, 'league must be a league reference such as ssl')
    .optional(),
});
export type VirtualLeagueQuery = z.infer<typeof virtualLeagueQuerySchema>;

/** GET /api/virtuals/league */
export const virtualLeagueResponseSchema = z.object({
  server_time: z.string(),
  league: virtualLeagueSchema,
});
export type VirtualLeagueResponse = z.infer<typeof virtualLeagueResponseSchema>;

/** GET /api/virtuals/matchday: the match-day open for betting and the one in play. */
export const virtualMatchDayResponseSchema = z.object({
  server_time: z.string(),
  league: virtualLeagueSchema.omit({ teams: true }),
  /** The next kick-off, open for betting (null only while the engine starts). */
  next: virtualRoundSchema.nullable(),
  /** The match-day playing now, if any. */
  in_play: virtualRoundSchema.nullable(),
});
export type VirtualMatchDayResponse = z.infer<typeof virtualMatchDayResponseSchema>;

export const virtualMarketsQuerySchema = z.object({ id: idInput('id') });

/** GET /api/virtuals/markets?id={parent_virtual_id} */
export const virtualMarketsResponseSchema = z.object({
  server_time: z.string(),
  round: virtualRoundSchema.omit({ matches: true }),
  match: virtualMatchSchema,
});
export type VirtualMarketsResponse = z.infer<typeof virtualMarketsResponseSchema>;

export const virtualTableQuerySchema = virtualLeagueQuerySchema.extend({
  season: z.preprocess(emptyToUndefined, int32IdInput('season').optional()),
});

export const virtualStandingSchema = z.object({
  position: z.number(),
  team_id: z.number(),
  team: z.string(),
  played: z.number(),
  won: z.number(),
  drawn: z.number(),
  lost: z.number(),
  goals_for: z.number(),
  goals_against: z.number(),
  goal_difference: z.number(),
  points: z.number(),
});
export type VirtualStanding = z.infer<typeof virtualStandingSchema>;

/** GET /api/virtuals/table */
export const virtualTableResponseSchema = z.object({
  league_id: z.number(),
  season: z.number(),
  /** Match-days finished in this season. */
  played_match_days: z.number(),
  rows: z.array(virtualStandingSchema),
});
export type VirtualTableResponse = z.infer<typeof virtualTableResponseSchema>;

export const virtualResultsQuerySchema = virtualLeagueQuerySchema.extend({
  limit: limitInput(10, 50, 'limit must be at most 50'),
});

/** GET /api/virtuals/results: finished match-days, newest first, with their seeds. */
export const virtualResultsResponseSchema = z.object({
  rounds: z.array(virtualRoundSchema),
});
export type VirtualResultsResponse = z.infer<typeof virtualResultsResponseSchema>;

/** GET /api/virtuals/ongoing: the match-day in play with its clock. */
export const virtualOngoingResponseSchema = z.object({
  server_time: z.string(),
  round: virtualRoundSchema.nullable(),
  /** Match minute 0–90 of the round in play (0 when none). */
  minute: z.number(),
  clock_running: z.boolean(),
});
export type VirtualOngoingResponse = z.infer<typeof virtualOngoingResponseSchema>;

export const virtualRoundParamsSchema = z.object({ roundId: idInput('roundId') });

/** GET /api/virtuals/rounds/:roundId */
export const virtualRoundResponseSchema = z.object({
  server_time: z.string(),
  round: virtualRoundSchema,
});
export type VirtualRoundResponse = z.infer<typeof virtualRoundResponseSchema>;

export const virtualVerifyQuerySchema = z.object({ round: idInput('round') });

/** GET /api/virtuals/verify?round=: recomputes a finished round from its revealed seed. */
export const virtualVerifyResponseSchema = z.object({
  round_id: z.number(),
  seed_hash: z.string(),
  seed: z.string(),
  /** SHA-256(seed) equals the hash published at opening. */
  hash_matches: z.boolean(),
  /** Every recomputed score and goal minute equals the published result. */
  results_match: z.boolean(),
  /** Name of the documented algorithm (README: 'The fairness algorithm'). */
  algorithm: z.string(),
  matches: z.array(
    z.object({
      parent_virtual_id: z.number(),
      match_index: z.number(),
      home_team: z.string(),
      away_team: z.string(),
      published: z.object({
        score: virtualScoreSchema,
        ht_score: virtualScoreSchema,
        goals: z.array(virtualGoalSchema),
      }),
      recomputed: z.object({
        score: virtualScoreSchema,
        ht_score: virtualScoreSchema,
        goals: z.array(virtualGoalSchema),
      }),
      match: z.boolean(),
    }),
  ),
});
export type VirtualVerifyResponse = z.infer<typeof virtualVerifyResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Live ticker over Socket.IO

/** Room of a virtual league's ticker; clients join with `virtualSocketEvents.subscribe`. */
export const virtualRoom = (leagueId: number) => `virtual:${leagueId}`;

export const virtualSocketEvents = {
  /** client → server: join `virtual:{league_id}`. Payload { league_id }; ack { ok, room }. */
  subscribe: 'virtual.subscribe',
  /** client → server: leave the room. Payload { league_id }; ack { ok }. */
  unsubscribe: 'virtual.unsubscribe',
  /** server → client: a round opened, kicked off or finished. Payload VirtualRoundEvent. */
  round: 'virtual.round',
  /** server → client: the running clock of the round in play. Payload VirtualClockEvent. */
  clock: 'virtual.clock',
  /** server → client: a goal. Payload VirtualGoalEvent. */
  goal: 'virtual.goal',
} as const;

/** Bus channel the engine publishes on (the gateway relays to the room). */
export const virtualBusChannel = 'virtual.event';

export const virtualSubscribeSchema = z.object({ league_id: z.number().int().positive() });
export type VirtualSubscribe = z.infer<typeof virtualSubscribeSchema>;

export const virtualRoundEventSchema = z.object({
  league_id: z.number(),
  round_id: z.number(),
  status: virtualRoundStatusSchema,
  kick_off: z.string(),
  ends_at: z.string(),
  seed_hash: z.string(),
  seed: z.string().nullable(),
  ts: z.number(),
});
export type VirtualRoundEvent = z.infer<typeof virtualRoundEventSchema>;

export const virtualClockEventSchema = z.object({
  league_id: z.number(),
  round_id: z.number(),
  minute: z.number(),
  clock_running: z.boolean(),
  scores: z.array(z.object({ parent_virtual_id: z.number(), home: z.number(), away: z.number() })),
  ts: z.number(),
});
export type VirtualClockEvent = z.infer<typeof virtualClockEventSchema>;

export const virtualGoalEventSchema = z.object({
  league_id: z.number(),
  round_id: z.number(),
  parent_virtual_id: z.number(),
  goal: virtualGoalSchema,
  ts: z.number(),
});
export type VirtualGoalEvent = z.infer<typeof virtualGoalEventSchema>;

/** A bus message of the engine: one socket event for one room. */
export const virtualBusMessageSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('virtual.round'), payload: virtualRoundEventSchema }),
  z.object({ event: z.literal('virtual.clock'), payload: virtualClockEventSchema }),
  z.object({ event: z.literal('virtual.goal'), payload: virtualGoalEventSchema }),
]);
export type VirtualBusMessage = z.infer<typeof virtualBusMessageSchema>;
