import type { FreeBet, Promo } from '@shangwe/contract';

const DAY = 86_400_000;

/** An active welcome free bet of KES 50 granted yesterday, valid a week; `overrides` win. */
export function makeFreeBet(overrides: Partial<FreeBet> = {}): FreeBet {
  return {
    free_bet_profile_id: 7,
    free_bet_id: 1,
    amount: 50,
    currency: 'KES',
    expiry_date: new Date(Date.now() + 7 * DAY).toISOString(),
    product_name: 'PREMATCH_UOF',
    claim_rules: [{ rule_name: 'min_odd', rule_value: 1.5 }],
    status: 'active',
    source: 'welcome',
    title: 'Welcome free bet',
    description: 'Stake KES 50.00 on a bet with total odds of 1.50 or more.',
    granted_at: new Date(Date.now() - DAY).toISOString(),
    used_at: null,
    bet_id: null,
    ...overrides,
  };
}

/**
 * The Weekend Win Bonus promo (opt in with KES 200 at total odds 3.00 or more, KES 50 cash when
 * the bet wins), running from yesterday for 30 days, not opted in; `overrides` win.
 */
export function makePromo(overrides: Partial<Promo> = {}): Promo {
  return {
    promos_id: 2,
    promo_id: 2,
    promo_name: 'Weekend Win Bonus',
    description: 'Opt in on a bet of KES 200 or more with total odds of 3.00 or more.',
    image_url: 'boost',
    start_time: new Date(Date.now() - DAY).toISOString(),
    end_time: new Date(Date.now() + 30 * DAY).toISOString(),
    status: 'active',
    category_id: 1,
    award: {
      promos_award_id: 2,
      promos_id: 2,
      amount: 50,
      status: 'active',
      award_type: 'cash',
      award_on: 'won',
    },
    rules: [
      { rule: 'opt-in-min-bet-amount', value: 200 },
      { rule: 'opt-in-min-odds', value: 3 },
    ],
    opted_in: false,
    reference: 'KE-WIN-BONUS',
    ...overrides,
  };
}
