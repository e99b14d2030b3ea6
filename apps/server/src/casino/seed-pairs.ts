import { randomBytes } from 'node:crypto';
import { sha256Hex } from '@shangwe/domain';
import type { Queryable } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { listSeedForChains } from './crash-repository';

/** A player's seed pair for the instant games. */
export interface SeedPairRow {
  id: number;
  profile_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  created_at: Date;
  retired_at: Date | null;
}

const newServerSeed = () => randomBytes(32).toString('hex');
const newClientSeed = () => randomBytes(8).toString('hex');

/** The player's active pair, made on first use (a random client seed they may change). */
export async function activeSeedPair(
  db: Queryable,
  profileId: number,
  now: Date,
): Promise<SeedPairRow> {
  const found = await db.query<SeedPairRow>(
    'SELECT * FROM casino_seed_pairs WHERE profile_id = $1 AND retired_at IS NULL',
    [profileId],
  );
  if (found.rows[0]) return found.rows[0];
  const seed = newServerSeed();
  // Two first requests at once: one insert wins the unique index, both read its row.
  await db.query(
    `INSERT INTO casino_seed_pairs (profile_id, server_seed, server_seed_hash, client_seed, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [profileId, seed, sha256Hex(seed), newClientSeed(), now],
  );
  const { rows } = await db.query<SeedPairRow>(
    'SELECT * FROM casino_seed_pairs WHERE profile_id = $1 AND retired_at IS NULL',
    [profileId],
  );
  return rows[0]!;
}

/** The nonce the pair's next bet will take. */
export async function nextNonce(db: Queryable, pairId: number): Promise<number> {
  const { rows } = await db.query<{ next_nonce: number }>(
    'SELECT next_nonce FROM casino_seed_pairs WHERE id = $1',
    [pairId],
  );
  return Number(rows[0]?.next_nonce ?? 0);
}

/**
 * Takes the player's next nonce on their active pair, atomically (two bets at once get two
 * nonces), with the pair it belongs to.
 */
export async function takeNonce(
  db: Queryable,
  profileId: number,
  now: Date,
): Promise<{ pair: SeedPairRow; nonce: number }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const pair = await activeSeedPair(db, profileId, now);
    const { rows } = await db.query<{ nonce: number }>(
      `UPDATE casino_seed_pairs SET next_nonce = next_nonce + 1
        WHERE id = $1 AND retired_at IS NULL RETURNING next_nonce - 1 AS nonce`,
      [pair.id],
    );
    // The pair was retired meanwhile (a new client seed): take one on the new pair.
    if (rows[0]) return { pair, nonce: Number(rows[0].nonce) };
  }
  throw new Error(`no active seed pair for profile ${profileId}`);
}

/** The player's last retired pair (server seed revealed), or undefined. */
export async function previousSeedPair(
  db: Queryable,
  profileId: number,
): Promise<SeedPairRow | undefined> {
  const { rows } = await db.query<SeedPairRow>(
    `SELECT * FROM casino_seed_pairs WHERE profile_id = $1 AND retired_at IS NOT NULL
      ORDER BY retired_at DESC, id DESC LIMIT 1`,
    [profileId],
  );
  return rows[0];
}

/**
 * A new client seed: the active pair is retired (its server seed may now be shown) and a new
 * pair with a fresh server seed starts at nonce 0. One transaction, serialised per bettor by a
 * transaction-scoped advisory lock: twenty changes at once apply one after the other (each
 * retiring the one before), never two active pairs and never a duplicate-key error. A first-use
 * pair created at the same moment by a bet (activeSeedPair, which does not take the lock) is
 * retired like any other: the insert waits for it on the unique index, then the whole change
 * runs again. A seed set while a crash chain's seeding window is open is listed for its salt.
 */
export async function rotateSeedPair(
  db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  profileId: number,
  clientSeed: string,
  now: Date,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.transaction(async (tx) => {
        await tx.query(
          `SELECT pg_advisory_xact_lock(hashtext('casino_seed_pairs'), ($1::bigint % 2147483647)::int)`,
          [profileId],
        );
        await tx.query(
          `UPDATE casino_seed_pairs SET retired_at = $2 WHERE profile_id = $1 AND retired_at IS NULL`,
          [profileId, now],
        );
        const seed = newServerSeed();
        await tx.query(
          `INSERT INTO casino_seed_pairs (profile_id, server_seed, server_seed_hash, client_seed, created_at)
           VALUES ($1, $2, $3, $4, $5)`,
          [profileId, seed, sha256Hex(seed), clientSeed, now],
        );
        // A seed set while a crash chain is seeding is listed for its salt (crash README).
        await listSeedForChains(tx, clientSeed, now);
      });
      return;
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error, 'casino_seed_pairs_active_idx')) throw error;
    }
  }
}
