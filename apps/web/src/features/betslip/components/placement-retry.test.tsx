import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBetslipStore } from '../../../shared/betslip-store';
import { useSessionStore } from '../../../shared/session-store';
import { applyTestCountry } from '../../../test/country';
import { PLACEMENT_TEXTS, usePlacementStore } from '../stores/placement-store';
import {
  jsonResponse,
  logIn,
  makePick,
  renderWithApp,
  stubFetch,
} from '../../../test/slip-test-helpers';
import { BetslipScreen } from './betslip-screen';

const booked = {
  message: 'Bet K7R2M9QX placed successfully.',
  async: false,
  bet_id: 77,
  ref: 'REF77',
  first_bet: false,
  status: 'open',
};

function fill() {
  useBetslipStore.getState().setPicks('main', [makePick(1, 2), makePick(2, 1.5)]);
  useBetslipStore.getState().setStake('main', 100);
}

/** The Idempotency-Key of every bet placement the page sent. */
function betKeys(fetch: ReturnType<typeof stubFetch>): string[] {
  return fetch.mock.calls
    .filter(([url]) => String(url).includes('v2/bet'))
    .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']!);
}

beforeEach(() => {
  applyTestCountry('KE');
  useBetslipStore.setState({ keepBetslip: false, shareRequest: null });
  useBetslipStore.getState().clear('main');
  usePlacementStore.setState({ placing: false, outcome: null });
  useSessionStore.getState().logout();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a placement that gets no answer', () => {
  it('is asked again with the same key and shows the one bet the server booked', async () => {
    logIn();
    fill();
    let tries = 0;
    const fetch = stubFetch((url) => {
      if (!url.includes('v2/bet')) return jsonResponse(200, { data: { balance: 4900 } });
      tries += 1;
      // The first answer is lost on the way back (the bet was booked all the same).
      if (tries === 1) return Promise.reject(new TypeError('Failed to fetch'));
      return jsonResponse(201, booked);
    });
    renderWithApp(<BetslipScreen />);
    await userEvent.click(screen.getByTestId('place-bet'));

    const outcome = await screen.findByText(PLACEMENT_TEXTS.successTitle);
    expect(outcome.closest('[data-testid="placement-outcome"]')).toHaveTextContent(
      'Bet K7R2M9QX placed successfully.',
    );
    const keys = betKeys(fetch);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(screen.queryByText(PLACEMENT_TEXTS.failedTitle)).toBeNull();
    expect(useBetslipStore.getState().slips.main).toHaveLength(0);
  });

  it('is never called failed, and the next press of the same slip reuses its key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    logIn();
    fill();
    let answer: 'none' | 'booked' = 'none';
    const fetch = stubFetch((url) => {
      if (!url.includes('v2/bet')) return jsonResponse(200, { data: { balance: 4900 } });
      return answer === 'none'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : jsonResponse(201, booked);
    });
    renderWithApp(<BetslipScreen />);
    await userEvent.click(screen.getByTestId('place-bet'));
    expect(await screen.findByText(PLACEMENT_TEXTS.checkingTitle)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(20_000));

    const note = await screen.findByTestId('placement-outcome');
    expect(note).toHaveTextContent(PLACEMENT_TEXTS.unconfirmedTitle);
    expect(note).toHaveTextContent(PLACEMENT_TEXTS.unconfirmedHint);
    expect(note).not.toHaveTextContent(PLACEMENT_TEXTS.failedTitle);
    const unanswered = betKeys(fetch);
    expect(unanswered.length).toBeGreaterThan(1);
    expect(new Set(unanswered).size).toBe(1);
    expect(useBetslipStore.getState().slips.main).toHaveLength(2);

    answer = 'booked';
    await userEvent.click(screen.getByTestId('place-bet'));
    expect(await screen.findByText(PLACEMENT_TEXTS.successTitle)).toBeInTheDocument();
    expect(betKeys(fetch).at(-1)).toBe(unanswered[0]);
  });

  it('gets a new key for a new press after a definite answer', async () => {
    logIn();
    fill();
    const fetch = stubFetch((url) => {
      if (!url.includes('v2/bet')) return jsonResponse(200, { data: {} });
      return jsonResponse(400, {
        message: 'Home 1 v Away 1 has started',
        error: { message: 'Home 1 v Away 1 has started', code: 'PICK_STARTED' },
      });
    });
    renderWithApp(<BetslipScreen />);
    await userEvent.click(screen.getByTestId('place-bet'));
    expect(await screen.findByText(PLACEMENT_TEXTS.failedTitle)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('place-bet'));
    await waitFor(() => expect(betKeys(fetch)).toHaveLength(2));
    const [first, second] = betKeys(fetch);
    expect(second).not.toBe(first);
  });
});

function NoticeProbe() {
  const location = useLocation();
  const state = location.state as { notice?: string } | null;
  return (
    <output data-testid="login-notice">
      {location.pathname} {state?.notice}
    </output>
  );
}

describe('a visitor pressing Place Bet', () => {
  it('goes to login carrying the spec notice', async () => {
    fill();
    const fetch = stubFetch(() => jsonResponse(200, {}));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/betslip']}>
          <Routes>
            <Route path="/betslip" element={<BetslipScreen />} />
            <Route path="/login" element={<NoticeProbe />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByTestId('place-bet'));
    expect(await screen.findByTestId('login-notice')).toHaveTextContent(
      '/login Please login to place a bet',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
