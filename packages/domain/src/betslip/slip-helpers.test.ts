import { describe, expect, it } from 'vitest';
import { canKeepBetslip, groupByMatch, slipAfterPlacement } from './slip-helpers';

const p = (match: number, market: number, live = false, value = 2) => ({
  parent_match_id: match,
  sub_type_id: market,
  live,
  odd: { odd_key: '1', odd_value: value },
});

describe('slip helpers', () => {
  it('groups shikisha picks by match in first-picked order', () => {
    const groups = groupByMatch([p(2, 1), p(1, 1), p(2, 18)]);
    expect(groups.map((g) => [g.parent_match_id, g.picks.map((x) => x.sub_type_id)])).toEqual([
      [2, [1, 18]],
      [1, [1]],
    ]);
  });

  it('disables Keep Betslip with a live match and clears after placement unless kept', () => {
    expect(canKeepBetslip([p(1, 1)])).toBe(true);
    expect(canKeepBetslip([p(1, 1), p(2, 1, true)])).toBe(false);
    expect(slipAfterPlacement([p(1, 1)], false)).toEqual([]);
    expect(slipAfterPlacement([p(1, 1, true)], true)).toEqual([]);
    expect(
      slipAfterPlacement([{ ...p(1, 1, false, 2.5), changed: true, initialOdd: 2 }], true),
    ).toEqual([{ ...p(1, 1, false, 2.5), changed: false, initialOdd: 2.5 }]);
  });
});
