import { describe, expect, it } from 'vitest';
import { buildMarket } from '../../../test/catalog-fixtures';
import { groupMarkets, lineLabel } from './market-groups';

describe('groupMarkets', () => {
  it('keeps the server order of market types and sorts lines numerically', () => {
    const groups = groupMarkets([
      buildMarket(),
      buildMarket({ sub_type_id: 18, name: 'Total', special_bet_value: 'total=3.5' }),
      buildMarket({ sub_type_id: 16, name: 'Asian handicap', special_bet_value: 'hcp=0.5' }),
      buildMarket({ sub_type_id: 18, name: 'Total', special_bet_value: 'total=0.5' }),
      buildMarket({ sub_type_id: 16, name: 'Asian handicap', special_bet_value: 'hcp=-1.5' }),
      buildMarket({ sub_type_id: 18, name: 'Total', special_bet_value: 'total=10.5' }),
    ]);
    expect(groups.map((g) => g.name)).toEqual(['1X2', 'Total', 'Asian handicap']);
    expect(groups[1]!.markets.map((m) => lineLabel(m.special_bet_value))).toEqual([
      '0.5',
      '3.5',
      '10.5',
    ]);
    expect(groups[2]!.markets.map((m) => lineLabel(m.special_bet_value))).toEqual(['-1.5', '0.5']);
  });

  it('reads the line of a specifier', () => {
    expect(lineLabel('hcp=0:1')).toBe('0:1');
    expect(lineLabel('')).toBe('');
  });
});
