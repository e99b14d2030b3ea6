import type { freeBetGrantBodySchema } from '@shangwe/contract';
import {
  formatCurrency,
  getCountryConfig,
  isCountryCode,
  MESSAGES,
  normalizePhone,
  toCents,
} from '@shangwe/domain';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { findProfileById, findProfileByMobile } from '../accounts/accounts-repository';
import type { Queryable } from '../db/database';
import { DomainError } from '../platform/errors';
import { refuseOffersWhileExcluded } from '../responsible-gambling/rg-guard';
import { grantFreeBet, OPERATOR_OFFER } from './free-bet-granter';
import { findFreeBetByGrantKey, type FreeBetRow } from './free-bet-repository';

/**
 * Operator grants (POST /api/ops/freebets/grant and `npm run freebets:grant`) are on when
 * FREEBETS_OPS_API=1, or by default outside production (FREEBETS_OPS_API=0 turns them off).
 */
export function operatorGrantsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return (
    env.FREEBETS_OPS_API === '1' || (env.FREEBETS_OPS_API !== '0' && env.NODE_ENV !== 'production')
  );
}

/**
 * An operator grants a free bet to a bettor named by profile id or mobile. The grant key is
 * `ops:{idempotency_key}` (a random one when none is given), so a retried grant with the same
 * key grants once and answers the same free bet.
 */
export async function grantByOperator(
  tx: Queryable,
  input: z.output<typeof freeBetGrantBodySchema>,
  now: Date,
): Promise<{ freeBet: FreeBetRow; created: boolean }> {
  let profile = input.profile_id !== undefined ? await findProfileById(tx, input.profile_id) : null;
  if (!profile && input.mobile !== undefined) {
    profile = await findProfileByMobile(tx, input.mobile);
    for (const code of ['KE', 'GH', 'NG'] as const) {
      if (profile) break;
      const mobile = normalizePhone(input.mobile, getCountryConfig(code));
      profile = mobile ? await findProfileByMobile(tx, mobile) : null;
    }
  }
  if (!profile)
    throw new DomainError('PROFILE_NOT_FOUND', 'No bettor with this profile id or mobile');
  const country = isCountryCode(profile.country) ? profile.country : 'KE';
  // A free bet's amount is its stake: one no slip of the bettor's country could carry is refused.
  const config = getCountryConfig(country);
  if (toCents(input.amount) > toCents(config.maximumBetAmount))
    throw new DomainError(
      'STAKE_ABOVE_MAXIMUM',
      MESSAGES.maximumBet(formatCurrency(config.maximumBetAmount, config)),
    );
  const grantKey = `ops:${input.idempotency_key ?? randomUUID()}`;
  // A retry of a grant made before the break answers it; a new one is refused during a break.
  const before = input.idempotency_key ? await findFreeBetByGrantKey(tx, grantKey) : undefined;
  if (before) return { freeBet: before, created: false };
  await refuseOffersWhileExcluded(tx, profile.id, country, now, 'operator');
  const granted = await grantFreeBet(tx, {
    profileId: profile.id,
    country,
    grant: {
      free_bet_id: OPERATOR_OFFER,
      source: 'operator',
      amountCents: toCents(input.amount),
      days: input.expiry_days,
      product_name: input.product_name,
      claim_rules:
        input.min_odd === undefined ? [] : [{ rule_name: 'min_odd', rule_value: input.min_odd }],
    },
    grantKey,
    reason: input.reason ?? null,
    now,
  });
  if (granted) return { freeBet: granted, created: true };
  // The same key granted before: answer that free bet.
  const earlier = await findFreeBetByGrantKey(tx, grantKey);
  if (!earlier) throw new Error(`free bet grant ${grantKey} neither written nor found`);
  return { freeBet: earlier, created: false };
}
