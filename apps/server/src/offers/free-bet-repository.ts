import type { Queryable } from '../db/database';

/** A bettor's free bet as stored (amount in minor units). */
export interface FreeBetRow {
  id: number;
  profile_id: number;
  country: string;
  offer_id: number;
  source: 'welcome' | 'losing_acca' | 'promotion' | 'operator';
  amount: number;
  currency: string;
  product_name: 'PREMATCH_UOF' | 'LIVEMATCH_UOF';
  claim_rules: Array<{ rule_name: string; rule_value: number | string }>;
  status: 'active' | 'used' | 'expired' | 'withdrawn';
  title: string;
  grant_key: string;
  reason: string | null;
  granted_at: Date;
  expires_at: Date;
  used_at: Date | null;
  /** The latest wager it staked (read with the row from `wagers_read`; null when unused). */
  bet_id: number | null;
}

const COLUMNS = `f.id, f.profile_id, f.country, f.offer_id, f.source, f.amount, f.currency,
  f.product_name, f.claim_rules, f.status, f.title, f.grant_key, f.reason, f.granted_at,
  f.expires_at, f.used_at,
  (SELECT max(b.id) FROM wagers_read b WHERE b.free_bet_id = f.id) AS bet_id`;

const normalise = (row: FreeBetRow): FreeBetRow => ({
  ...row,
  id: Number(row.id),
  profile_id: Number(row.profile_id),
  amount: Number(row.amount),
  bet_id: row.bet_id === null ? null : Number(row.bet_id),
  claim_rules: readClaimRules(row.claim_rules),
});

/**
 * The stored rules as the API shows them. A rule written before numbers were read strictly may
 * hold what JSON made of Infinity (null): it is read as the largest number, which no slip's odds
 * meet, so the list still answers and the free bet is not loosened by the bad write.
 */
function readClaimRules(stored: unknown): FreeBetRow['claim_rules'] {
  let rules: unknown = stored;
  if (typeof stored === 'string') {
    try {
      rules = JSON.parse(stored);
    } catch {
      rules = [];
    }
  }
  if (!Array.isArray(rules)) return [];
  return rules.flatMap((rule: unknown) => {
    if (typeof rule !== 'object' || rule === null) return [];
    const { rule_name: name, rule_value: value } = rule as Record<string, unknown>;
    if (typeof name !== 'string') return [];
    const readable =
      (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'string';
    return [{ rule_name: name, rule_value: readable ? value : Number.MAX_VALUE }];
  });
}

export interface NewFreeBet {
  profileId: number;
  country: string;
  offerId: number;
  source: FreeBetRow['source'];
  amountCents: number;
  currency: string;
  productName: FreeBetRow['product_name'];
  claimRules: FreeBetRow['claim_rules'];
  title: string;
  grantKey: string;
  reason: string | null;
  grantedAt: Date;
  expiresAt: Date;
}

/** Writes a free bet unless its grant key was used already; null then (granted before). */
export async function insertFreeBet(tx: Queryable, bet: NewFreeBet): Promise<FreeBetRow | null> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO free_bets (profile_id, country, offer_id, source, amount, currency, product_name,
       claim_rules, title, grant_key, reason, granted_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $13)
     ON CONFLICT (grant_key) DO NOTHING RETURNING id`,
    [
      bet.profileId,
      bet.country,
      bet.offerId,
      bet.source,
      bet.amountCents,
      bet.currency,
      bet.productName,
      JSON.stringify(bet.claimRules),
      bet.title,
      bet.grantKey,
      bet.reason,
      bet.grantedAt,
      bet.expiresAt,
    ],
  );
  const id = rows[0]?.id;
  return id === undefined ? null : ((await findFreeBet(tx, Number(id))) ?? null);
}

export async function findFreeBet(db: Queryable, id: number): Promise<FreeBetRow | undefined> {
  const { rows } = await db.query<FreeBetRow>(
    `SELECT ${COLUMNS} FROM free_bets f WHERE f.id = $1`,
    [id],
  );
  return rows[0] ? normalise(rows[0]) : undefined;
}

export async function findFreeBetByGrantKey(
  db: Queryable,
  grantKey: string,
): Promise<FreeBetRow | undefined> {
  const { rows } = await db.query<FreeBetRow>(
    `SELECT ${COLUMNS} FROM free_bets f WHERE f.grant_key = $1`,
    [grantKey],
  );
  return rows[0] ? normalise(rows[0]) : undefined;
}

/**
 * A bettor's free bets, soonest to expire first: the usable ones (active and not past their
 * expiry, whatever the expiry worker has got to), or all of them, newest first.
 */
export async function listFreeBets(
  db: Queryable,
  profileId: number,
  filter: { product: string | null; activeOnly: boolean; now: Date },
): Promise<FreeBetRow[]> {
  const params: unknown[] = [profileId];
  const where = ['f.profile_id = $1'];
  if (filter.activeOnly) {
    params.push(filter.now);
    where.push(`f.status = 'active' AND f.expires_at > $${params.length}`);
  }
  if (filter.product) {
    params.push(filter.product);
    where.push(`f.product_name = $${params.length}`);
  }
  const order = filter.activeOnly ? 'f.expires_at, f.id' : 'f.granted_at DESC, f.id DESC';
  const { rows } = await db.query<FreeBetRow>(
    `SELECT ${COLUMNS} FROM free_bets f WHERE ${where.join(' AND ')}
     ORDER BY ${order} LIMIT 200`,
    params,
  );
  return rows.map(normalise);
}

/** Marks active free bets past their expiry expired; returns them (for notices). */
export async function expireDueFreeBets(
  db: Queryable,
  now: Date,
  limit: number,
): Promise<Array<{ id: number; profile_id: number }>> {
  const { rows } = await db.query<{ id: number; profile_id: number }>(
    `UPDATE free_bets SET status = 'expired', expired_at = $1
      WHERE id IN (SELECT id FROM free_bets WHERE status = 'active' AND expires_at <= $1
                    ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)
        AND status = 'active'
      RETURNING id, profile_id`,
    [now, limit],
  );
  return rows.map((r) => ({ id: Number(r.id), profile_id: Number(r.profile_id) }));
}

/**
 * Gives a used free bet back after its wager was void, refused or cancelled: active again if
 * it has not expired, else expired. Returns the new status (null: it was not used).
 */
export async function restoreFreeBet(
  tx: Queryable,
  id: number,
  now: Date,
): Promise<'active' | 'expired' | null> {
  const { rows } = await tx.query<{ status: 'active' | 'expired' }>(
    `UPDATE free_bets
        SET status = CASE WHEN expires_at > $2 THEN 'active' ELSE 'expired' END,
            used_at = NULL,
            expired_at = CASE WHEN expires_at > $2 THEN NULL ELSE $2 END
      WHERE id = $1 AND status = 'used'
      RETURNING status`,
    [id, now],
  );
  return rows[0]?.status ?? null;
}

/** Why a free bet was withdrawn (free_bets.withdrawn_reason). */
export type FreeBetWithdrawal = 'bet_cancelled' | 'bet_void' | 'bet_rejected' | 'deposit_withdrawn';

/**
 * Withdraws a free bet that has not been staked (active or expired), on its locked row.
 * Answers 'withdrawn', or its status when it cannot be ('used': staked already; 'withdrawn').
 */
export async function withdrawFreeBet(
  tx: Queryable,
  id: number,
  reason: FreeBetWithdrawal,
  now: Date,
): Promise<FreeBetRow['status'] | null> {
  const { rows } = await tx.query<{ status: FreeBetRow['status'] }>(
    'SELECT status FROM free_bets WHERE id = $1 FOR UPDATE',
    [id],
  );
  const status = rows[0]?.status;
  if (status !== 'active' && status !== 'expired') return status ?? null;
  await tx.query(
    `UPDATE free_bets SET status = 'withdrawn', withdrawn_at = $2, withdrawn_reason = $3
      WHERE id = $1`,
    [id, now, reason],
  );
  return 'withdrawn';
}

/** The bettor's welcome free bet while it is usable (active, unexpired), or undefined. */
export async function findUsableWelcomeFreeBet(
  db: Queryable,
  profileId: number,
  now: Date,
): Promise<FreeBetRow | undefined> {
  const { rows } = await db.query<FreeBetRow>(
    `SELECT ${COLUMNS} FROM free_bets f
      WHERE f.grant_key = $1 AND f.status = 'active' AND f.expires_at > $2`,
    [`welcome:${profileId}`, now],
  );
  return rows[0] ? normalise(rows[0]) : undefined;
}

/** The amount of a bettor's first completed deposit (the one the welcome rule judged). */
export async function firstDepositCents(db: Queryable, profileId: number): Promise<number | null> {
  const { rows } = await db.query<{ amount: number }>(
    `SELECT amount FROM deposits WHERE profile_id = $1 AND status = 'completed'
      ORDER BY completed_at, id LIMIT 1`,
    [profileId],
  );
  return rows[0] ? Number(rows[0].amount) : null;
}

/** Whether a bettor has had a completed deposit other than `reference` (a first deposit?). */
export async function hadEarlierDeposit(
  db: Queryable,
  profileId: number,
  reference: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM deposits WHERE profile_id = $1 AND status = 'completed' AND reference <> $2 LIMIT 1`,
    [profileId, reference],
  );
  return rows.length > 0;
}
