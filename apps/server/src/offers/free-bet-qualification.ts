import type { FreeBetQualificationBody } from '@shangwe/contract';
import { checkFreeBetUse, freeBetProductOf } from '@shangwe/domain';
import type { SessionUser } from '../auth/session';
import type { Queryable } from '../db/database';
import { findFreeBet } from './free-bet-repository';

/**
 * Whether the slip may use the free bet it has applied (`fbpid`): the domain's reasons it may
 * not, in the bettor's words (empty when it may). The slip's product is not in the call, so
 * the free bet's own product is assumed; placement checks it against the picks.
 */
export async function judgeFreeBetForSlip(
  db: Queryable,
  bettor: Pick<SessionUser, 'profileId'>,
  body: { fbpid?: number | undefined; total_odd: number } & Partial<FreeBetQualificationBody>,
  now: Date,
): Promise<string[]> {
  const row = body.fbpid === undefined ? undefined : await findFreeBet(db, body.fbpid);
  if (!row || row.profile_id !== bettor.profileId) return ['This free bet was not found'];
  return checkFreeBetUse(
    {
      amount: row.amount / 100,
      product_name: row.product_name,
      claim_rules: row.claim_rules,
      expiry_date: row.expires_at,
      status: row.status,
    },
    { totalOdds: body.total_odd, hasLivePick: row.product_name === freeBetProductOf(true) },
    now,
  ).map((p) => p.message);
}
