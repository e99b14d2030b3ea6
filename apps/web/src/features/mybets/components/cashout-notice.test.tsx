import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNoticeStore } from '../../../shared/notice-store';
import { useSessionStore } from '../../../shared/session-store';
import { applyTestCountry } from '../../../test/country';
import { jsonResponse, logIn, renderWithApp, stubFetch } from '../../../test/slip-test-helpers';
import { MyBetsScreen } from './mybets-screen';
import { buildBet } from './mybets-test-bet';

beforeEach(() => {
  applyTestCountry('KE');
  logIn(1000);
  useNoticeStore.getState().clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('cash-out', () => {
  it('tells the bettor what was credited, even though the bet leaves the Open list', async () => {
    let cashedOut = false;
    stubFetch((url) => {
      if (url.includes('bethistory'))
        return jsonResponse(200, {
          data: cashedOut ? [] : [buildBet({ bet_id: 9 })],
          meta: { page: 1, limit: 1000, total: cashedOut ? 0 : 1 },
        });
      if (url.includes('whitelist'))
        return jsonResponse(200, { status: 'ok', whitelisted: true, profile_id: 42 });
      if (url.includes('cashout/offer'))
        return jsonResponse(200, {
          data: {
            bet_id: 9,
            available: !cashedOut,
            amount: 250.5,
            stake: 100,
            placed_total_odd: 9,
            current_total_odd: 3,
            reason: null,
          },
        });
      if (url.endsWith('/api/v2/cashout')) {
        cashedOut = true;
        return jsonResponse(200, {
          message: 'Bet AB12CD cashed out for 250.50.',
          bet_id: 9,
          amount: 250.5,
          status: 'cashed_out',
        });
      }
      if (url.includes('/api/balance'))
        return jsonResponse(200, { data: { balance: cashedOut ? 1250.5 : 1000 } });
      return jsonResponse(200, { data: {} });
    });
    renderWithApp(<MyBetsScreen />, '/mybets');
    await userEvent.click(await screen.findByRole('button', { name: 'Cash out KES 250.50' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(useNoticeStore.getState().queue.at(-1)).toMatchObject({
        type: 'success',
        title: 'Cashout successful',
        message: 'KES 250.50 has been credited to your balance.',
      }),
    );
    await waitFor(() => expect(useSessionStore.getState().user?.balance).toBe(1250.5));
  });

  it('keeps the key of a cash-out that got no answer for the next confirm', async () => {
    let tries = 0;
    const fetch = stubFetch((url) => {
      if (url.includes('bethistory'))
        return jsonResponse(200, {
          data: [buildBet({ bet_id: 9 })],
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
      if (url.endsWith('/api/v2/cashout')) {
        tries += 1;
        if (tries === 1) return Promise.reject(new TypeError('Failed to fetch'));
        return jsonResponse(200, {
          message: 'Bet AB12CD cashed out for 250.50.',
          bet_id: 9,
          amount: 250.5,
          status: 'cashed_out',
        });
      }
      return jsonResponse(200, { data: {} });
    });
    renderWithApp(<MyBetsScreen />, '/mybets');
    await userEvent.click(await screen.findByRole('button', { name: 'Cash out KES 250.50' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cash out KES 250.50' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(useNoticeStore.getState().queue.at(-1)?.title).toBe('Cashout successful'),
    );
    const keys = fetch.mock.calls
      .filter(([u]) => String(u).endsWith('/api/v2/cashout'))
      .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
