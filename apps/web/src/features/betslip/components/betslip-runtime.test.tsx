import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveOddsResponse, MatchDetail } from '@shangwe/contract';
import { useBetslipStore } from '../../../shared/betslip-store';
import { useNoticeStore } from '../../../shared/notice-store';
import { useSessionStore } from '../../../shared/session-store';
import { applyTestCountry } from '../../../test/country';
import { updateFromLiveOdds } from '../api/live-odds';
import { buildPlaceBetBody } from '../api/place-bet';
import { jsonResponse, makePick, renderWithApp, stubFetch } from '../../../test/slip-test-helpers';
import { BetslipRuntime } from './betslip-runtime';

function match(overrides: Partial<MatchDetail> = {}): MatchDetail {
  return {
    parent_match_id: 11,
    match_id: 110,
    game_id: 10011,
    sport_id: 1,
    sport_name: 'Soccer',
    category_id: 1,
    category: 'England',
    competition_id: 1,
    competition_name: 'Premier League',
    home_team: 'Lions',
    away_team: 'Tigers',
    start_time: '2099-01-01T12:00:00Z',
    status: 'not_started',
    live: false,
    period: 'Not started',
    score: null,
    clock_seconds: 0,
    clock_running: false,
    match_time: null,
    streamable: false,
    markets_count: 1,
    score_detail: {},
    markets: [
      {
        sub_type_id: 18,
        name: 'Total',
        special_bet_value: 'total=2.5',
        bet_status: 'ACTIVE',
        odds: [
          {
            odd_key: 'over 2.5',
            outcome_id: '12',
            odd_value: 1.9,
            display: 'Over 2.5',
            special_bet_value: 'total=2.5',
            parent_match_id: 11,
            sub_type_id: 18,
            sport_id: 1,
            result: null,
          },
        ],
      },
    ],
    ...overrides,
  };
}

const messages = () => useNoticeStore.getState().queue.map((n) => n.message);

beforeEach(() => {
  applyTestCountry('KE');
  useBetslipStore.getState().clear('main');
  useBetslipStore.getState().setStake('main', 100);
  useNoticeStore.getState().clear();
  useSessionStore.setState({ affiliate: null });
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('deep links', () => {
  it('adds the named pick with its stake and says so, then cleans the address', async () => {
    stubFetch(() => jsonResponse(200, { data: match() }));
    renderWithApp(
      <BetslipRuntime />,
      '/?action=instantbet&parent_match_id=11&sub_type_id=18&odd_key=over%202.5&odd_value=1.9&special_bet_value=total%3D2.5&stake=250&utm_source=sms',
    );
    await waitFor(() => expect(useBetslipStore.getState().slips.main).toHaveLength(1));
    expect(useBetslipStore.getState().stakes.main).toBe(250);
    expect(messages()).toContain('Bet successfully added to betslip');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/?utm_source=sms'),
    );
    // A deep-link bet carries the fixed affiliate id 19 when the bettor has none.
    const body = buildPlaceBetBody({
      picks: useBetslipStore.getState().slips.main,
      stake: 250,
      totalOdd: 1.9,
      idempotencyKey: 'k',
    });
    expect(body.affiliate_id).toBe('19');
  });

  it('refuses an unknown odd with the parameters text', async () => {
    stubFetch(() => jsonResponse(200, { data: match() }));
    renderWithApp(
      <BetslipRuntime />,
      '/?action=instantbet&parent_match_id=11&sub_type_id=18&odd_key=under%202.5&special_bet_value=total%3D2.5',
    );
    await waitFor(() =>
      expect(messages()).toContain('Match add unsuccessful, check the parameters'),
    );
    expect(useBetslipStore.getState().slips.main).toHaveLength(0);
  });

  it('refuses an ended match with the expired text', async () => {
    stubFetch(() => jsonResponse(200, { data: match({ status: 'ended' }) }));
    renderWithApp(
      <BetslipRuntime />,
      '/?action=instantbetlive&parent_match_id=11&sub_type_id=18&odd_key=over%202.5&special_bet_value=total%3D2.5',
    );
    await waitFor(() => expect(messages()).toContain('Match add unsuccessful, expired match'));
  });
});

describe('tracking values', () => {
  it('keeps btag and gaid as cookies, utm values and the affiliate id', async () => {
    stubFetch(() => jsonResponse(200, {}));
    renderWithApp(
      <BetslipRuntime />,
      '/?btag=B77&gaid=G1&utm_source=fb&utm_medium=cpc&affiliate_id=501',
    );
    await waitFor(() => expect(document.cookie).toContain('btag=B77'));
    expect(document.cookie).toContain('gaid=G1');
    expect(JSON.parse(localStorage.getItem('utm')!)).toEqual({
      utm_source: 'fb',
      utm_medium: 'cpc',
    });
    expect(useSessionStore.getState().affiliate).toEqual({
      affiliate_id: '501',
      affiliate_tag: 'B77',
    });
  });
});

describe('live odds', () => {
  it('maps a live odds answer onto a pick (moved, suspended, gone)', () => {
    const pick = makePick(11, 1.9, {
      live: true,
      sub_type_id: 18,
      odd: { ...makePick(11, 1.9).odd, odd_key: 'over 2.5', special_bet_value: 'total=2.5' },
    });
    const m = match({ live: true, status: 'live' });
    const res = {
      data: m.markets.map((k) => ({
        ...k,
        meta: { match_id: 110, parent_match_id: 11, bet_status: k.bet_status },
      })),
      match: m,
    } as LiveOddsResponse;
    res.data[0]!.odds[0]!.odd_value = 2.05;
    expect(updateFromLiveOdds(pick, res)).toMatchObject({
      odd_value: 2.05,
      active: true,
      status: 'ACTIVE',
    });
    res.data[0]!.bet_status = 'STOPPED';
    expect(updateFromLiveOdds(pick, res)).toMatchObject({ active: false, status: 'STOPPED' });
    res.data = [];
    expect(updateFromLiveOdds(pick, res)).toMatchObject({ odd_value: 0, active: false });
  });

  it('polls live picks and marks a moved odd as changed', async () => {
    let price = 1.9;
    const fetch = stubFetch((url) => {
      const m = match({ live: true, status: 'live' });
      m.markets[0]!.odds[0]!.odd_value = price;
      if (url.includes('/api/live/uo/match'))
        return jsonResponse(200, {
          data: m.markets.map((k) => ({
            ...k,
            meta: { match_id: 110, parent_match_id: 11, bet_status: 'ACTIVE' },
          })),
          match: m,
        });
      return jsonResponse(200, {});
    });
    const pick = makePick(11, 1.9, {
      live: true,
      sub_type_id: 18,
      odd: { ...makePick(11, 1.9).odd, odd_key: 'over 2.5', special_bet_value: 'total=2.5' },
    });
    useBetslipStore.getState().setPicks('main', [pick]);
    price = 2.4;
    renderWithApp(<BetslipRuntime />, '/');
    await waitFor(() => expect(useBetslipStore.getState().slips.main[0]?.changed).toBe(true));
    expect(useBetslipStore.getState().slips.main[0]?.odd.odd_value).toBe(2.4);
    const call = fetch.mock.calls.find(([u]) => String(u).includes('/api/live/uo/match'))!;
    expect(String(call[0])).toContain('id=11');
    expect(String(call[0])).toContain('type=18');
  });
});

describe('refused adds', () => {
  it('announces the offline refusal of an odds button', async () => {
    const { useOddPick } = await import('../../../shared/slip-picks');
    const { renderHook } = await import('@testing-library/react');
    stubFetch(() => jsonResponse(200, {}));
    renderWithApp(<BetslipRuntime />, '/');
    const m = match();
    const { result } = renderHook(() => useOddPick(m, m.markets[0]!, m.markets[0]!.odds[0]!));
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    result.current.onPick();
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    expect(messages()).toContain('Please get back online to add to your betslip');
    expect(useBetslipStore.getState().slips.main).toHaveLength(0);
  });
});
