import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ANALYTICS_EVENTS,
  recorded,
  setAnalyticsCurrency,
  track,
  trackBetPlaced,
  trackAddToHomeScreen,
  trackDeposit,
  trackJackpotAdd,
  trackKyc,
  trackLogin,
  trackLogout,
  trackPageView,
  trackRegistration,
  trackWithdraw,
} from './analytics';

beforeEach(() => {
  delete window.dataLayer;
  setAnalyticsCurrency('KES');
});
afterEach(() => {
  delete window.dataLayer;
});

describe('analytics data layer (spec 01 §7)', () => {
  it('creates window.dataLayer on first use and appends in order', () => {
    track({ event: 'a' });
    track({ event: 'b', x: 1 });
    expect(window.dataLayer).toEqual([{ event: 'a' }, { event: 'b', x: 1 }]);
  });

  it('keeps what a tag manager pushed before the app started', () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    trackLogout();
    expect(window.dataLayer).toEqual([{ event: 'gtm.js' }, { event: 'logout' }]);
  });

  it('names each event and its fields; amounts in integer cents with the currency', () => {
    trackPageView({ name: 'home', title: 'Home', path: '/?sport=soccer' });
    trackRegistration({ success: { profile_id: 7 } });
    trackKyc({ status: 'success', data: { kyc: { status: '2' } } });
    trackLogin({ data: { user: { id: 7 } } });
    trackLogout();
    trackDeposit({ amount: 250.5, provider: 'mpesa' });
    trackWithdraw({ amount: 100 });
    trackBetPlaced({
      product: 'normal',
      betId: 99,
      stake: 49.99,
      totalOdd: 3.15,
      selections: 3,
      live: true,
    });
    trackJackpotAdd({ betType: 'grand', parentMatchId: 501 });
    trackAddToHomeScreen('accepted');
    expect(window.dataLayer).toEqual([
      { event: 'page_view', route_name: 'home', page_title: 'Home', page_path: '/?sport=soccer' },
      { event: 'sign_up', method: 'mobile', profile_id: 7 },
      { event: 'kyc_submitted', result: 'success', kyc_status: '2' },
      { event: 'login', method: 'mobile', profile_id: 7 },
      { event: 'logout' },
      { event: 'deposit', amount_cents: 25050, currency: 'KES', provider: 'mpesa' },
      { event: 'withdraw', amount_cents: 10000, currency: 'KES' },
      {
        event: 'bet_placed',
        product: 'normal',
        bet_id: 99,
        stake_cents: 4999,
        total_odd: 3.15,
        selections: 3,
        live: true,
        currency: 'KES',
      },
      { event: 'jackpot_add', bet_type: 'grand', parent_match_id: 501 },
      { event: 'add_to_home_screen', outcome: 'accepted' },
    ]);
    expect(Object.values(ANALYTICS_EVENTS).sort()).toEqual(
      [...new Set(window.dataLayer!.map((e) => e.event))].sort(),
    );
  });

  it('passes an answer through after recording it, even when recording fails', () => {
    const answer = { data: { user: { id: 3 } } };
    expect(recorded(trackLogin)(answer)).toBe(answer);
    expect(window.dataLayer).toEqual([{ event: 'login', method: 'mobile', profile_id: 3 }]);
    const broken = recorded<unknown>(() => {
      throw new Error('tag manager broke');
    });
    expect(broken('still here')).toBe('still here');
  });

  it('loads no script and adds no element to the page', () => {
    const before = document.documentElement.outerHTML;
    trackPageView({ name: 'home', title: 'Home', path: '/' });
    trackDeposit({ amount: 10 });
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(document.documentElement.outerHTML).toBe(before);
  });
});
