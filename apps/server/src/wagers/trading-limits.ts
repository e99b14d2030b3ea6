import {
  formatCurrency,
  maxStakeUnderLimits,
  scaledStakeLimit,
  withinLimits,
} from '@shangwe/domain';
import type { SelectionLimit } from '@shangwe/domain';
import type { SessionUser } from '../auth/session';
import type { Queryable } from '../db/database';
import { countryConfigOf } from './slip-quote';
import { refusal, type PricedWager, type Refusal } from './wager-product';

/**
 * Trading limits in the wager pipeline (issue 33; apps/server/src/backoffice/trading/README.md).
 * Two parts:
 * - here: each selection's stake limit (scaled by the bettor's stake factor) and the room left
 *   under its liability limit, so a bet over a limit is offered the maximum ("Maximum stake for
 *   this bet is KES X") instead of a plain refusal. Read before the write for a wager priced
 *   from the database; one priced from memory (`PricedWager.limitsInWrite`) is priced again
 *   from the database only when the write refused it;
 * - in the placement statement itself (wagers/bet-store.ts): with `stakeLimits`, the stake
 *   against each selection's stake limit (nothing written over it); always, the liability added
 *   to `trading_exposure` (migration 0154) whose CHECK fails the whole statement, debit
 *   included, when it passes the limit (a racing bet took the room first). `isOverLiability`
 *   recognises that failure; the placer then answers this same offer, read again.
 */

interface LimitRow {
  idx: number;
  max_stake: string | number | null;
  max_liability: string | number | null;
  liability: string | number | null;
  factor: string | number | null;
}

/** The limits of a priced wager's selections for this bettor (one round trip). */
async function selectionLimits(
  db: Queryable,
  profileId: number,
  legs: PricedWager['legs'],
): Promise<SelectionLimit[]> {
  const { rows } = await db.query<LimitRow>(
    // The query is a PL/pgSQL function's (migration 0159), so it is planned once per session:
    // sent from here, it was planned again for every bet.
    `SELECT idx, max_stake, max_liability, liability, factor
       FROM trading_selection_limits($1::bigint[], $2::int[], $3::text[], $4::text[], $5::bigint)
      ORDER BY idx`,
    [
      legs.map((l) => l.parent_match_id),
      legs.map((l) => l.sub_type_id),
      legs.map((l) => l.special_bet_value),
      legs.map((l) => l.bet_pick),
      profileId,
    ],
  );
  return rows.map((r) => {
    const factor = r.factor === null ? 1 : Number(r.factor);
    return {
      maxStakeCents: r.max_stake === null ? null : scaledStakeLimit(Number(r.max_stake), factor),
      liabilityRoomCents:
        r.max_liability === null ? null : Number(r.max_liability) - Number(r.liability ?? 0),
    };
  });
}

/** The offer of the most this bet may stake, as the refusal the bettor sees. */
function overLimit(country: string, maxCents: number): Refusal {
  const config = countryConfigOf(country);
  return refusal(
    'over_limit',
    'BET_OVER_LIMIT',
    `Maximum stake for this bet is ${formatCurrency(maxCents / 100, config)}`,
    { max_stake: maxCents / 100 },
  );
}

/**
 * null when the priced wager fits every trading limit of its selections, else the refusal
 * offering the maximum stake. Judged again, atomically, by the placement statement.
 */
export async function tradingLimitRefusal(
  db: Queryable,
  bettor: SessionUser,
  priced: PricedWager,
): Promise<Refusal | null> {
  const limits = await selectionLimits(db, bettor.profileId, priced.legs);
  const { stake, final_payout: payout } = priced.bet;
  if (withinLimits(limits, stake, payout)) return null;
  return overLimit(
    bettor.country,
    maxStakeUnderLimits(limits, stake > 0 ? payout / stake : 0) ?? 0,
  );
}

/** Whether a placement statement failed because a selection's liability would pass its limit. */
export function isOverLiability(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  return !!e && e.code === '23514' && e.constraint === 'trading_exposure_within_limit';
}

/** The refusal for a placement that lost the race for a selection's last liability room. */
export async function raceLostRefusal(
  db: Queryable,
  bettor: SessionUser,
  priced: PricedWager,
): Promise<Refusal> {
  return (
    (await tradingLimitRefusal(db, bettor, priced)) ??
    // The room came back meanwhile (a bet settled): the same stake may be tried again.
    overLimit(bettor.country, priced.bet.stake)
  );
}
