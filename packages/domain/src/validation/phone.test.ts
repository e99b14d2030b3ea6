import { describe, expect, it } from 'vitest';
import { GHANA, KENYA, NIGERIA } from '../countries';
import {
  isValidPhone,
  normalizePhone,
  stripPhone,
  validateLoginPhone,
  validatePhone,
} from './phone';

describe('login phone (spec 01 §5)', () => {
  it.each([
    ['254712345678', '254712345678'],
    ['254112345678', '254112345678'],
    ['0712345678', '254712345678'],
    ['0112345678', '254112345678'],
    ['712345678', '254712345678'],
    ['112345678', '254112345678'],
    ['+254 712 345 678', '254712345678'],
    ['0712-345-678', '254712345678'],
  ])('accepts the Kenyan form %s as %s', (raw, expected) => {
    expect(validateLoginPhone(raw, KENYA)).toEqual({ ok: true, value: expected });
  });

  it('asks for a phone number when empty', () => {
    for (const raw of ['', '   ', null, undefined]) {
      expect(validateLoginPhone(raw, KENYA)).toEqual({
        ok: false,
        failure: { code: 'PHONE_REQUIRED', message: 'Please enter a phone number' },
      });
    }
  });

  it.each(['2548123456789', '0812345678', '07123456789', '071234567', '812345678', 'abc'])(
    'refuses %s as invalid',
    (raw) => {
      expect(validateLoginPhone(raw, KENYA)).toEqual({
        ok: false,
        failure: { code: 'PHONE_INVALID', message: 'This phone number is invalid' },
      });
    },
  );

  it('normalises Ghana and Nigeria login forms', () => {
    expect(validateLoginPhone('0241234567', GHANA)).toEqual({ ok: true, value: '233241234567' });
    expect(validateLoginPhone('233541234567', GHANA)).toEqual({ ok: true, value: '233541234567' });
    expect(validateLoginPhone('08031234567', NIGERIA)).toEqual({
      ok: true,
      value: '2348031234567',
    });
    expect(validateLoginPhone('9051234567', NIGERIA)).toEqual({ ok: true, value: '2349051234567' });
    expect(validateLoginPhone('0171234567', GHANA).ok).toBe(false);
    expect(validateLoginPhone('06031234567', NIGERIA).ok).toBe(false);
  });
});

describe('phone pattern (spec 02 §5)', () => {
  it('Kenya: optional 0 or 254 then 9 or 10 digits', () => {
    expect(isValidPhone('712345678', KENYA)).toBe(true);
    expect(isValidPhone('0712345678', KENYA)).toBe(true);
    expect(isValidPhone('254712345678', KENYA)).toBe(true);
    expect(isValidPhone('71234567', KENYA)).toBe(false);
    expect(isValidPhone('07123456789x', KENYA)).toBe(false);
  });

  it('Ghana: optional 0 or 233, a digit 2-6 and a digit, then 7 or 8 digits', () => {
    expect(isValidPhone('0241234567', GHANA)).toBe(true);
    expect(isValidPhone('233201234567', GHANA)).toBe(true);
    expect(isValidPhone('0711234567', GHANA)).toBe(false);
    expect(isValidPhone('02412345', GHANA)).toBe(false);
  });

  it('Nigeria: optional 0 or 234 then 10 digits', () => {
    expect(isValidPhone('08031234567', NIGERIA)).toBe(true);
    expect(isValidPhone('2348031234567', NIGERIA)).toBe(true);
    expect(isValidPhone('803123456', NIGERIA)).toBe(false);
  });

  it('gives the spec message and the international form', () => {
    expect(validatePhone('0712 345 678', KENYA)).toEqual({ ok: true, value: '254712345678' });
    expect(validatePhone('12', KENYA)).toEqual({
      ok: false,
      failure: { code: 'PHONE_INVALID', message: 'Please input a valid phone number' },
    });
  });

  it('normalises numbers the pattern accepts outside the login forms', () => {
    expect(normalizePhone('0212345678', KENYA)).toBe('254212345678');
    expect(normalizePhone('2542123456789', KENYA)).toBe('2542123456789');
    expect(normalizePhone('6012345678', NIGERIA)).toBe('2346012345678');
    expect(normalizePhone('nope', KENYA)).toBeNull();
    expect(stripPhone('+254 (712) 345.678')).toBe('254712345678');
  });
});
