/**
 * Each analytics event is pushed where the action really happens: the account, wallet and bet
 * calls record on a successful answer only, logout on leaving the session, and the page view on
 * navigation (spec 01 §7, spec 02 §2.1 step 4).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addKycRequest, loginRequest, signupRequest } from '../features/auth/api/accounts-api';
import { placeBet } from '../features/betslip/api/place-bet';
import { BetslipScreen } from '../features/betslip/components/betslip-screen';
import { jsonResponse, logIn, makePick, renderWithApp } from '../test/slip-test-helpers';
import { depositRequest } from '../features/wallet/api/deposit';
import { withdrawRequest } from '../features/wallet/api/withdraw';
import { deleteCookie, getCookie } from '../lib/cookies';
import { useBetslipStore } from '../shared/betslip-store';
import { useSessionStore } from '../shared/session-store';
import { applyTestCountry } from '../test/country';
import { renderApp } from '../test/render-app';

const user = { id: 42, mobile: '254712345678', balance: 500, bonus: 0, points: 0 };

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => jsonResponse(status, body));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const events = (name: string) => (window.dataLayer ?? []).filter((e) => e.event === name);

beforeEach(() => {
  applyTestCountry('KE');
  useSessionStore.getState().logout();
  useBetslipStore.getState().clear('main');
  window.dataLayer = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  deleteCookie('login_share_code');
});

describe('analytics events at their actions', () => {
  it('login: on a successful answer only, without the phone number', async () => {
    answer(401, { error: { message: 'Invalid mobile number or password' } });
    await expect(
      loginRequest({ mobile: '254712345678', password: 'x9y8', remember: true, src: 'MOBILE_WEB' }),
    ).rejects.toBeTruthy();
    expect(events('login')).toEqual([]);

    answer(200, {
      success: { message: 'ok' },
      token: 't',
      data: { user, affiliate_id: null, affiliate_tag: null },
    });
    await loginRequest({
      mobile: '254712345678',
      password: 'x9y8',
      remember: true,
      src: 'MOBILE_WEB',
    });
    expect(events('login')).toEqual([{ event: 'login', method: 'mobile', profile_id: 42 }]);
    expect(JSON.stringify(window.dataLayer)).not.toContain('254712345678');
  });

  it('registration', async () => {
    answer(200, { success: { message: 'Code sent', profile_id: 77 } });
    await signupRequest({
      mobile: '254712345678',
      password: 'x9y8',
      date_of_birth: '1990-01-15',
      src: 'MOBILE_WEB',
    });
    expect(events('sign_up')).toEqual([{ event: 'sign_up', method: 'mobile', profile_id: 77 }]);
  });

  it('KYC', async () => {
    answer(200, {
      status: 'success',
      message: 'Received',
      data: { has_kyc: false, kyc: { status: '1' } },
    });
    await addKycRequest({
      mobile: '254712345678',
      official_name: 'Amina Otieno',
      date_of_birth: '1990-01-01',
      id_type: 'national_id',
      id_number: '12345678',
      src: 'MOBILE_WEB',
    });
    expect(events('kyc_submitted')).toEqual([
      { event: 'kyc_submitted', result: 'success', kyc_status: '1' },
    ]);
  });

  it('deposit and withdraw, in cents with the currency', async () => {
    answer(200, { url: '/pay/1', reference: 'D1', status: 'pending' });
    await depositRequest({
      amount: 250,
      provider: 'mpesa',
      version: 'v2',
      idempotencyKey: 'k-dep-1',
    });
    answer(200, { message: 'Received', balance: 250 });
    await withdrawRequest({ amount: 100, version: 'v2', idempotencyKey: 'k-wd-1' });
    expect(events('deposit')).toEqual([
      { event: 'deposit', amount_cents: 25000, currency: 'KES', provider: 'mpesa' },
    ]);
    expect(events('withdraw')).toEqual([
      { event: 'withdraw', amount_cents: 10000, currency: 'KES' },
    ]);
  });

  it('bet placed, per product; a refused bet is not counted', async () => {
    const request = {
      picks: [makePick(1, 2), makePick(2, 1.5, { live: true })],
      stake: 100,
      totalOdd: 3,
      profileId: 42,
      idempotencyKey: 'k-bet-0001',
    };
    answer(400, { message: 'Bet placement failed', error: { message: 'Bet placement failed' } });
    await expect(placeBet(request)).rejects.toBeTruthy();
    expect(events('bet_placed')).toEqual([]);

    answer(200, {
      message: 'Bet placed',
      async: false,
      bet_id: 9001,
      ref: 'R1',
      first_bet: false,
      status: 'ACCEPTED',
    });
    await placeBet(request);
    expect(events('bet_placed')).toEqual([
      {
        event: 'bet_placed',
        product: 'normal',
        bet_id: 9001,
        stake_cents: 10000,
        total_odd: 3,
        selections: 2,
        live: true,
        currency: 'KES',
      },
    ]);
  });

  it('logout: once, when a session ends', () => {
    logIn();
    useSessionStore.getState().logout();
    useSessionStore.getState().logout();
    expect(events('logout')).toEqual([{ event: 'logout' }]);
  });

  it('page hits: one page view per navigation', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { data: [] })),
    );
    renderApp('/legal');
    await waitFor(() => expect(events('page_view')).toHaveLength(1));
    expect(events('page_view')[0]).toMatchObject({ route_name: 'terms', page_path: '/legal' });
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('login_share_code (spec 01 §9)', () => {
  it('a visitor placing a shared slip is sent to login, and the login credits the sharer', async () => {
    useBetslipStore
      .getState()
      .setPicks('main', [
        makePick(1, 2, { is_shared: true, share_code: 'SH4R3' }),
        makePick(2, 1.5),
      ]);
    useBetslipStore.getState().setStake('main', 100);
    renderWithApp(<BetslipScreen />);
    await userEvent.click(screen.getByTestId('place-bet'));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?next=%2Fbetslip');
    expect(getCookie('login_share_code')).toBe('SH4R3');

    const fetch = answer(200, {
      success: { message: 'ok' },
      token: 't',
      data: { user, affiliate_id: null, affiliate_tag: null },
    });
    await loginRequest({
      mobile: '254712345678',
      password: 'x9y8',
      remember: true,
      src: 'MOBILE_WEB',
    });
    const body = String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body);
    expect(new URLSearchParams(body).get('share_code')).toBe('SH4R3');
  });

  it('a slip without shared picks sets no cookie', async () => {
    useBetslipStore.getState().setPicks('main', [makePick(1, 2), makePick(2, 1.5)]);
    renderWithApp(<BetslipScreen />);
    await userEvent.click(screen.getByTestId('place-bet'));
    expect(getCookie('login_share_code')).toBeNull();
  });
});
