import type { FreeBet, Promo, PromoCategory } from '@shangwe/contract';
import {
  formatCurrency,
  formatDateTime,
  formatOdds,
  freeBetMinOdd,
  getCountryConfig,
  isCountryCode,
  OFFER_MESSAGES,
} from '@shangwe/domain';
import type { FreeBetRow } from './free-bet-repository';
import type { PromoCategoryRow, PromoRow } from './promo-repository';

const configOf = (country: string) => getCountryConfig(isCountryCode(country) ? country : 'KE');

/**
 * A free bet as the API shows it: amounts in currency units, an 'expired' status as soon as
 * its expiry date has passed (whether or not the expiry worker has marked it yet), and the
 * terms in words (the profit-only rule).
 */
export function presentFreeBet(row: FreeBetRow, now: Date): FreeBet {
  const config = configOf(row.country);
  const expires = new Date(row.expires_at);
  const status =
    row.status === 'active' && expires.getTime() <= now.getTime() ? 'expired' : row.status;
  const minOdd = freeBetMinOdd(row.claim_rules);
  return {
    free_bet_profile_id: row.id,
    free_bet_id: Number(row.offer_id),
    amount: row.amount / 100,
    currency: row.currency,
    expiry_date: expires.toISOString(),
    product_name: row.product_name,
    claim_rules: row.claim_rules,
    status,
    source: row.source,
    title: row.title,
    description: OFFER_MESSAGES.freebetTerms(
      formatCurrency(row.amount / 100, config),
      formatDateTime(expires, config.timezone),
      minOdd === null ? null : formatOdds(minOdd),
    ),
    granted_at: new Date(row.granted_at).toISOString(),
    used_at: row.used_at ? new Date(row.used_at).toISOString() : null,
    bet_id: row.bet_id,
  };
}

export function presentPromo(row: PromoRow, optedIn: boolean): Promo {
  return {
    promos_id: row.id,
    promo_id: row.id,
    promo_name: row.promo_name,
    description: row.description,
    image_url: row.image_url,
    start_time: new Date(row.start_time).toISOString(),
    end_time: new Date(row.end_time).toISOString(),
    schedule_days: row.schedule_days,
    status: row.status,
    category_id: Number(row.category_id),
    award: {
      promos_award_id: row.award_id,
      promos_id: row.id,
      amount: row.award_amount / 100,
      status: row.award_status,
      award_type: row.award_type,
      award_on: row.award_on,
    },
    rules: row.rules,
    opted_in: optedIn,
    reference: row.reference,
  };
}

export function presentCategory(row: PromoCategoryRow): PromoCategory {
  return {
    category_id: row.id,
    category_name: row.category_name,
    description: row.description,
    status: row.status,
  };
}
