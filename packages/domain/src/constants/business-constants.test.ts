import { describe, expect, it } from 'vitest';
import { BET_TYPE, betTypeOf } from './vocabulary';

describe('bet type codes (spec 01 §9)', () => {
  it('maps each kind', () => {
    expect(betTypeOf('normal', false)).toBe(7);
    expect(betTypeOf('normal', true)).toBe(8);
    expect(betTypeOf('shikisha', true)).toBe(5);
    expect(betTypeOf('virtual', false)).toBe(0);
    expect(BET_TYPE).toMatchObject({ prematch: 7, live: 8, shikisha: 5, virtual: 0 });
  });
});
