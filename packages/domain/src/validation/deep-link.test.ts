import { describe, expect, it } from 'vitest';
import { parseInstantBetLink } from './deep-link';

describe('instant-bet deep link (spec 01 §2, §5)', () => {
  it('ignores queries without the action', () => {
    expect(parseInstantBetLink({})).toBeNull();
    expect(parseInstantBetLink({ action: 'other' })).toBeNull();
  });

  it('reads a complete link', () => {
    expect(
      parseInstantBetLink({
        action: 'instantbetlive',
        parent_match_id: '123',
        sub_type_id: '18',
        odd_key: 'over 2.5',
        odd_value: '1.85',
        special_bet_value: 'total=2.5',
        stake: '50',
      }),
    ).toEqual({
      ok: true,
      value: {
        live: true,
        parent_match_id: 123,
        sub_type_id: 18,
        odd_key: 'over 2.5',
        odd_value: 1.85,
        special_bet_value: 'total=2.5',
        stake: 50,
      },
    });
    expect(
      parseInstantBetLink({
        action: 'instantbet',
        parent_match_id: '1',
        sub_type_id: '1',
        odd_key: '1',
      }),
    ).toMatchObject({
      ok: true,
      value: { live: false, odd_value: null, stake: null, special_bet_value: '' },
    });
  });

  it('refuses missing or malformed parameters with the spec text', () => {
    for (const q of [
      { action: 'instantbet', sub_type_id: '1', odd_key: '1' },
      { action: 'instantbet', parent_match_id: 'x', sub_type_id: '1', odd_key: '1' },
      { action: 'instantbet', parent_match_id: '0', sub_type_id: '1', odd_key: '1' },
      { action: 'instantbet', parent_match_id: '1', sub_type_id: '1', odd_key: ' ' },
    ]) {
      expect(parseInstantBetLink(q)).toEqual({
        ok: false,
        failure: {
          code: 'DEEP_LINK_INVALID',
          message: 'Match add unsuccessful, check the parameters',
        },
      });
    }
  });
});
