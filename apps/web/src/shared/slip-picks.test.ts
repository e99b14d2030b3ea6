import { getCountryConfig, isEsportSport } from '@shangwe/domain';
import { describe, expect, it } from 'vitest';
import { buildMarket, buildMatch } from '../test/catalog-fixtures';
import { applyTestCountry } from '../test/country';
import { pickOdd, toBetslipPick } from './slip-picks';

describe('pickOdd', () => {
  it("keeps the outcome's price and keys, tied to the given match and sport, and nothing else", () => {
    const outcome = {
      display: 'Over 2.5',
      odd_key: 'over',
      odd_value: 1.9,
      outcome_id: '12',
      special_bet_value: '2.5',
      result: null,
      sub_type_id: 18,
    };
    expect(pickOdd(outcome, 7001, 1)).toEqual({
      display: 'Over 2.5',
      odd_key: 'over',
      odd_value: 1.9,
      outcome_id: '12',
      special_bet_value: '2.5',
      parent_match_id: 7001,
      sport_id: 1,
    });
  });
});

describe('toBetslipPick: the e-sport flag (spec 01 §3 is_esport)', () => {
  it("marks a pick of one of the country's e-sport twins, and no other", () => {
    applyTestCountry('KE');
    const esoccer = buildMatch({ parent_match_id: 9001, sport_id: 137 });
    const soccer = buildMatch({ parent_match_id: 9002, sport_id: 1 });
    const market = (m: typeof soccer) => buildMarket({ parentMatchId: m.parent_match_id });
    const pickOf = (m: typeof soccer) => toBetslipPick(m, market(m), market(m).odds[0]!);
    expect(pickOf(esoccer).is_esport).toBe(true);
    expect(pickOf(soccer).is_esport).toBe(false);
    expect(isEsportSport(195, getCountryConfig('KE'))).toBe(true);
    expect(isEsportSport(195, getCountryConfig('GH'))).toBe(false);
    expect(isEsportSport(137, null)).toBe(false);
  });
});
