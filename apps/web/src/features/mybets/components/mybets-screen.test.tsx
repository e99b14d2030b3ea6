import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BetSummary } from '@shangwe/contract';
import { useBetslipStore } from '../../../shared/betslip-store';
import { useSettingsStore } from '../../../shared/settings-store';
import { applyTestCountry } from '../../../test/country';
import { jsonResponse, logIn, renderWithApp, stubFetch } from '../../../test/slip-test-helpers';
import { BetDetailScreen, ShortBetScreen } from './bet-detail-screen';
import { MyBetsScreen } from './mybets-screen';

function bet(overrides: Partial<BetSummary>): BetSummary {
  return {
    bet_id: 1,
    short_bet_id: 'AB12CD',
    ref: 'R1',
    product: 'NORMAL',
    bet_type: 7,
    status: 'open',
    created: '2026-11-21T08:00:00Z',
    settled_at: null,
    stake: 100,
    excise_tax: 6.98,
    total_odd: 9,
    possible_win: 837.18,
    withholding_tax: 148.83,
    bonus: 0,
    final_payout: 688.35,
    points: 9,
    amount_paid: 0,
    reject_reason: null,
    legs_count: 1,
    can_cancel: false,
    legs: [
      {
        parent_match_id: 5,
        sub_type_id: 1,
        special_bet_value: '',
        bet_pick: '1',
        outcome_id: '1',
        odd_value: 9,
        sport_id: 1,
        bet_type: 7,
        home_team: 'Lions',
        away_team: 'Tigers',
        match_name: 'Lions v Tigers',
        market_name: '1X2',
        display: '1',
        start_time: '2026-11-21T12:00:00Z',
        status: 'open',
        result: null,
      },
    ],
    ...overrides,
  };
}

beforeEach(() => {
  applyTestCountry('KE');
  logIn();
  useSettingsStore.getState().setHideLostBets(false);
  useBetslipStore.getState().clear('main');
});

afterEach(() => vi.unstubAllGlobals());

describe('My Bets', () => {
  it('lists bets by status tab and hides lost bets when the setting is on', async () => {
    const fetch = stubFetch((url, init) => {
      if (url.includes('bethistory')) {
        const status = new URLSearchParams(String(init.body)).get('status');
        const all = [
          bet({ bet_id: 1, status: 'won', amount_paid: 688.35 }),
          bet({ bet_id: 2, short_bet_id: 'LOST22', status: 'lost' }),
        ];
        return jsonResponse(200, {
          data: status === 'open' ? [] : all,
          meta: { page: 1, limit: 1000, total: 2 },
        });
      }
      if (url.includes('whitelist'))
        return jsonResponse(200, { status: 'ok', whitelisted: false, profile_id: 42 });
      return jsonResponse(404, {});
    });
    renderWithApp(<MyBetsScreen />, '/mybets');
    expect(await screen.findAllByTestId('bet-card')).toHaveLength(2);
    const body = new URLSearchParams(
      String(fetch.mock.calls.find(([u]) => String(u).includes('bethistory'))![1]!.body),
    );
    expect(body.get('period')).toBe('YEAR');
    expect(body.get('limit')).toBe('1000');
    expect(body.get('product')).toBe('NORMAL');
    await userEvent.click(screen.getByLabelText('Hide lost bets'));
    expect(screen.getAllByTestId('bet-card')).toHaveLength(1);
    expect(screen.getByTestId('bet-status')).toHaveTextContent('Won');
    expect(localStorage.getItem('hideLostBets')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: 'Open' }));
    expect(await screen.findByText('You have no bets here yet.')).toBeInTheDocument();
  });

  it('offers cash-out on an open bet of a whitelisted bettor and takes it once', async () => {
    const fetch = stubFetch((url) => {
      if (url.includes('bethistory'))
        return jsonResponse(200, {
          data: [bet({ bet_id: 9 })],
          meta: { page: 1, limit: 1000, total: 1 },
        });
      if (url.includes('whitelist'))
        return jsonResponse(200, { status: 'ok', whitelisted: true, profile_id: 42 });
      if (url.includes('cashout/offer'))
        return jsonResponse(200, {
          data: {
            bet_id: 9,
            available: true,
            amount: 250.5,
            stake: 100,
            placed_total_odd: 9,
            current_total_odd: 3,
            reason: null,
          },
        });
      if (url.endsWith('/api/v2/cashout'))
        return jsonResponse(200, {
          message: 'Cashout successful',
          bet_id: 9,
          amount: 250.5,
          status: 'cashed_out',
        });
      return jsonResponse(200, { data: {} });
    });
    renderWithApp(<MyBetsScreen />, '/mybets');
    await userEvent.click(await screen.findByRole('button', { name: 'Cash out KES 250.50' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/api/v2/cashout'))).toBe(true),
    );
    const call = fetch.mock.calls.find(([u]) => String(u).endsWith('/api/v2/cashout'))!;
    expect(new URLSearchParams(String(call[1]!.body)).get('amount')).toBe('250.5');
    expect((call[1]!.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
  });

  it('does not offer cash-out to a bettor outside the whitelist', async () => {
    stubFetch((url) => {
      if (url.includes('bethistory'))
        return jsonResponse(200, {
          data: [bet({ bet_id: 9 })],
          meta: { page: 1, limit: 1000, total: 1 },
        });
      if (url.includes('whitelist')) return jsonResponse(403, { message: 'no' });
      return jsonResponse(200, { data: { available: true, amount: 1 } });
    });
    renderWithApp(<MyBetsScreen />, '/mybets');
    await screen.findByTestId('bet-card');
    expect(screen.queryByRole('button', { name: /Cash out/ })).toBeNull();
  });

  it('rebets: loads the legs at current prices into the slip and opens it', async () => {
    stubFetch((url) => {
      if (url.includes('bethistory'))
        return jsonResponse(200, {
          data: [bet({ bet_id: 3, status: 'lost' })],
          meta: { page: 1, limit: 1000, total: 1 },
        });
      if (url.includes('bet/rebet'))
        return jsonResponse(200, {
          message: 'Loaded',
          dropped: [],
          data: [
            {
              parent_match_id: 5,
              match_id: 50,
              sub_type_id: 1,
              special_bet_value: '',
              odd_key: '1',
              bet_pick: '1',
              outcome_id: '1',
              odd_value: 2.1,
              display: '1',
              market_name: '1X2',
              home_team: 'Lions',
              away_team: 'Tigers',
              start_time: '2099-01-01T00:00:00Z',
              sport_id: 1,
              live: false,
              active: true,
              status: 'ACTIVE',
              bet_type: 7,
            },
          ],
        });
      return jsonResponse(200, { status: 'ok', whitelisted: false, profile_id: 42 });
    });
    renderWithApp(<MyBetsScreen />, '/mybets');
    await userEvent.click(await screen.findByRole('button', { name: 'Rebet' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/betslip'));
    expect(useBetslipStore.getState().slips.main[0]?.odd.odd_value).toBe(2.1);
  });

  it('shows the bet detail with legs, results and figures; cancel asks first', async () => {
    const fetch = stubFetch((url) => {
      if (url.includes('/api/bet/77'))
        return jsonResponse(200, { data: bet({ bet_id: 77, can_cancel: true }) });
      if (url.includes('bet/cancel'))
        return jsonResponse(200, {
          message: 'Your bet was cancelled',
          bet_id: 77,
          status: 'cancelled',
          refunded: 100,
        });
      return jsonResponse(200, { status: 'ok', whitelisted: false, profile_id: 42 });
    });
    renderWithApp(
      <Routes>
        <Route path="/mybets/:betId" element={<BetDetailScreen />} />
      </Routes>,
      '/mybets/77',
    );
    const detail = await screen.findByTestId('bet-detail');
    expect(within(detail).getByText('Bet #AB12CD')).toBeInTheDocument();
    expect(screen.getByTestId('bet-leg')).toHaveTextContent('Lions v Tigers');
    expect(screen.getByTestId('bet-figure-excise-tax')).toHaveTextContent('KES 6.98');
    expect(screen.getByTestId('bet-figure-final-payout')).toHaveTextContent('KES 688.35');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel bet' }));
    expect(screen.getByText('Are you sure you want to cancel this bet?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u]) => String(u).includes('bet/cancel'))).toBe(true),
    );
  });

  it('opens a bet by its short id (/b/{shortBetId}) and shows a won bet as paid', async () => {
    const fetch = stubFetch((url) => {
      if (url.includes('/api/bet/short/AB12CD'))
        return jsonResponse(200, {
          data: bet({ status: 'won', amount_paid: 688.35, settled_at: '2026-11-21T10:00:00Z' }),
        });
      return jsonResponse(200, { status: 'ok', whitelisted: false, profile_id: 42 });
    });
    renderWithApp(
      <Routes>
        <Route path="/b/:shortBetId" element={<ShortBetScreen />} />
      </Routes>,
      '/b/AB12CD',
    );
    expect(await screen.findByTestId('bet-status')).toHaveTextContent('Won');
    expect(screen.getByTestId('bet-figure-amount-paid')).toHaveTextContent('KES 688.35');
    expect(screen.getByText(/Settled 21\/11 13:00/)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/api/bet/short/AB12CD'))).toBe(true);
    expect(screen.queryByRole('button', { name: /Cash out/ })).toBeNull();
  });
});
