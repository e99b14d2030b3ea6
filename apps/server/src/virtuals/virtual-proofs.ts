import type { BetSummary } from '@shangwe/contract';
import type { LegRow } from '../wagers/bet-store';
import type { Queryable } from '../db/database';
import type { RoundRow } from './virtual-repository';
import { statusAt } from './virtual-views';

type Proof = NonNullable<BetSummary['virtual_rounds']>[number];

/**
 * The match-days of virtual bet legs with their seed proofs, for My Bets: one read for all the
 * legs, then a function giving one bet's rounds. The seed only once its match-day is finished.
 */
export async function virtualRoundProofs(
  db: Queryable,
  legs: readonly Pick<LegRow, 'parent_match_id'>[],
  now: Date,
): Promise<(own: readonly Pick<LegRow, 'parent_match_id'>[]) => Proof[]> {
  const ids = [...new Set(legs.map((l) => Number(l.parent_match_id)))];
  const byMatch = new Map<number, Proof>();
  if (ids.length > 0) {
    const { rows } = await db.query<RoundRow & { match_id: number }>(
      `SELECT m.id::int AS match_id, r.id::int AS id, r.season, r.match_day, r.status, r.kick_off,
         r.ends_at, r.seed, r.seed_hash
       FROM virtual_matches m JOIN virtual_rounds r ON r.id = m.round_id
       WHERE m.id = ANY($1::bigint[])`,
      [ids],
    );
    for (const r of rows) {
      const status = statusAt(r, now);
      byMatch.set(r.match_id, {
        round_id: r.id,
        season: r.season,
        match_day: r.match_day,
        kick_off: new Date(r.kick_off).toISOString(),
        status,
        seed_hash: r.seed_hash,
        seed: status === 'finished' ? r.seed : null,
      });
    }
  }
  return (own) => {
    const rounds = new Map<number, Proof>();
    for (const leg of own) {
      const proof = byMatch.get(Number(leg.parent_match_id));
      if (proof) rounds.set(proof.round_id, proof);
    }
    return [...rounds.values()];
  };
}
