import type { Queryable } from '../db/database';

/**
 * A published hash chain. `salt` is null until its seeding window (created_at ..
 * seeding_ends_at) has closed; chains from before seeding have seeding_ends_at null.
 */
export interface CrashChainRow {
  id: number;
  terminating_hash: string;
  salt: string | null;
  length: number;
  house_edge_percent: number;
  created_at: Date;
  seeding_ends_at: Date | null;
  seeds_hash: string | null;
  salted_at: Date | null;
}

/** A chain whose salt is fixed: its rounds can be played and verified. */
export type SaltedChainRow = CrashChainRow & { salt: string };

export const isSalted = (chain: CrashChainRow): chain is SaltedChainRow => chain.salt !== null;

/** A crash round; `seed` is secret until `crashes_at` has passed (presenters see to it). */
export interface CrashRoundRow {
  id: number;
  chain_id: number;
  chain_position: number;
  seed: string;
  seed_hash: string;
  crash_point: number;
  growth_per_second: number;
  bet_window_ends_at: Date;
  crashes_at: Date;
  created_at: Date;
  settled_at: Date | null;
}

/** A crash bet with its wager's status and payout, and the player's phone (masked later). */
export interface CrashBetRow {
  bet_id: number;
  round_id: number;
  profile_id: number;
  slot: number;
  stake: number;
  auto_cashout: number | null;
  cashout_multiplier: number | null;
  cashed_out_at: Date | null;
  created_at: Date;
  status: string;
  amount_paid: number;
  country: string;
  mobile: string;
}

const ROUND_COLUMNS = `id, chain_id, chain_position, seed, seed_hash, crash_point, growth_per_second,
  bet_window_ends_at, crashes_at, created_at, settled_at`;

const BET_COLUMNS = `cb.bet_id, cb.round_id, cb.profile_id, cb.slot, cb.stake, cb.auto_cashout,
  cb.cashout_multiplier, cb.cashed_out_at, cb.created_at, b.status, b.amount_paid, b.country, p.mobile`;

/** The wager of a crash bet through the bet store's published read (migration 0155). */
const BET_FROM = `crash_bets cb JOIN wagers_read b ON b.id = cb.bet_id JOIN profiles p ON p.id = cb.profile_id`;

/** The newest chain whose salt is fixed. */
export async function latestSaltedChain(db: Queryable): Promise<SaltedChainRow | undefined> {
  const { rows } = await db.query<SaltedChainRow>(
    'SELECT * FROM crash_chains WHERE salt IS NOT NULL ORDER BY id DESC LIMIT 1',
  );
  return rows[0];
}

/** The newest chain, salted or still seeding. */
export async function latestChain(db: Queryable): Promise<CrashChainRow | undefined> {
  const { rows } = await db.query<CrashChainRow>(
    'SELECT * FROM crash_chains ORDER BY id DESC LIMIT 1',
  );
  return rows[0];
}

export async function chainById(db: Queryable, id: number): Promise<CrashChainRow | undefined> {
  const { rows } = await db.query<CrashChainRow>('SELECT * FROM crash_chains WHERE id = $1', [id]);
  return rows[0];
}

/** The first seeded chain (not one from before seeding) after chain `afterId`. */
export async function nextSeededChain(
  db: Queryable,
  afterId: number,
): Promise<CrashChainRow | undefined> {
  const { rows } = await db.query<CrashChainRow>(
    `SELECT * FROM crash_chains WHERE id > $1 AND seeding_ends_at IS NOT NULL
      ORDER BY id LIMIT 1`,
    [afterId],
  );
  return rows[0];
}

/** The client seeds listed for a chain's seeding, in the order they were submitted. */
export async function chainSeedingSeeds(
  db: Queryable,
  chainId: number,
): Promise<{ client_seed: string; submitted_at: Date }[]> {
  const { rows } = await db.query<{ client_seed: string; submitted_at: Date }>(
    'SELECT client_seed, submitted_at FROM crash_chain_seeds WHERE chain_id = $1 ORDER BY id',
    [chainId],
  );
  return rows;
}

/**
 * Lists a bettor's client seed for every chain whose seeding window is open at `now` (none:
 * nothing). The chain row is share-locked, so a seed is either listed before the salt is fixed
 * (fixSalt waits for it) or finds the salt fixed and is not listed.
 */
export async function listSeedForChains(
  db: Queryable,
  clientSeed: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO crash_chain_seeds (chain_id, client_seed, submitted_at)
     SELECT c.id, $1, $2 FROM (
       SELECT id FROM crash_chains
        WHERE salt IS NULL AND seeding_ends_at IS NOT NULL AND seeding_ends_at > $2
        ORDER BY id FOR SHARE
     ) c`,
    [clientSeed, now],
  );
}

/**
 * Fixes a chain's salt once its seeding window has closed: the chain row locked (waiting out
 * seeds being listed), the seeds read in order, `salt(seeds)` written once. Returns the chain
 * as it stands (still unsalted while the window is open).
 */
export async function fixChainSalt(
  db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  chainId: number,
  now: Date,
  salt: (terminatingHash: string, seeds: readonly string[]) => { salt: string; seedsHash: string },
): Promise<CrashChainRow> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<CrashChainRow>(
      'SELECT * FROM crash_chains WHERE id = $1 FOR UPDATE',
      [chainId],
    );
    const chain = rows[0]!;
    if (chain.salt !== null || chain.seeding_ends_at === null || now < chain.seeding_ends_at) {
      return chain;
    }
    const seeds = (await chainSeedingSeeds(tx, chainId)).map((s) => s.client_seed);
    const fixed = salt(chain.terminating_hash, seeds);
    const updated = await tx.query<CrashChainRow>(
      `UPDATE crash_chains SET salt = $2, seeds_hash = $3, salted_at = $4
        WHERE id = $1 RETURNING *`,
      [chainId, fixed.salt, fixed.seedsHash, now],
    );
    return updated.rows[0]!;
  });
}

export async function chainsByIds(db: Queryable, ids: readonly number[]): Promise<CrashChainRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<CrashChainRow>(
    'SELECT * FROM crash_chains WHERE id = ANY($1::bigint[]) ORDER BY id DESC',
    [ids],
  );
  return rows;
}

/**
 * Publishes a chain and stores its seeds (s_1 .. s_length; s_0 is the terminating hash), with
 * no salt yet: its seeding window runs from `now` to `seedingEndsAt`.
 */
export async function insertChain(
  db: Queryable,
  chain: readonly string[],
  houseEdgePercent: number,
  now: Date,
  seedingEndsAt: Date,
): Promise<CrashChainRow> {
  const length = chain.length - 1;
  const { rows } = await db.query<CrashChainRow>(
    `INSERT INTO crash_chains (terminating_hash, salt, length, house_edge_percent, created_at,
       seeding_ends_at)
     VALUES ($1, NULL, $2, $3, $4, $5) RETURNING *`,
    [chain[0], length, houseEdgePercent, now, seedingEndsAt],
  );
  const row = rows[0]!;
  // In slices: one statement's parameters stay small whatever the chain's length.
  for (let from = 1; from <= length; from += 5_000) {
    const positions: number[] = [];
    const seeds: string[] = [];
    for (let i = from; i <= Math.min(length, from + 4_999); i++) {
      positions.push(i);
      seeds.push(chain[i]!);
    }
    await db.query(
      `INSERT INTO crash_seeds (chain_id, position, seed)
       SELECT $1, x.position, x.seed FROM unnest($2::int[], $3::text[]) AS x(position, seed)`,
      [row.id, positions, seeds],
    );
  }
  return row;
}

export async function chainSeed(
  db: Queryable,
  chainId: number,
  position: number,
): Promise<string | undefined> {
  const { rows } = await db.query<{ seed: string }>(
    'SELECT seed FROM crash_seeds WHERE chain_id = $1 AND position = $2',
    [chainId, position],
  );
  return rows[0]?.seed;
}

/** The next unused position of a chain (rounds play it from 1 upwards). */
export async function nextChainPosition(db: Queryable, chainId: number): Promise<number> {
  const { rows } = await db.query<{ next: number }>(
    'SELECT coalesce(max(chain_position), 0) + 1 AS next FROM crash_rounds WHERE chain_id = $1',
    [chainId],
  );
  return Number(rows[0]!.next);
}

export async function insertRound(
  db: Queryable,
  round: Omit<CrashRoundRow, 'id' | 'settled_at'>,
): Promise<CrashRoundRow> {
  const { rows } = await db.query<CrashRoundRow>(
    `INSERT INTO crash_rounds (chain_id, chain_position, seed, seed_hash, crash_point,
       growth_per_second, bet_window_ends_at, crashes_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${ROUND_COLUMNS}`,
    [
      round.chain_id,
      round.chain_position,
      round.seed,
      round.seed_hash,
      round.crash_point,
      round.growth_per_second,
      round.bet_window_ends_at,
      round.crashes_at,
      round.created_at,
    ],
  );
  return rows[0]!;
}

export async function latestRound(db: Queryable): Promise<CrashRoundRow | undefined> {
  const { rows } = await db.query<CrashRoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM crash_rounds ORDER BY id DESC LIMIT 1`,
  );
  return rows[0];
}

export async function roundById(db: Queryable, id: number): Promise<CrashRoundRow | undefined> {
  const { rows } = await db.query<CrashRoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM crash_rounds WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/** Rounds whose bets are not all settled yet (a restart finishes them from their crash point). */
export async function unsettledRounds(db: Queryable): Promise<CrashRoundRow[]> {
  const { rows } = await db.query<CrashRoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM crash_rounds WHERE settled_at IS NULL ORDER BY id`,
  );
  return rows;
}

export async function markRoundSettled(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query('UPDATE crash_rounds SET settled_at = $2 WHERE id = $1 AND settled_at IS NULL', [
    id,
    now,
  ]);
}

/** Crashed rounds, newest first (their seeds are public). */
export async function crashedRounds(
  db: Queryable,
  now: Date,
  limit: number,
  before: number | undefined,
): Promise<CrashRoundRow[]> {
  const { rows } = await db.query<CrashRoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM crash_rounds
      WHERE crashes_at <= $1 AND ($3::bigint IS NULL OR id < $3)
      ORDER BY id DESC LIMIT $2`,
    [now, limit, before ?? null],
  );
  return rows;
}

export async function roundBets(db: Queryable, roundId: number): Promise<CrashBetRow[]> {
  const { rows } = await db.query<CrashBetRow>(
    `SELECT ${BET_COLUMNS} FROM ${BET_FROM} WHERE cb.round_id = $1 ORDER BY cb.bet_id`,
    [roundId],
  );
  return rows;
}

export async function betsByIds(db: Queryable, betIds: readonly number[]): Promise<CrashBetRow[]> {
  if (betIds.length === 0) return [];
  const { rows } = await db.query<CrashBetRow>(
    `SELECT ${BET_COLUMNS} FROM ${BET_FROM} WHERE cb.bet_id = ANY($1::bigint[]) ORDER BY cb.bet_id`,
    [betIds],
  );
  return rows;
}

/** Wagers of a round still open (the settler's list). */
export async function openBetIdsOfRound(db: Queryable, roundId: number): Promise<number[]> {
  const { rows } = await db.query<{ bet_id: number }>(
    `SELECT cb.bet_id FROM crash_bets cb JOIN wagers_read b ON b.id = cb.bet_id
      WHERE cb.round_id = $1 AND b.status = 'open' ORDER BY cb.bet_id`,
    [roundId],
  );
  return rows.map((r) => Number(r.bet_id));
}

/**
 * Auto cash-outs the multiplier has reached (and that are at most the crash point, so they won:
 * the tie rule of crashCashoutWinsAt): marked once (a bet cashed out by hand keeps its own
 * multiplier). Returns their bet ids.
 */
export async function markAutoCashouts(
  db: Queryable,
  round: Pick<CrashRoundRow, 'id' | 'crash_point'>,
  multiplier: number,
  now: Date,
): Promise<number[]> {
  const { rows } = await db.query<{ bet_id: number }>(
    `UPDATE crash_bets SET cashout_multiplier = auto_cashout, cashed_out_at = $4
      WHERE round_id = $1 AND cashout_multiplier IS NULL AND auto_cashout IS NOT NULL
        AND auto_cashout <= $2 AND auto_cashout <= $3
      RETURNING bet_id`,
    [round.id, multiplier, round.crash_point, now],
  );
  return rows.map((r) => Number(r.bet_id));
}
