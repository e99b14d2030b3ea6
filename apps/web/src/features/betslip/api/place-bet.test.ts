import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../shared/session-store';
import { makePick } from '../../../test/slip-test-helpers';
import { buildPlaceBetBody } from './place-bet';

beforeEach(() => {
  useSessionStore.setState({ affiliate: null });
  sessionStorage.clear();
});

describe('placement payload (spec 01 §3)', () => {
  it('carries the spec fields, stake and total odd as strings, bet_type 7 prematch and 8 live', () => {
    useSessionStore.setState({ affiliate: { affiliate_id: 501, affiliate_tag: 'B77' } });
    const body = buildPlaceBetBody({
      picks: [
        makePick(1, 2.5, { is_shared: true, share_code: 'VBQ4D7K' }),
        makePick(2, 1.8, {
          live: true,
          sub_type_id: 18,
          odd: {
            ...makePick(2, 1.8).odd,
            odd_key: 'over 2.5',
            outcome_id: 12,
            special_bet_value: 'total=2.5',
          },
        }),
      ],
      stake: 150,
      totalOdd: 4.5,
      profileId: 42,
      idempotencyKey: 'key-1',
    });
    expect(body).toMatchObject({
      profile_id: 42,
      stake: '150.00',
      total_odd: '4.50',
      src: 'MOBILE_WEB',
      app_version: expect.any(String),
      user_agent: expect.any(String),
      affiliate_id: '501',
      affiliate_tag: 'B77',
      is_freebet: false,
    });
    expect(body.betslip).toEqual([
      {
        sub_type_id: 1,
        bet_pick: '1',
        odd_value: 2.5,
        outcome_id: '1',
        sport_id: 1,
        special_bet_value: '',
        parent_match_id: 1,
        bet_type: 7,
        is_shared: true,
        share_code: 'VBQ4D7K',
      },
      {
        sub_type_id: 18,
        bet_pick: 'over 2.5',
        odd_value: 1.8,
        outcome_id: '12',
        sport_id: 1,
        special_bet_value: 'total=2.5',
        parent_match_id: 2,
        bet_type: 8,
        is_shared: false,
        share_code: '',
      },
    ]);
  });

  it('uses no affiliate id without an affiliate or a deep link', () => {
    const body = buildPlaceBetBody({
      picks: [makePick(1, 2)],
      stake: 10,
      totalOdd: 2,
      idempotencyKey: 'k',
    });
    expect(body.affiliate_id).toBeUndefined();
  });
});
