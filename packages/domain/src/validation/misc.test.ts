import { describe, expect, it } from 'vitest';
import { GHANA, KENYA, NIGERIA } from '../countries';
import { isAffiliateToken, validateAffiliateToken, validateLoadCode } from './codes';
import { canViewTransactions, validateKycApplication, validateKycIdNumber } from './kyc';
import { MESSAGES } from './messages';
import { checkPromoOptIn, checkSinglePromo, type PromoForOptIn } from './promo';
import { fail } from './validation-failure';

describe('promo opt-in (spec 01 §5)', () => {
  const promo: PromoForOptIn = {
    promo_id: 7,
    promo_name: 'Weekend Cashback',
    rules: [
      { rule: 'opt-in-min-bet-amount', value: '50' },
      { rule: 'opt-in-min-odds', value: 3 },
      { rule: 'opt-min-betslips', value: 3 },
      { rule: 'unknown-rule', value: 1 },
      { rule: 'opt-in-min-odds', value: 'n/a' },
    ],
  };

  it('passes when all rules hold, at their boundaries', () => {
    expect(checkPromoOptIn(promo, { stake: 50, totalOdds: 3, pickCount: 3 }, KENYA)).toEqual([]);
  });

  it('lists every failed rule', () => {
    expect(checkPromoOptIn(promo, { stake: 49.99, totalOdds: 2.99, pickCount: 2 }, KENYA)).toEqual([
      {
        code: 'PROMO_MIN_STAKE',
        message: 'Increase your stake to KES 50 to opt in to Weekend Cashback',
      },
      {
        code: 'PROMO_MIN_ODDS',
        message: 'Increase your total odds to 3.00 to opt in to Weekend Cashback',
      },
      {
        code: 'PROMO_MIN_PICKS',
        message: 'Add at least 3 selections to opt in to Weekend Cashback',
      },
    ]);
  });

  it('allows one promo per bet', () => {
    expect(checkSinglePromo([1])).toEqual([]);
    expect(checkSinglePromo([1, 2])).toEqual([
      { code: 'PROMO_ONLY_ONE', message: MESSAGES.promoOnlyOne },
    ]);
  });
});

describe('KYC id numbers (spec 02 §5)', () => {
  const valid = (config: typeof KENYA, type: string, n: string) =>
    validateKycIdNumber(type, n, config).ok;

  it('Kenya: national ID 7-9 digits, passport letter + 9 digits, alien ID 6-7 digits', () => {
    expect(valid(KENYA, 'national_id', '1234567')).toBe(true);
    expect(valid(KENYA, 'national_id', '123456789')).toBe(true);
    expect(valid(KENYA, 'national_id', '123456')).toBe(false);
    expect(valid(KENYA, 'national_id', '1234567890')).toBe(false);
    expect(valid(KENYA, 'passport', 'A123456789')).toBe(true);
    expect(valid(KENYA, 'passport', 'a123456789')).toBe(false);
    expect(valid(KENYA, 'alien_id', '123456')).toBe(true);
    expect(valid(KENYA, 'alien_id', '12345678')).toBe(false);
  });

  it('Ghana: voters 10 digits, SSNIT letter + 12, passport letter + 7, licence anything', () => {
    expect(valid(GHANA, 'voters_id_new', '1234567890')).toBe(true);
    expect(valid(GHANA, 'voters_id_old', '123456789')).toBe(false);
    expect(valid(GHANA, 'ssnit', 'C123456789012')).toBe(true);
    expect(valid(GHANA, 'ssnit', 'C12345678901')).toBe(false);
    expect(valid(GHANA, 'passport', 'G1234567')).toBe(true);
    expect(valid(GHANA, 'drivers_licence', 'DL-4456/22')).toBe(true);
  });

  it('Nigeria: national ID 16 digits, passport letter + 7, alien 6-7 digits', () => {
    expect(valid(NIGERIA, 'national_id', '1234567890123456')).toBe(true);
    expect(valid(NIGERIA, 'national_id', '12345678901')).toBe(false);
    expect(valid(NIGERIA, 'passport', 'A1234567')).toBe(true);
    expect(valid(NIGERIA, 'alien_id', '1234567')).toBe(true);
  });

  it('explains what is wrong', () => {
    expect(validateKycIdNumber('', '1', KENYA)).toEqual(
      fail('KYC_ID_TYPE_REQUIRED', 'Please select an ID type'),
    );
    expect(validateKycIdNumber('ssnit', '1', KENYA)).toMatchObject({
      failure: { code: 'KYC_ID_TYPE_UNKNOWN' },
    });
    expect(validateKycIdNumber('passport', ' ', KENYA)).toMatchObject({
      failure: { code: 'KYC_ID_NUMBER_REQUIRED' },
    });
    expect(validateKycIdNumber('passport', 'X1', KENYA)).toEqual(
      fail('KYC_ID_NUMBER_INVALID', 'Please enter a valid Passport number'),
    );
  });
});

describe('KYC application', () => {
  const now = new Date('2026-11-21T08:00:00Z');
  const base = {
    official_name: ' Ama  Mensah ',
    date_of_birth: '2000-02-29',
    id_type: 'passport',
    id_number: 'G1234567',
  };

  it('accepts a complete application and tidies the name', () => {
    expect(validateKycApplication(base, GHANA, now)).toEqual({
      ok: true,
      value: {
        official_name: 'Ama Mensah',
        date_of_birth: '2000-02-29',
        id_type: 'passport',
        id_number: 'G1234567',
      },
    });
  });

  it('requires every field and an adult date of birth', () => {
    const code = (input: Partial<typeof base>) => {
      const r = validateKycApplication({ ...base, ...input }, GHANA, now);
      return r.ok ? 'OK' : r.failure.code;
    };
    expect(code({ official_name: '' })).toBe('KYC_NAME_REQUIRED');
    expect(code({ date_of_birth: '' })).toBe('KYC_DATE_OF_BIRTH_REQUIRED');
    expect(code({ date_of_birth: '2001-02-29' })).toBe('KYC_DATE_OF_BIRTH_INVALID');
    expect(code({ date_of_birth: '21/11/2000' })).toBe('KYC_DATE_OF_BIRTH_INVALID');
    expect(code({ date_of_birth: '2030-01-01' })).toBe('KYC_DATE_OF_BIRTH_INVALID');
    expect(code({ date_of_birth: '2008-11-22' })).toBe('KYC_UNDER_AGE');
    expect(code({ date_of_birth: '2008-11-21' })).toBe('OK');
    expect(code({ id_type: '' })).toBe('KYC_ID_TYPE_REQUIRED');
  });

  it('blocks transactions only where KYC is required', () => {
    expect(canViewTransactions({ has_kyc: false }, KENYA)).toBe(true);
    expect(canViewTransactions({ has_kyc: false }, GHANA)).toBe(false);
    expect(canViewTransactions({ has_kyc: true }, GHANA)).toBe(true);
    expect(canViewTransactions({ has_kyc: true, kyc: { status: '3' } }, GHANA)).toBe(false);
    expect(canViewTransactions({ has_kyc: true, kyc: { status: 3 } }, GHANA)).toBe(false);
  });
});

describe('affiliate token and load-by-code', () => {
  it('accepts exactly 32 letters, digits or underscores', () => {
    const token = 'aB3_'.repeat(8);
    expect(isAffiliateToken(token)).toBe(true);
    expect(isAffiliateToken(token.slice(1))).toBe(false);
    expect(isAffiliateToken(`${token}x`)).toBe(false);
    expect(isAffiliateToken(`${token.slice(1)}-`)).toBe(false);
    expect(isAffiliateToken(null)).toBe(false);
    expect(validateAffiliateToken(token)).toEqual({ ok: true, value: token });
    expect(validateAffiliateToken('x')).toMatchObject({
      failure: { code: 'AFFILIATE_TOKEN_INVALID' },
    });
  });

  it('asks for a code when empty', () => {
    expect(validateLoadCode('  ')).toEqual(fail('SHARE_CODE_REQUIRED', 'Please enter a code'));
    expect(validateLoadCode(' AB12CD ')).toEqual({ ok: true, value: 'AB12CD' });
  });

  it('keeps the spec texts verbatim', () => {
    expect(MESSAGES.betslipFull(40)).toBe('Maximum number of bets reached (40)');
    expect(MESSAGES.jackpotFull(17)).toBe(
      'You can only select outcomes for a maximum of 17 matches',
    );
    expect(MESSAGES.kycBannerText('Shangwe')).toBe(
      'Due to government regulation in your country, additional details are required for you to enjoy the full Shangwe experience.',
    );
    expect(fail('LOGIN_REQUIRED', 'x', 'T')).toEqual({
      ok: false,
      failure: { code: 'LOGIN_REQUIRED', message: 'x', title: 'T' },
    });
  });
});
