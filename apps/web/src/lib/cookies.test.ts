import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deleteCookie,
  getCookie,
  LOGIN_SHARE_CODE_COOKIE,
  rememberShareCodeForLogin,
} from './cookies';

afterEach(() => {
  deleteCookie(LOGIN_SHARE_CODE_COOKIE);
  vi.useRealTimers();
});

describe('login_share_code cookie (spec 01 §9)', () => {
  it('keeps the share code of a shared slip for exactly one day', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
    rememberShareCodeForLogin([
      { is_shared: false },
      { is_shared: true, share_code: 'XK42P' },
      { is_shared: true, share_code: 'XK42P' },
    ]);
    expect(getCookie('login_share_code')).toBe('XK42P');
    vi.setSystemTime(new Date('2026-03-02T07:59:00Z'));
    expect(getCookie('login_share_code')).toBe('XK42P');
    vi.setSystemTime(new Date('2026-03-02T08:00:01Z'));
    expect(getCookie('login_share_code')).toBeNull();
  });

  it('leaves the cookie alone for a slip without shared picks', () => {
    rememberShareCodeForLogin([{ is_shared: true, share_code: 'OLD1' }]);
    rememberShareCodeForLogin([{ is_shared: false }, { is_shared: true, share_code: '' }]);
    expect(getCookie('login_share_code')).toBe('OLD1');
  });
});
