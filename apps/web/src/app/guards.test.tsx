import { getCountryConfig, toPublicConfig } from '@shangwe/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNoticeStore } from '../shared/notice-store';
import { useSessionStore, type SessionUser } from '../shared/session-store';
import { renderApp } from '../test/render-app';
import { applyGuardEffects, evaluateGuards, KYC_BANNER } from './guards';

const ghana = toPublicConfig(getCountryConfig('GH'));
const kenya = toPublicConfig(getCountryConfig('KE'));
const user = (fields: Partial<SessionUser> = {}): SessionUser => ({
  id: 7,
  mobile: '0241234567',
  ...fields,
});

function login(fields: Partial<SessionUser> = {}) {
  useSessionStore.getState().login({ token: 'tok', user: user(fields) });
}

beforeEach(() => {
  window.dataLayer = [];
  document.cookie = 'aff_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  useNoticeStore.getState().clear();
  fetchSpy.mockClear();
});
afterEach(() => {
  useSessionStore.getState().logout();
});

// Screens that fetch must not reach a network in component tests.
const fetchSpy = vi.fn(async () => new Response('{"data":[]}', { status: 200 }));
vi.stubGlobal('fetch', fetchSpy);

describe('evaluateGuards (spec 02 §2.1 order)', () => {
  const mybets = { name: 'mybets', title: 'My Bets', meta: { requireAuth: true } };
  const transactions = {
    name: 'profile-transactions',
    title: 'Transactions',
    meta: { requireAuth: true, requireKYC: 'config' as const },
  };

  it('sends a visitor to login with the full intended path as next', () => {
    const decision = evaluateGuards(mybets, '/mybets', '?category=normal_bet', {
      authenticated: false,
      user: null,
      config: kenya,
    });
    expect(decision).toEqual({
      kind: 'login',
      redirect: '/login?next=/mybets%3Fcategory%3Dnormal_bet',
    });
  });

  it('checks auth before KYC', () => {
    const decision = evaluateGuards(transactions, '/profile/transactions', '', {
      authenticated: false,
      user: null,
      config: ghana,
    });
    expect(decision.kind).toBe('login');
  });

  it('sends a logged-in user with has_kyc false to /kyc only where the country requires KYC', () => {
    const state = { authenticated: true, user: user({ has_kyc: false }) };
    expect(
      evaluateGuards(transactions, '/profile/transactions', '', { ...state, config: ghana }),
    ).toEqual({
      kind: 'kyc',
      redirect: '/kyc?next=/profile/transactions',
    });
    expect(
      evaluateGuards(transactions, '/profile/transactions', '', { ...state, config: kenya }).kind,
    ).toBe('proceed');
  });

  it('lets has_kyc true (or unknown) through', () => {
    for (const has_kyc of [true, undefined]) {
      const decision = evaluateGuards(transactions, '/profile/transactions', '', {
        authenticated: true,
        user: user({ has_kyc }),
        config: ghana,
      });
      expect(decision.kind).toBe('proceed');
    }
  });

  it('always requires KYC on a route flagged requireKYC true, even in Kenya', () => {
    const route = { name: 'boosted-jackpot-event', title: 'x', meta: { requireKYC: true } };
    const decision = evaluateGuards(route, '/jackpots/turudi-uwanjani/3', '', {
      authenticated: true,
      user: user({ has_kyc: false }),
      config: kenya,
    });
    expect(decision.kind).toBe('kyc');
  });

  it('stores a 32-character affiliate token in aff_token and records the page view', () => {
    const token = 'Ab3_'.repeat(8);
    const route = { name: 'home', title: 'Home', meta: {} };
    const decision = evaluateGuards(route, '/', `?token=${token}`, {
      authenticated: false,
      user: null,
      config: kenya,
    });
    applyGuardEffects(decision, route, `/?token=${token}`);
    expect(document.cookie).toContain(`aff_token=${token}`);
    expect(window.dataLayer).toContainEqual({
      event: 'page_view',
      route_name: 'home',
      page_title: 'Home',
      page_path: `/?token=${token}`,
    });
  });

  it.each(['short', 'x'.repeat(31), 'y'.repeat(33), `${'a'.repeat(31)}-`])(
    'ignores an affiliate token that is not exactly 32 letters, digits or underscore (%s)',
    (token) => {
      const route = { name: 'home', title: 'Home', meta: {} };
      const decision = evaluateGuards(route, '/', `?token=${token}`, {
        authenticated: false,
        user: null,
        config: kenya,
      });
      applyGuardEffects(decision, route, '/');
      expect(document.cookie).not.toContain('aff_token=');
    },
  );
});

describe('guards in the rendered app', () => {
  it('redirects an anonymous visitor from /mybets to /login?next=/mybets', async () => {
    const { getLocation } = renderApp('/mybets');
    await waitFor(() => expect(getLocation()).toBe('/login?next=/mybets'));
    expect(window.dataLayer?.some((e) => e.route_name === 'mybets')).toBe(false);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ route_name: 'login' }));
  });

  it('shows the KYC banner and goes to /kyc in Ghana when has_kyc is false', async () => {
    login({ has_kyc: false });
    const { getLocation } = renderApp('/profile/transactions', { country: 'GH' });
    await waitFor(() => expect(getLocation()).toBe('/kyc?next=/profile/transactions'));
    expect(await screen.findByText(KYC_BANNER.title)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Due to government regulation in your country, additional details are required for you to enjoy the full Shangwe experience.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete my application' })).toHaveAttribute(
      'href',
      '/kyc',
    );
  });

  it('does not ask for KYC in Kenya, where the configuration does not require it', async () => {
    login({ has_kyc: false });
    const { getLocation } = renderApp('/profile/transactions', { country: 'KE' });
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual(
        expect.objectContaining({ route_name: 'profile-transactions' }),
      ),
    );
    expect(getLocation()).toBe('/profile/transactions');
    expect(screen.queryByText(KYC_BANNER.title)).not.toBeInTheDocument();
  });
});

describe('legacy hash links (spec 02 §2.3)', () => {
  it('maps #/ paths to history-mode paths and leaves plain anchors alone', async () => {
    const { legacyHashTarget } = await import('./legacy-hash');
    expect(legacyHashTarget('#/mybets/42?category=normal_bet')).toBe(
      '/mybets/42?category=normal_bet',
    );
    expect(legacyHashTarget('#/betslip?ref=R1')).toBe('/betslip?ref=R1');
    expect(legacyHashTarget('#main')).toBeNull();
    expect(legacyHashTarget('')).toBeNull();
  });
});
