import { BET_TYPE, PRODUCT } from '@shangwe/domain';
import type { BetSummary } from '@shangwe/contract';

/** An open one-leg bet (Lions v Tigers, stake 100 at 9.00 in Kenya), with overrides. */
export function buildBet(overrides: Partial<BetSummary> = {}): BetSummary {
  return {
    bet_id: 1,
    short_bet_id: 'AB12CD',
    ref: 'R1',
    product: PRODUCT.normal,
    bet_type: BET_TYPE.prematch,
    status: 'open',
    created: '2026-11-21T08:00:00Z',
    settled_at: null,
    stake: 100,
    excise_tax: 6.98,
    total_odd: 9,
    possible_win: 837.18,
    withholding_tax: 148.83,
    bonus: 0,
    final_payout: 688.35,
    points: 9,
    amount_paid: 0,
    reject_reason: null,
    legs_count: 1,
    can_cancel: false,
    legs: [
      {
        parent_match_id: 5,
        sub_type_id: 1,
        special_bet_value: '',
        bet_pick: '1',
        outcome_id: '1',
        odd_value: 9,
        sport_id: 1,
        bet_type: BET_TYPE.prematch,
        home_team: 'Lions',
        away_team: 'Tigers',
        match_name: 'Lions v Tigers',
        market_name: '1X2',
        display: '1',
        start_time: '2026-11-21T12:00:00Z',
        status: 'open',
        result: null,
      },
    ],
    ...overrides,
  };
}
