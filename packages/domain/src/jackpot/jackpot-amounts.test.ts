import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../countries/country-code';
import { JACKPOT_KINDS } from '../constants/vocabulary';
import { isJackpotKindOffered, jackpotAmounts } from './jackpot-amounts';
import { JACKPOT_PRODUCTS } from './jackpot-products';

describe('jackpot amounts per country', () => {
  it("keeps Kenya's amounts and scales the others to whole units of their currency", () => {
    for (const kind of JACKPOT_KINDS) {
      const kenya = jackpotAmounts(kind, 'KE');
      expect(kenya.stakePerLineCents).toBe(JACKPOT_PRODUCTS[kind].stakePerLineCents);
      expect(kenya.guaranteeCents).toBe(JACKPOT_PRODUCTS[kind].guaranteeCents);
      for (const country of COUNTRY_CODES) {
        const { stakePerLineCents, guaranteeCents } = jackpotAmounts(kind, country);
        expect(Number.isSafeInteger(stakePerLineCents) && stakePerLineCents >= 0).toBe(true);
        expect(guaranteeCents % 100).toBe(0);
      }
    }
    expect(jackpotAmounts('grand', 'GH')).toEqual({
      name: 'Grand Jackpot',
      stakePerLineCents: 10_00,
      guaranteeCents: 1_000_000_00,
    });
    expect(jackpotAmounts('jp20m', 'NG')).toEqual({
      name: '200M Jackpot',
      stakePerLineCents: 1_000_00,
      guaranteeCents: 200_000_000_00,
    });
    // Fixed-odds products: the country's minimum bet per line.
    expect(jackpotAmounts('sababisha', 'GH').stakePerLineCents).toBe(50);
    expect(jackpotAmounts('boosted', 'NG').stakePerLineCents).toBe(100_00);
  });

  it("opens a kind only where the country's product switch is on", () => {
    expect(isJackpotKindOffered('splitpot', 'KE')).toBe(true);
    expect(isJackpotKindOffered('boosted', 'GH')).toBe(true);
    expect(isJackpotKindOffered('splitpot', 'NG')).toBe(false);
    expect(isJackpotKindOffered('boosted', 'NG')).toBe(false);
    expect(isJackpotKindOffered('grand', 'NG')).toBe(true);
  });
});
