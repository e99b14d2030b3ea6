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
});
