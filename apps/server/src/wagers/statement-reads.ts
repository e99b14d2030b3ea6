import type { Queryable } from '../db/database';

/** What a statement line shows of the wager its money belongs to. */
export interface WagerLabel {
  /** `bets.product` (the product's name in the bettor's country comes from it). */
  product: string;
  /** `bets.short_id`: the code My Bets shows and `/b/{code}` opens. */
  short_id: string;
  /** `bets.bet_type` (7 prematch, 8 live). */
  bet_type: number;
}

/**
 * The product, code and bet type of the wagers with these ids (decimal text, as ledger
 * references hold them), keyed by id as text; an id without a wager is left out. One read,
 * by primary key, whatever the number of ids (wallet/wallet-repository.ts `listStatement`).
 */
export async function wagerLabelsByIds(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, WagerLabel>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<WagerLabel & { id: string }>(
    `SELECT id::text AS id, product, short_id, bet_type FROM bets WHERE id = ANY($1::bigint[])`,
    [ids],
  );
  return new Map(
    rows.map((r) => [r.id, { product: r.product, short_id: r.short_id, bet_type: r.bet_type }]),
  );
}
