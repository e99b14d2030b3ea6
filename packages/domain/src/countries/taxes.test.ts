import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents';
import { COUNTRY_CODES } from './country-code';
import { getCountryConfig } from './country-configs';
import { GAMING_TAX_RATE } from './gaming-tax';
import { casinoTaxes, COUNTRY_TAXES, configTaxes } from './taxes';

describe('one table of taxes per country (issue 30)', () => {
  it('each country configuration carries the table rates', () => {
    for (const code of COUNTRY_CODES) {
      const config = getCountryConfig(code);
      const { sportsbook, virtuals, gaming } = COUNTRY_TAXES[code];
      expect(config).toMatchObject(configTaxes(code));
      expect(config.exciseTax).toBe(sportsbook.excise);
      expect(config.whtTax).toBe(sportsbook.withholding);
      expect(config.virtualsExciseTax).toBe(virtuals.excise);
      expect(config.virtualsWhtTax).toBe(virtuals.withholding);
      expect(GAMING_TAX_RATE[code]).toBe(gaming);
    }
  });

  it('keeps the spec rates of Kenya (7.5 % excise, 20 % withholding) and none in GH, NG', () => {
    expect(COUNTRY_TAXES.KE.sportsbook).toEqual({ excise: 0.075, withholding: 0.2 });
    expect(COUNTRY_TAXES.GH.sportsbook).toEqual({ excise: 0, withholding: 0 });
    expect(COUNTRY_TAXES.NG.sportsbook).toEqual({ excise: 0, withholding: 0 });
  });

  it('casino wagers are untaxed today: the payout is paid whole, in every country', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRY_CODES),
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 0, max: 1e10 }),
        (code, stake, payout) => {
          expect(casinoTaxes(code, cents(stake), cents(payout))).toEqual({
            exciseTaxCents: 0,
            withholdingTaxCents: 0,
            paidCents: payout,
          });
        },
      ),
    );
  });

  it('never pays a casino winner more than the payout, nor a negative amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRY_CODES, 'XX'),
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 0, max: 1e10 }),
        (code, stake, payout) => {
          const t = casinoTaxes(code, cents(stake), cents(payout));
          expect(t.paidCents).toBeLessThanOrEqual(payout);
          expect(t.paidCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
