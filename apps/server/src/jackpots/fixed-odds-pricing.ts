import type { Queryable } from '../db/database';

/**
 * The catalog's current 1X2 prices of these matches ({"1": 2.1, "X": 3.2, "2": 3.5}), only
 * where the market takes bets (ACTIVE).
 */
export async function currentMatchOdds(
  db: Queryable,
  parentMatchIds: readonly number[],
): Promise<Map<number, Record<string, number>>> {
  const { rows } = await db.query<{
    parent_match_id: number;
    outcomes: Array<{ odd_key: string; odd_value: number }>;
  }>(
    `SELECT parent_match_id, outcomes FROM markets
      WHERE parent_match_id = ANY($1::bigint[]) AND sub_type_id = 1 AND special_bet_value = ''
        AND bet_status = 'ACTIVE'`,
    [parentMatchIds],
  );
  return new Map(
    rows.map((r) => [
      Number(r.parent_match_id),
      Object.fromEntries(r.outcomes.map((o) => [o.odd_key, Number(o.odd_value)])),
    ]),
  );
}

/** The most a boosted leg pays above the catalog's price: 10%. */
export const BOOST_FACTOR = 1.1;

/**
 * What the house keeps on every boosted leg at least: the boost never eats more than the
 * catalog's own margin less this (issue 25).
 */
export const BOOSTED_HOUSE_KEEP = 0.02;

/**
 * The boosted prices of a match's 1X2 catalog prices. Each price is raised by the same factor,
 * 10% at most, and never so far that a leg returns more than its stake: the catalog's prices
 * sum their implied chances to 1 + margin (its overround), so a leg priced 1/(p × overround)
 * returns overround × factor / (1 + margin) ≈ factor / overround of the fair price; the factor
 * is held at (1 − keep) × overround. A 5.5% catalog margin gives a boost of about 3.6%, a 12%
 * margin the full 10%. A price never falls below the catalog's; prices rounded down to the cent.
 */
export function boostedOdds(catalog: Readonly<Record<string, number>>): Record<string, number> {
  const prices = Object.values(catalog).filter((odd) => odd > 1);
  const overround = prices.reduce((sum, odd) => sum + 1 / odd, 0);
  const factor = Math.min(BOOST_FACTOR, (1 - BOOSTED_HOUSE_KEEP) * overround);
  return Object.fromEntries(
    Object.entries(catalog).map(([key, odd]) => [
      key,
      Math.max(odd, Math.floor(odd * factor * 100 + 1e-9) / 100),
    ]),
  );
}
