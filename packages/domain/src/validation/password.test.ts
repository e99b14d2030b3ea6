import { describe, expect, it } from 'vitest';
import { KENYA } from '../countries';
import { isCommonPassword, validateLoginPassword, validateNewPassword } from './password';
import { validateRegistration } from './registration';

describe('passwords', () => {
  it('requires a password at registration', () => {
    expect(validateNewPassword('')).toEqual({
      ok: false,
      failure: { code: 'PASSWORD_REQUIRED', message: 'Please input a password' },
    });
    expect(validateNewPassword(undefined).ok).toBe(false);
  });

  it('needs at least 4 characters', () => {
    expect(validateNewPassword('a7z')).toMatchObject({
      ok: false,
      failure: { code: 'PASSWORD_TOO_SHORT' },
    });
    expect(validateNewPassword('a7z9')).toEqual({ ok: true, value: 'a7z9' });
  });

  it.each(['1234', '0000', '1111', '12345', '123456', 'password', 'PASSWORD', 'qwerty', '4321'])(
    'refuses the common %s',
    (pw) => {
      expect(isCommonPassword(pw)).toBe(true);
      expect(validateNewPassword(pw)).toMatchObject({
        ok: false,
        failure: { code: 'PASSWORD_TOO_COMMON' },
      });
    },
  );

  it('only needs presence at login', () => {
    expect(validateLoginPassword('')).toEqual({
      ok: false,
      failure: { code: 'PASSWORD_REQUIRED', message: 'Please enter a password' },
    });
    expect(validateLoginPassword('1234')).toEqual({ ok: true, value: '1234' });
  });
});

describe('registration (spec 01 §5)', () => {
  it('strips spaces from the mobile and normalises it', () => {
    expect(validateRegistration({ mobile: '0712 345 678', password: 'kadogo91' }, KENYA)).toEqual({
      ok: true,
      value: { mobile: '254712345678', password: 'kadogo91' },
    });
  });

  it('refuses a mobile outside the pattern, then a missing password', () => {
    expect(validateRegistration({ mobile: '0712', password: 'kadogo91' }, KENYA)).toEqual({
      ok: false,
      failure: { code: 'PHONE_INVALID', message: 'Please input a valid phone number' },
    });
    expect(validateRegistration({ mobile: '0712345678', password: '' }, KENYA)).toEqual({
      ok: false,
      failure: { code: 'PASSWORD_REQUIRED', message: 'Please input a password' },
    });
    expect(validateRegistration({}, KENYA).ok).toBe(false);
  });
});
