import { describe, expect, it } from 'vitest';
import { hashRequest } from './idempotency';

describe('hashRequest', () => {
  it('ignores key order and undefined fields but not values', () => {
    const a = hashRequest({ stake: 100, betslip: [{ id: 1, pick: '1' }], promo: undefined });
    const b = hashRequest({ betslip: [{ pick: '1', id: 1 }], stake: 100 });
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRequest({ stake: 101, betslip: [{ id: 1, pick: '1' }] })).not.toBe(a);
    expect(hashRequest({ stake: '100', betslip: [{ id: 1, pick: '1' }] })).not.toBe(a);
    expect(hashRequest([1, 2])).not.toBe(hashRequest([2, 1]));
    expect(hashRequest(null)).toBe(hashRequest(null));
  });

  it('keeps the hashes already stored with idempotency keys (the text it hashes never changes)', () => {
    // Digests of the first implementation (a sort of Object.entries): a retry after an upgrade
    // must still match the request stored before it.
    const body = {
      stake: '10',
      src: 'MOBILE_WEB',
      promo_id: undefined,
      betslip: [
        {
          parent_match_id: 1234567,
          sub_type_id: 18,
          special_bet_value: 'total=2.5',
          bet_pick: 'over',
          outcome_id: '12',
          odd_value: 1.85,
          sport_id: 1,
          bet_type: 7,
          is_shared: false,
        },
        {
          parent_match_id: 7654321,
          sub_type_id: 1,
          special_bet_value: '',
          bet_pick: '1',
          outcome_id: '1',
          odd_value: 2,
          sport_id: 1,
          bet_type: 8,
          is_shared: true,
          share_code: 'AB"\\é\u2028',
        },
      ],
      nested: { z: [null, undefined, 1e21, -0, 'x'], a: { b: new Date(0), c: true } },
      ключ: 1,
      B: 2,
      a: 3,
    };
    expect(hashRequest(body)).toBe(
      '5cd052b00febe679d84fa476e5eb94b3dd17699b0fd31a494e46b6115673fd8d',
    );
    expect(hashRequest([1, 'two', null, { b: 1, a: [] }])).toBe(
      '07855e8975cc7df591e5dd8768b94bda638332c77db60511d939d324b3a2e64c',
    );
    expect(hashRequest('x')).toBe(
      'ba2df4903a2c14e86dc3bcca58911b44ac1d2514b7227bf6eb08cfb978f55a1b',
    );
    expect(hashRequest(42)).toBe(
      '73475cb40a568e8da8a045ced110137e159f890ac4da883b6b17dc651b3a8049',
    );
    expect(hashRequest(null)).toBe(
      '74234e98afe7498fb5daf1f36ac2d78acc339464f950703b8c019892f982b90b',
    );
  });
});
