import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../lib/api-client';
import { reloadSessionFromStorage, useSessionStore } from './session-store';
import { reloadSettingsFromStorage, useSettingsStore } from './settings-store';

describe('settings (spec 02 §3.7)', () => {
  beforeEach(() => reloadSettingsFromStorage());

  it('defaults every flag to off or null, showMoreMarkets to true', () => {
    const s = useSettingsStore.getState();
    expect([s.notifications, s.autorefresh, s.dark, s.hideLostBets]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    // Not chosen yet: null, which shows recommendations (turning them off is an opt-out).
    expect(s.seeRecommendations).toBeNull();
    expect(s.appDownloadLinkTimestamp).toBeNull();
    expect(s.showMoreMarkets).toBe(true);
  });

  it('stores each setting under its spec key and applies the theme to the document', () => {
    const s = useSettingsStore.getState();
    s.toggleTheme();
    s.setAutorefresh(true);
    s.setHideLostBets(true);
    s.setSeeRecommendations(true);
    s.setNotifications(true);
    expect(localStorage.getItem('themeV2.dark')).toBe('true');
    expect(localStorage.getItem('autorefresh.status')).toBe('true');
    expect(localStorage.getItem('hideLostBets')).toBe('true');
    expect(localStorage.getItem('seeRecommendations')).toBe('true');
    expect(localStorage.getItem('notifications.status')).toBe('true');
    expect(document.documentElement.dataset.theme).toBe('dark');
    useSettingsStore.getState().toggleTheme();
    expect(localStorage.getItem('themeV2.dark')).toBe('false');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('resets the data notifier next action when it is turned off (spec 02 §4.7)', () => {
    const s = useSettingsStore.getState();
    s.updateDataNotifier({
      show: true,
      next: { nextType: 'route', nextCb: null, nextRoute: '/casino' },
    });
    useSettingsStore.getState().updateDataNotifier({ show: false });
    expect(useSettingsStore.getState().dataNotifier.next).toEqual({
      nextType: null,
      nextCb: null,
      nextRoute: null,
    });
  });
});

describe('session (spec 01 §3, §4)', () => {
  afterEach(() => useSessionStore.getState().logout());

  it('persists authenticated, user, token and affiliate under their keys and reads them back', () => {
    useSessionStore.getState().login({
      token: 'abc',
      user: { id: 9, mobile: '0712345678', has_kyc: true },
      affiliate_id: 55,
      affiliate_tag: 'tag1',
    });
    expect(localStorage.getItem('authenticated')).toBe('true');
    expect(localStorage.getItem('token')).toBe('abc');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({
      id: 9,
      mobile: '0712345678',
    });
    expect(JSON.parse(localStorage.getItem('affiliate')!)).toEqual({
      affiliate_id: 55,
      affiliate_tag: 'tag1',
    });
    useSessionStore.setState({ authenticated: false, token: null, user: null });
    localStorage.setItem('authenticated', 'true');
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', JSON.stringify({ id: 9, mobile: '0712345678' }));
    reloadSessionFromStorage();
    expect(useSessionStore.getState()).toMatchObject({ authenticated: true, token: 'abc' });
  });

  it('logout clears user and token, sets authenticated false and removes aff_token', () => {
    document.cookie = 'aff_token=x; path=/';
    useSessionStore.getState().login({ token: 'abc', user: { id: 1, mobile: '07' } });
    useSessionStore.getState().logout();
    expect(localStorage.getItem('authenticated')).toBe('false');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(document.cookie).not.toContain('aff_token=x');
  });

  it('setBalance updates balance and has_kyc', () => {
    useSessionStore.getState().login({ token: 'abc', user: { id: 1, mobile: '07' } });
    useSessionStore.getState().setBalance({ balance: 250.5, has_kyc: false });
    expect(useSessionStore.getState().user).toMatchObject({ balance: 250.5, has_kyc: false });
  });
});

describe('api client', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().logout();
  });

  it('posts flat bodies urlencoded with the token in the body and the Authorization header', async () => {
    useSessionStore.getState().login({ token: 'tok', user: { id: 1, mobile: '07' } });
    fetchMock.mockResolvedValue(new Response('{"data":{"balance":1}}', { status: 200 }));
    await api.post('balance', { profile_id: 1 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/balance');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe(
      'application/x-www-form-urlencoded',
    );
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(init.body).toBe('profile_id=1&token=tok');
  });

  it('posts nested bodies as JSON', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await api.post('bet', { betslip: [{ sub_type_id: 1 }] }, { base: 'v2' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v2/bet');
    expect(JSON.parse(init.body as string)).toEqual({ betslip: [{ sub_type_id: 1 }] });
  });

  it('rejects with an ApiError carrying status, body and error.message (then message)', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('{"message":"outer","error":{"message":"Stake too low","code":"STAKE"}}', {
        status: 400,
      }),
    );
    const error = (await api.get('x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Stake too low', code: 'STAKE' });
    fetchMock.mockResolvedValueOnce(new Response('{"message":"Only message"}', { status: 409 }));
    await expect(api.get('x')).rejects.toMatchObject({ status: 409, message: 'Only message' });
  });

  it('turns a network failure into status 0 with the spec message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('x')).rejects.toMatchObject({
      status: 0,
      message: 'An error occurred. Please try again',
    });
  });
});
