import {
  CASINO_CATEGORIES,
  CASINO_GAME_IDS,
  CRASH_MAX_AUTO_CASHOUT_HUNDREDTHS,
  CRASH_MIN_AUTO_CASHOUT_HUNDREDTHS,
  DICE_TARGET_RULE,
} from '@shangwe/domain';
import { z } from 'zod';
import {
  emptyToUndefined,
  idempotencyKeyInput,
  idInput,
  numericInput,
  optionalIdInput,
  optionalNumericInput,
} from './form-input';
import { stakeInput } from './wager';

/**
 * Casino (issue 18; spec 02 §2.3, §2.4, §2.6, §2.7, §3.8): the lobby and our own provably fair
 * games: Crash (rounds shared by every player, crash points from a hash chain published in
 * advance) and the instant games Dice and Spin Wheel (per-bet HMAC-SHA256 of the player's server
 * seed, client seed and nonce). See apps/server/src/casino/README.md.
 *
 * Amounts are MAJOR units (numbers with 2 decimals); multipliers are numbers with 2 decimals
 * (2.47 = 2.47x) unless a field says hundredths. Times are ISO strings in UTC; `server_time`
 * lets a client correct its clock.
 */

export const casinoGameIdSchema = z.enum(CASINO_GAME_IDS, { error: 'This game was not found' });
export type CasinoGameIdValue = z.infer<typeof casinoGameIdSchema>;

export const casinoCategorySchema = z.enum(CASINO_CATEGORIES);

// ---------------------------------------------------------------------------------------------
// Lobby: GET /api/casino/games

export const casinoGamesQuerySchema = z.object({
  /** Country whose limits to show; the visitor's country when absent. */
  country: z.preprocess(emptyToUndefined, z.enum(['KE', 'GH', 'NG']).optional()),
});
export type CasinoGamesQuery = z.infer<typeof casinoGamesQuerySchema>;

export const casinoLobbyGameSchema = z.object({
  id: casinoGameIdSchema,
  name: z.string(),
  /** Its own category (the first of `categories`). */
  category: casinoCategorySchema,
  categories: z.array(casinoCategorySchema),
  tagline: z.string(),
  /** Return to player in percent (97 = 97%). */
  rtp: z.number(),
  /** House edge in percent (100 − rtp). */
  house_edge: z.number(),
  min_stake: z.number(),
  max_stake: z.number(),
  /** Largest payout of one bet in this country (stake included). */
  max_win: z.number(),
  currency: z.string(),
  rules: z.array(z.string()),
  /** How the result is fixed, in one paragraph (the game page's fairness details). */
  fairness: z.string(),
});
export type CasinoLobbyGame = z.infer<typeof casinoLobbyGameSchema>;

export const casinoGamesResponseSchema = z.object({
  country: z.string(),
  currency: z.string(),
  games: z.array(casinoLobbyGameSchema),
});
export type CasinoGamesResponse = z.infer<typeof casinoGamesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Crash

export const crashPhaseSchema = z.enum(['betting', 'flying', 'crashed']);
export type CrashPhase = z.infer<typeof crashPhaseSchema>;

export const crashBetStatusSchema = z.enum(['open', 'cashed_out', 'lost']);
export type CrashBetStatus = z.infer<typeof crashBetStatusSchema>;

/** One bet of a crash round as every watcher sees it (no account details beyond a masked name). */
export const crashRoundBetSchema = z.object({
  bet_id: z.number(),
  /** Masked player, e.g. '2547***678'. */
  player: z.string(),
  slot: z.number(),
  stake: z.number(),
  /** The auto cash-out multiplier, or null. */
  auto_cashout: z.number().nullable(),
  status: crashBetStatusSchema,
  /** Multiplier cashed out at, or null. */
  cashout_multiplier: z.number().nullable(),
  /** Paid back (stake included), 0 while open or lost. */
  payout: z.number(),
});
export type CrashRoundBet = z.infer<typeof crashRoundBetSchema>;

/** A crash round's state (GET state, socket `crash:round`). */
export const crashRoundSchema = z.object({
  round_id: z.number(),
  phase: crashPhaseSchema,
  /** SHA-256 of the round's seed, published before betting opens (= previous round's seed). */
  seed_hash: z.string(),
  /** The round's seed: null until it crashed. */
  seed: z.string().nullable(),
  /** The chain this round's seed belongs to, and the seed's position in it. */
  chain_id: z.number(),
  chain_position: z.number(),
  /** Current multiplier (1.00 while betting; the crash point once crashed). */
  multiplier: z.number(),
  /** Crash point: null until it crashed. */
  crash_point: z.number().nullable(),
  /** When bets close and the round takes off. */
  bet_window_ends_at: z.string(),
  /** Take-off time (= bet_window_ends_at). */
  started_at: z.string(),
  crashed_at: z.string().nullable(),
  /** The curve: multiplier = e^(growth_per_second × seconds since take-off), floored to 0.01. */
  growth_per_second: z.number(),
  server_time: z.string(),
});
export type CrashRound = z.infer<typeof crashRoundSchema>;

/** GET /api/casino/crash/state: the current round; `my_bets` with a session. */
export const crashStateResponseSchema = z.object({
  round: crashRoundSchema,
  bets: z.array(crashRoundBetSchema),
  my_bets: z.array(crashRoundBetSchema),
  /** The most recent crash points, newest first. */
  recent: z.array(z.object({ round_id: z.number(), crash_point: z.number() })),
  balance: z.number().nullable(),
});
export type CrashStateResponse = z.infer<typeof crashStateResponseSchema>;

const autoCashoutInput = z.preprocess(
  emptyToUndefined,
  numericInput('auto_cashout')
    .refine(
      (v) =>
        v * 100 >= CRASH_MIN_AUTO_CASHOUT_HUNDREDTHS - 1e-9 &&
        v * 100 <= CRASH_MAX_AUTO_CASHOUT_HUNDREDTHS + 1e-9,
      'Auto cash-out must be between 1.01x and 10000x',
    )
    .optional(),
);

/** POST /api/casino/crash/bet. */
export const crashBetBodySchema = z.object({
  /** The round bet on: must be the round open for bets. */
  round_id: idInput('round_id'),
  /** 1 or 2: a player has two bet slots per round (1 when absent). */
  slot: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 1 : Number(v)),
    z.union([z.literal(1), z.literal(2)], { error: 'slot must be 1 or 2' }),
  ),
  stake: stakeInput(),
  auto_cashout: autoCashoutInput,
  idempotency_key: idempotencyKeyInput,
});
export type CrashBetBody = z.infer<typeof crashBetBodySchema>;
export type CrashBetInput = z.input<typeof crashBetBodySchema>;

/** What a crash bet or cash-out answers: the bet as it stands now and the wallet after it. */
const crashBetAnswerSchema = z.object({
  message: z.string(),
  bet: crashRoundBetSchema,
  balance: z.number(),
});

export const crashBetResponseSchema = crashBetAnswerSchema.extend({ round_id: z.number() });
export type CrashBetResponse = z.infer<typeof crashBetResponseSchema>;

/** POST /api/casino/crash/cashout. */
export const crashCashoutBodySchema = crashBetBodySchema.pick({ round_id: true, slot: true });
export type CrashCashoutBody = z.infer<typeof crashCashoutBodySchema>;

/**
 * The cash-out's answer, given once the decision is committed: `bet` is cashed out, `payout` is
 * what it pays (stake included, after tax), and `balance` is the bettor's cash with that payout
 * (and the round's other slot, if cashed out) counted. The ledger credit is written just after the answer (at the latest when the round
 * crashes), so a wallet read in the next moments may not show it yet; the payout is owed from
 * the answer on.
 */
export const crashCashoutResponseSchema = crashBetAnswerSchema.extend({
  /** Multiplier at the moment the server received the request. */
  multiplier: z.number(),
  payout: z.number(),
});
export type CrashCashoutResponse = z.infer<typeof crashCashoutResponseSchema>;

export const crashRoundParamsSchema = z.object({ roundId: idInput('roundId') });

/** GET /api/casino/crash/rounds/:roundId/bets. */
export const crashRoundBetsResponseSchema = z.object({
  round: crashRoundSchema,
  bets: z.array(crashRoundBetSchema),
});
export type CrashRoundBetsResponse = z.infer<typeof crashRoundBetsResponseSchema>;

export const crashHistoryQuerySchema = z.object({
  limit: z.preprocess(
    (v) => (v === undefined || v === '' ? 50 : Number(v)),
    z.number().int().min(1).max(200),
  ),
  /** Rounds older than this round id (paging). */
  before: optionalIdInput('before'),
});

/** A crashed round with its revealed seed. */
export const crashHistoryRoundSchema = z.object({
  round_id: z.number(),
  crash_point: z.number(),
  seed: z.string(),
  seed_hash: z.string(),
  chain_id: z.number(),
  chain_position: z.number(),
  crashed_at: z.string(),
});
export type CrashHistoryRound = z.infer<typeof crashHistoryRoundSchema>;

/** A hash chain as published: its terminating hash, salt, length and house edge. */
export const crashChainSchema = z.object({
  chain_id: z.number(),
  terminating_hash: z.string(),
  /** The HMAC message of every crash point of the chain. */
  salt: z.string(),
  length: z.number(),
  house_edge: z.number(),
  published_at: z.string(),
  /** End of the seeding window (null: a chain from before seeding, its salt set with it). */
  seeding_ends_at: z.string().nullable(),
  /** SHA-256 of the client seeds listed in the window (GET /api/casino/crash/seeding). */
  seeds_hash: z.string().nullable(),
});
export type CrashChain = z.infer<typeof crashChainSchema>;

/** GET /api/casino/crash/seeding?chain_id=: how a chain's salt was (or will be) fixed. */
export const crashSeedingQuerySchema = z.object({ chain_id: optionalIdInput('chain_id') });
export const crashSeedingResponseSchema = z.object({
  chain_id: z.number(),
  terminating_hash: z.string(),
  length: z.number(),
  published_at: z.string(),
  /** Client seeds set (POST /api/casino/seeds) before this moment are listed; null: legacy. */
  seeding_ends_at: z.string().nullable(),
  /** True while seeds are still being listed. */
  open: z.boolean(),
  /** The listed client seeds, in the order they were submitted. */
  seeds: z.array(z.string()),
  /** sha256(seeds joined by line breaks), once the window has closed. */
  seeds_hash: z.string().nullable(),
  /** sha256(`${terminating_hash}:${seeds_hash}`), once the window has closed. */
  salt: z.string().nullable(),
  salted_at: z.string().nullable(),
  procedure: z.string(),
});
export type CrashSeedingResponse = z.infer<typeof crashSeedingResponseSchema>;

/** GET /api/casino/crash/history. */
export const crashHistoryResponseSchema = z.object({
  rounds: z.array(crashHistoryRoundSchema),
  chains: z.array(crashChainSchema),
});
export type CrashHistoryResponse = z.infer<typeof crashHistoryResponseSchema>;

/** GET /api/casino/crash/verify?round_id=: recomputes one crashed round. */
export const crashVerifyQuerySchema = z.object({ round_id: idInput('round_id') });
export const crashVerifyResponseSchema = z.object({
  round_id: z.number(),
  seed: z.string(),
  chain: crashChainSchema,
  chain_position: z.number(),
  /** Hashing the seed forward chain_position times gives the chain's terminating hash. */
  chain_valid: z.boolean(),
  /** Recomputed from seed and salt. */
  crash_point: z.number(),
  /** The crash point the round played. */
  recorded_crash_point: z.number(),
  matches: z.boolean(),
});
export type CrashVerifyResponse = z.infer<typeof crashVerifyResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Instant games (dice, wheel): the player's seed pair

/** GET /api/casino/seeds: the active pair (server seed hidden, its hash shown). */
export const casinoSeedsResponseSchema = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  /** The nonce the next bet will use. */
  nonce: z.number(),
  /** The pair retired last, with its server seed revealed, or null. */
  previous: z
    .object({
      server_seed: z.string(),
      server_seed_hash: z.string(),
      client_seed: z.string(),
      /** Bets made with the pair. */
      nonce: z.number(),
    })
    .nullable(),
});
export type CasinoSeedsResponse = z.infer<typeof casinoSeedsResponseSchema>;

/** POST /api/casino/seeds: a new client seed; rotates the server seed and reveals the old one. */
export const casinoClientSeedBodySchema = z.object({
  client_seed: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: 'Enter a client seed' }).regex(/^[A-Za-z0-9_-]{1,64}$/, {
      error: 'The client seed must be 1 to 64 letters, digits, - or _',
    }),
  ),
});
export type CasinoClientSeedBody = z.infer<typeof casinoClientSeedBodySchema>;

const fairnessSchema = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number(),
});

export const diceDirectionSchema = z.enum(['under', 'over'], {
  error: "direction must be 'under' or 'over'",
});

/** POST /api/casino/dice/play. `target`: 2 decimals, within diceTargetRange (chance 1%–96%). */
export const dicePlayBodySchema = z.object({
  stake: stakeInput(),
  target: numericInput('target'),
  direction: z.preprocess((v) => (v === undefined || v === '' ? 'under' : v), diceDirectionSchema),
  idempotency_key: idempotencyKeyInput,
});
export type DicePlayBody = z.infer<typeof dicePlayBodySchema>;
export type DicePlayInput = z.input<typeof dicePlayBodySchema>;

/** POST /api/casino/wheel/play. */
export const wheelPlayBodySchema = z.object({
  stake: stakeInput(),
  idempotency_key: idempotencyKeyInput,
});
export type WheelPlayBody = z.infer<typeof wheelPlayBodySchema>;

/** The outcome of one instant bet. */
export const instantResultSchema = z.discriminatedUnion('game', [
  z.object({
    game: z.literal('dice'),
    /** The roll, 0.00 .. 99.99. */
    roll: z.number(),
    target: z.number(),
    direction: diceDirectionSchema,
    /** Payout multiplier of the target. */
    multiplier: z.number(),
  }),
  z.object({
    game: z.literal('wheel'),
    /** Segment index the wheel stopped on (0 .. segments − 1). */
    segment: z.number(),
    /** Multiplier of that segment. */
    multiplier: z.number(),
    /** Every segment's multiplier, in wheel order. */
    segments: z.array(z.number()),
  }),
]);
export type InstantResult = z.infer<typeof instantResultSchema>;

export const instantPlayResponseSchema = z.object({
  bet_id: z.number(),
  game: casinoGameIdSchema,
  stake: z.number(),
  won: z.boolean(),
  payout: z.number(),
  result: instantResultSchema,
  fairness: fairnessSchema,
  balance: z.number(),
  /** The hash of the server seed the NEXT bet will use (unchanged until the player rotates). */
  next_nonce: z.number(),
});
export type InstantPlayResponse = z.infer<typeof instantPlayResponseSchema>;

/**
 * GET /api/casino/verify: recomputes an instant result from seeds anybody holds (the revealed
 * server seed, the client seed and the nonce). Dice needs target and direction for the outcome.
 */
export const casinoVerifyQuerySchema = z.object({
  game: z.enum(['dice', 'wheel'], { error: "game must be 'dice' or 'wheel'" }),
  server_seed: z.string().regex(/^[0-9a-f]{64}$/, 'server_seed must be 64 hex digits'),
  client_seed: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'client_seed is not valid'),
  nonce: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: 'nonce must be a whole number' }).int().min(0),
  ),
  target: optionalNumericInput('target'),
  direction: z.preprocess(emptyToUndefined, diceDirectionSchema.optional()),
});
export type CasinoVerifyQuery = z.infer<typeof casinoVerifyQuerySchema>;

export const casinoVerifyResponseSchema = z.object({
  server_seed_hash: z.string(),
  /** HMAC-SHA256(server_seed, `${client_seed}:${nonce}`). */
  hmac: z.string(),
  result: instantResultSchema,
});
export type CasinoVerifyResponse = z.infer<typeof casinoVerifyResponseSchema>;

// ---------------------------------------------------------------------------------------------
// History: GET /api/casino/history (the player's casino bets, every game)

export const casinoHistoryQuerySchema = z.object({
  game: z.preprocess(emptyToUndefined, casinoGameIdSchema.optional()),
  page: z.preprocess((v) => (v === undefined || v === '' ? 1 : Number(v)), z.number().int().min(1)),
  per_page: z.preprocess(
    (v) => (v === undefined || v === '' ? 20 : Number(v)),
    z.number().int().min(1).max(100),
  ),
});
export type CasinoHistoryQuery = z.infer<typeof casinoHistoryQuerySchema>;

export const casinoBetSchema = z.object({
  bet_id: z.number(),
  game: casinoGameIdSchema,
  stake: z.number(),
  payout: z.number(),
  status: z.enum(['open', 'won', 'lost']),
  /** Crash: cash-out multiplier; dice / wheel: the payout multiplier of the result (0 when lost). */
  multiplier: z.number().nullable(),
  /** Crash round, or null. */
  round_id: z.number().nullable(),
  /** Instant games: the fairness inputs; server_seed once the pair is retired, else null. */
  server_seed_hash: z.string().nullable(),
  server_seed: z.string().nullable(),
  client_seed: z.string().nullable(),
  nonce: z.number().nullable(),
  /** Human summary ('Roll 47.31 under 50.00', 'Cashed out at 2.10x', 'Crashed at 1.54x'). */
  detail: z.string(),
  created: z.string(),
  settled: z.string().nullable(),
});
export type CasinoBet = z.infer<typeof casinoBetSchema>;

export const casinoHistoryResponseSchema = z.object({
  bets: z.array(casinoBetSchema),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
export type CasinoHistoryResponse = z.infer<typeof casinoHistoryResponseSchema>;

// Socket: room `casino:crash`: crash-room.ts

// ---------------------------------------------------------------------------------------------
// Refusals

export const casinoErrorCodes = {
  CASINO_GAME_NOT_FOUND: { status: 404, message: 'This game was not found' },
  CASINO_ROUND_NOT_FOUND: { status: 404, message: 'This round was not found' },
  CASINO_BET_NOT_FOUND: { status: 404, message: 'You have no bet in this slot of this round' },
  CASINO_BET_WINDOW_CLOSED: {
    status: 409,
    message: 'Bets for this round are closed. Wait for the next round',
  },
  CASINO_SLOT_TAKEN: { status: 409, message: 'You already have a bet in this slot' },
  CASINO_CASHOUT_TOO_LATE: {
    status: 409,
    message: 'Too late: the round crashed before your cash-out',
  },
  CASINO_ROUND_NOT_FLYING: { status: 409, message: 'The round has not taken off yet' },
  CASINO_ALREADY_CASHED_OUT: { status: 409, message: 'This bet is already cashed out' },
  CASINO_BET_SETTLED: { status: 409, message: 'This bet is already settled' },
  CASINO_TARGET_INVALID: {
    status: 400,
    message: DICE_TARGET_RULE,
  },
  CASINO_SEED_NOT_REVEALED: {
    status: 409,
    message: 'This seed is still in use: change your client seed to reveal it',
  },
} as const;
