import type { Queryable } from '../db/database';

/** One stored pick of a shared slip: the catalog ids only, prices are read fresh on decode. */
export interface SharedPick {
  parent_match_id: number;
  sub_type_id: number;
  special_bet_value: string;
  odd_key: string;
  outcome_id: string;
  has_parent: boolean;
  parent_code: string;
}

export interface ShareRow {
  code: string;
  product_type: string;
  profile_id: number | null;
  bet_id: number | null;
  picks: SharedPick[];
}

/** Stores a code; false when the code is already taken (the caller draws another). */
export async function insertShareCode(
  db: Queryable,
  row: ShareRow & { src: string | null },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO share_codes (code, product_type, profile_id, bet_id, picks, src)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6) ON CONFLICT (code) DO NOTHING`,
    [row.code, row.product_type, row.profile_id, row.bet_id, JSON.stringify(row.picks), row.src],
  );
  return rowCount === 1;
}

export async function findShareCode(db: Queryable, code: string): Promise<ShareRow | undefined> {
  const { rows } = await db.query<ShareRow>(
    `SELECT code, product_type, profile_id, bet_id, picks FROM share_codes WHERE code = $1`,
    [code],
  );
  const row = rows[0];
  if (!row) return undefined;
  // PGlite and pg both parse jsonb, but be safe with drivers that hand back text.
  return {
    ...row,
    picks: typeof row.picks === 'string' ? (JSON.parse(row.picks) as SharedPick[]) : row.picks,
  };
}
