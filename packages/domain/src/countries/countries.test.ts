import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  COUNTRY_PICKER,
  ETHIOPIA_SITE_URL,
  GHANA,
  KENYA,
  KENYA_ACCA_BONUS_MATRIX,
  NIGERIA,
  PRODUCT_KEYS,
  WEST_AFRICA_ACCA_BONUS_MATRIX,
  countryName,
  getCountryConfig,
  isCountryCode,
  isFeatureEnabled,
  isProductAvailable,
  resolveCountryCode,
  toPublicConfig,
  type LegalSection,
} from './index';

describe('country codes', () => {
  it('knows exactly KE, GH and NG', () => {
    expect(COUNTRY_CODES).toEqual(['KE', 'GH', 'NG']);
    expect(isCountryCode('KE')).toBe(true);
    expect(isCountryCode('GH')).toBe(true);
    expect(isCountryCode('NG')).toBe(true);
    expect(isCountryCode('ke')).toBe(false);
    expect(isCountryCode('TZ')).toBe(false);
    expect(isCountryCode('ET')).toBe(false);
  });

  it('lists Ethiopia, Kenya, Ghana, Nigeria in the picker with flags', () => {
    expect(COUNTRY_PICKER.map((c) => [c.code, c.name])).toEqual([
      ['ET', 'Ethiopia'],
      ['KE', 'Kenya'],
      ['GH', 'Ghana'],
      ['NG', 'Nigeria'],
    ]);
    expect(COUNTRY_PICKER.every((c) => c.flag.length > 0)).toBe(true);
    expect(countryName('NG')).toBe('Nigeria');
  });

  it('redirects Ethiopia, applies KE/GH/NG and falls back to Kenya otherwise', () => {
    expect(resolveCountryCode('ET')).toEqual({
      action: 'redirect',
      code: 'ET',
      name: 'Ethiopia',
      url: ETHIOPIA_SITE_URL,
    });
    expect(resolveCountryCode('gh')).toEqual({ action: 'apply', code: 'GH', name: 'Ghana' });
    expect(resolveCountryCode(' NG ')).toEqual({ action: 'apply', code: 'NG', name: 'Nigeria' });
    for (const raw of ['TZ', 'US', '', null, undefined]) {
      expect(resolveCountryCode(raw)).toEqual({ action: 'apply', code: 'KE', name: 'Kenya' });
    }
  });
});

describe('country configurations', () => {
  it('returns each configuration by code', () => {
    expect(getCountryConfig('KE')).toBe(KENYA);
    expect(getCountryConfig('GH')).toBe(GHANA);
    expect(getCountryConfig('NG')).toBe(NIGERIA);
  });

  it('holds the Kenya values of spec 02 §9', () => {
    expect(KENYA).toMatchObject({
      currency: 'KES',
      timezone: 'Africa/Nairobi',
      minimumBetAmount: 1,
      maximumBetAmount: 500000,
      maximumPossibleWin: 4000000,
      maximumVirtualsWin: 4000000,
      minimumDepositAmount: 10,
      maximumDepositAmount: 140000,
      minimumWithdrawAmount: 50,
      maximumWithdrawAmount: 140000,
      minTotalOdd: 1.075,
      whtTax: 0.2,
      exciseTax: 0.075,
      maximumSportsBookBets: 45,
      accaBonusProductName: 'Bingwa Boost',
      accaBonusMinSelections: 3,
      accaBonusMinimumOdd: 1.35,
      maxAccaBonus: 2000000,
      depositWithdrawVersion: 'v1',
    });
    expect(KENYA.kyc.required).toBe(false);
  });

  it('holds the Ghana values of spec 02 §9', () => {
    expect(GHANA).toMatchObject({
      currency: 'GHS',
      timezone: 'Africa/Accra',
      minimumBetAmount: 0.5,
      maximumBetAmount: 5000,
      maximumPossibleWin: 100000,
      maximumVirtualsWin: 57850,
      minimumDepositAmount: 1,
      maximumDepositAmount: 10000,
      minimumWithdrawAmount: 1,
      maximumWithdrawAmount: 2000,
      whtTax: 0,
      exciseTax: 0,
      virtualsWhtTax: 0,
      virtualsExciseTax: 0,
      maximumSportsBookBets: 39,
      depositWithdrawVersion: 'v2',
      accaBonusMinSelections: 4,
      accaBonusMinimumOdd: 1.4,
      maxAccaBonus: 50000,
    });
    expect(GHANA.kyc.required).toBe(true);
  });

  it('holds the Nigeria values of spec 02 §9', () => {
    expect(NIGERIA).toMatchObject({
      currency: 'NGN',
      timezone: 'Africa/Lagos',
      minimumBetAmount: 100,
      maximumBetAmount: 300000,
      maximumPossibleWin: 40000000,
      maximumVirtualsWin: 57850,
      minimumDepositAmount: 50,
      maximumDepositAmount: 1000000,
      minimumWithdrawAmount: 1000,
      maximumWithdrawAmount: 10000000,
      maximumSportsBookBets: 39,
      accaBonusMinSelections: 4,
      accaBonusMinimumOdd: 1.5,
      maxAccaBonus: 50000,
    });
    expect(NIGERIA.kyc.required).toBe(false);
    expect(NIGERIA.accaBonusMatrix).toBe(GHANA.accaBonusMatrix);
  });

  it('uses our own API paths and Soccer as default sport everywhere', () => {
    for (const config of [KENYA, GHANA, NIGERIA]) {
      expect(config).toMatchObject({
        brand: 'Shangwe',
        baseUrl: '/api/',
        baseV2Url: '/api/v2/',
        liveUrl: '/api/live/',
        notificationsAPIUrl: '/api/notifications/',
        freeBetsAPIUrl: '/api/freebets/',
        promosAPIUrl: '/api/promos/',
        recommendationsAPIUrl: '/api/recommendations/',
        userInfoUrl: '/api/userinfo',
        socketUrl: '/',
        defaultSport: { sport_id: 1, sport_name: 'Soccer' },
      });
      expect(config.kyc.fields).toEqual(['official_name', 'date_of_birth', 'id_type']);
      expect(config.availableProducts.every((p) => PRODUCT_KEYS.includes(p))).toBe(true);
      expect(isFeatureEnabled(config, 'paymentProviders')).toBe(true);
      // Every pattern compiles.
      expect(() => new RegExp(config.mobileRegex)).not.toThrow();
      for (const idType of config.kyc.idTypes) {
        if (idType.regexPattern) expect(() => new RegExp(idType.regexPattern!)).not.toThrow();
      }
    }
  });

  it('switches products and features per country', () => {
    expect(PRODUCT_KEYS.every((p) => isProductAvailable(KENYA, p))).toBe(true);
    expect(isProductAvailable(NIGERIA, 'shikisha')).toBe(false);
    expect(isProductAvailable(NIGERIA, 'splitPot')).toBe(false);
    expect(isProductAvailable(GHANA, 'shikisha')).toBe(true);
    expect(isFeatureEnabled(KENYA, 'affiliates')).toBe(true);
    expect(isFeatureEnabled(NIGERIA, 'affiliates')).toBe(false);
  });

  it('nests the legal document up to three levels', () => {
    const depth = (sections: readonly LegalSection[] | undefined): number =>
      sections && sections.length > 0 ? 1 + Math.max(...sections.map((s) => depth(s.children))) : 0;
    for (const config of [KENYA, GHANA, NIGERIA]) {
      expect(depth(config.legalData)).toBe(3);
      expect(JSON.stringify(config.legalData)).toContain(config.country);
    }
  });
});

describe('public configuration', () => {
  it('drops the api key and keeps the rest', () => {
    const pub = toPublicConfig(KENYA);
    expect('apiKey' in pub).toBe(false);
    expect(JSON.stringify(pub)).not.toContain(KENYA.apiKey);
    expect(pub.currency).toBe('KES');
    expect(KENYA.apiKey.length).toBeGreaterThan(0);
  });
});

describe('acca bonus matrices', () => {
  it('expands Kenya to 45 selections exactly as spec 02 §9', () => {
    const expected = [
      0, 0, 4, 8, 12, 16, 20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160,
      170, 180, 190, 200, 210, 220, 230, 240, 250, 265, 280, 295, 310, 325, 340, 355, 370, 385, 400,
      425, 450, 475, 500,
    ];
    expect(Object.keys(KENYA_ACCA_BONUS_MATRIX)).toHaveLength(45);
    expected.forEach((percent, i) => expect(KENYA_ACCA_BONUS_MATRIX[i + 1]).toBe(percent));
  });

  it('expands Ghana/Nigeria to 26 selections exactly as spec 02 §9', () => {
    const expected = [
      0, 0, 0, 7, 10, 13, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 65, 70, 75, 80, 85, 90,
      95, 100,
    ];
    expect(Object.keys(WEST_AFRICA_ACCA_BONUS_MATRIX)).toHaveLength(26);
    expected.forEach((percent, i) => expect(WEST_AFRICA_ACCA_BONUS_MATRIX[i + 1]).toBe(percent));
  });
});

describe('immutability', () => {
  it('freezes every configuration deeply', () => {
    const ke = getCountryConfig('KE');
    expect(Object.isFrozen(ke)).toBe(true);
    expect(Object.isFrozen(ke.kyc.idTypes[0])).toBe(true);
    expect(Object.isFrozen(ke.legalData[0]?.children?.[0]?.children?.[0])).toBe(true);
    expect(() => {
      (ke as { minimumBetAmount: number }).minimumBetAmount = 0;
    }).toThrow(TypeError);
  });
});
