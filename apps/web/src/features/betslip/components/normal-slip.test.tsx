import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCurrency, getCountryConfig, quoteSlip } from '@shangwe/domain';
import { useBetslipStore } from '../../../shared/betslip-store';
import { useDepositPromptStore } from '../../../shared/deposit-prompt-store';
import { useNoticeStore } from '../../../shared/notice-store';
import { useSessionStore } from '../../../shared/session-store';
import { applyTestCountry } from '../../../test/country';
import { usePlacementStore } from '../stores/placement-store';
import {
  jsonResponse,
  logIn,
  makePick,
  renderWithApp,
  stubFetch,
} from '../../../test/slip-test-helpers';
import { PLACEMENT_RETRY_DELAYS_MS } from '../../../lib/placement-retry';
import { BetslipScreen } from './betslip-screen';

const PLACEMENT_RETRY_DELAYS_TOTAL_MS = PLACEMENT_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0) + 1000;

const KE = getCountryConfig('KE');

function fill(picks = [makePick(1, 2), makePick(2, 1.5), makePick(3, 3)]) {
  useBetslipStore.getState().setPicks('main', picks);
  useBetslipStore.getState().setStake('main', 100);
}

beforeEach(() => {
  applyTestCountry('KE');
  useBetslipStore.setState({ keepBetslip: false, shareRequest: null });
  useBetslipStore.getState().clear('main');
  usePlacementStore.setState({ placing: false, outcome: null });
  useSessionStore.getState().logout();
  useDepositPromptStore.getState().closeDeposit();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('empty slip', () => {
  it('offers loading a shared slip by code and refuses an empty code', async () => {
    renderWithApp(<BetslipScreen />);
    expect(
      screen.getByText('Do you have a shared betslip code? Enter it here.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load Betslip' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a code');
    await userEvent.type(screen.getByLabelText('Betslip code'), 'abc2345');
    await userEvent.click(screen.getByRole('button', { name: 'Load Betslip' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/share/ABC2345');
  });

  it('shows the tab counts', () => {
    fill();
    renderWithApp(<BetslipScreen />);
    expect(screen.getByRole('tab', { name: /Normal/ })).toHaveTextContent('Normal 3');
  });
});

describe('/betslip?ref=', () => {
  it('reloads the copy kept for an asynchronous bet', () => {
    useBetslipStore.getState().saveRef('LIVEREF1', {
      kind: 'main',
      picks: [makePick(8, 2.5), makePick(9, 1.5)],
      stake: 350,
      savedAt: '2026-11-21T08:00:00Z',
    });
    renderWithApp(<BetslipScreen />, '/betslip?ref=LIVEREF1');
    expect(screen.getAllByTestId('slip-pick')).toHaveLength(2);
    expect(screen.getByTestId('stake-input')).toHaveValue(350);
  });
});

describe('figures', () => {
  it('shows total odds, payout and the info popup exactly as the domain quote', async () => {
    logIn();
    fill();
    renderWithApp(<BetslipScreen />);
    const quote = quoteSlip(
      {
        kind: 'normal',
        picks: [{ odd_value: 2 }, { odd_value: 1.5 }, { odd_value: 3 }],
        stake: 100,
        loggedIn: true,
      },
      KE,
    );
    const money = (n: number) => formatCurrency(n, KE);
    expect(screen.getByTestId('total-odds')).toHaveTextContent('9.00');
    expect(screen.getByText(/min 1.075/)).toBeInTheDocument();
    expect(screen.getByText(`(min ${money(1)} - max ${money(500000)})`)).toBeInTheDocument();
    expect(screen.getByTestId('final-payout')).toHaveTextContent(money(quote.finalPayout));
    await userEvent.click(screen.getByRole('button', { name: 'Payout details' }));
    const popup = screen.getByTestId('payout-popup');
    expect(within(popup).getByText('Excise Tax')).toBeInTheDocument();
    expect(screen.getByTestId('popup-excise')).toHaveTextContent(money(quote.exciseTax));
    expect(screen.getByTestId('popup-stake')).toHaveTextContent(money(quote.stakeAfterExcise));
    expect(screen.getByTestId('popup-wht')).toHaveTextContent(money(quote.withholdingTax));
    expect(quote.exciseTax).toBe(6.98);
    expect(quote.withholdingTax).toBe(148.83);
    // KE acca bonus starts at 3 selections of odds ≥ 1.35.
    expect(screen.getByTestId('acca-hint')).toHaveTextContent(quote.accaBonusHint!.message);
  });

  it('opens the acca bonus sheet with its terms from the hint, and Escape closes it', async () => {
    fill();
    renderWithApp(<BetslipScreen />);
    await userEvent.click(screen.getByTestId('acca-hint'));
    const sheet = screen.getByRole('dialog', { name: 'Bingwa Boost' });
    expect(within(sheet).getByText(/Terms:/)).toBeInTheDocument();
    expect(within(sheet).getByRole('cell', { name: '4%' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides tax rows that are 0 (Ghana has no taxes)', async () => {
    applyTestCountry('GH');
    logIn();
    fill();
    renderWithApp(<BetslipScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Payout details' }));
    const popup = screen.getByTestId('payout-popup');
    expect(within(popup).queryByText('Excise Tax')).toBeNull();
    expect(within(popup).queryByText('Withholding Tax')).toBeNull();
    expect(within(popup).getByText('Stake')).toBeInTheDocument();
    expect(within(popup).getByText('Final Payout')).toBeInTheDocument();
  });

  it('quick stakes clear and add; the balance sets the stake only from 1.2', async () => {
    logIn(1.1);
    fill();
    renderWithApp(<BetslipScreen />);
    const input = screen.getByTestId('stake-input');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).toHaveValue(0);
    await userEvent.click(screen.getByRole('button', { name: '+5' }));
    await userEvent.click(screen.getByRole('button', { name: '+1000' }));
    expect(input).toHaveValue(1005);
    await userEvent.click(screen.getByTestId('slip-balance'));
    expect(input).toHaveValue(1005);
    act(() => useSessionStore.getState().setBalance({ balance: 1.2 }));
    await userEvent.click(screen.getByTestId('slip-balance'));
    expect(input).toHaveValue(1.2);
  });

  it('shows the minimum bet message when placing below the minimum, and places nothing', async () => {
    logIn();
    fill();
    const fetch = stubFetch(() => jsonResponse(200, {}));
    renderWithApp(<BetslipScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByTestId('slip-failures')).toBeNull();
    await userEvent.click(screen.getByTestId('place-bet'));
    expect(screen.getByTestId('slip-failures')).toHaveTextContent('Minimum bet amount is KES 1');
    expect(fetch.mock.calls.filter(([u]) => String(u).includes('v2/bet'))).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '+5' }));
    expect(screen.queryByTestId('slip-failures')).toBeNull();
  });

  it('disables the button while the amount is not a number', async () => {
    logIn();
    fill();
    renderWithApp(<BetslipScreen />);
    await userEvent.clear(screen.getByTestId('stake-input'));
    expect(screen.getByTestId('place-bet')).toBeDisabled();
  });
});

describe('cash-out indicator', () => {
  it('tells a whitelisted bettor whether the bet will be cash-out eligible', async () => {
    logIn();
    fill();
    const fetch = stubFetch((url) => {
      if (url.includes('cashout/whitelist'))
        return jsonResponse(200, { status: 'ok', whitelisted: true, profile_id: 42 });
      if (url.includes('cashout/validate'))
        return jsonResponse(200, {
          status: 'success',
          message: 'Cashout will be available for this bet',
        });
      return jsonResponse(200, { data: {} });
    });
    renderWithApp(<BetslipScreen />);
    const indicator = await screen.findByTestId('cashout-indicator');
    expect(indicator).toHaveTextContent('Cashout will be available for this bet');
    expect(indicator).toHaveAttribute('data-valid', 'true');
    const call = fetch.mock.calls.find(([u]) => String(u).includes('cashout/validate'))!;
    expect(JSON.parse(String(call[1]!.body)).bet_slips).toHaveLength(3);
  });

  it('shows the refusal reason, and nothing at all outside the whitelist', async () => {
    logIn();
    fill();
    let whitelisted = true;
    stubFetch((url) => {
      if (url.includes('cashout/whitelist'))
        return jsonResponse(200, { status: 'ok', whitelisted, profile_id: 42 });
      if (url.includes('cashout/validate'))
        return jsonResponse(400, {
          message: 'Cash out is not offered on 1X2 for Rugby',
          error: { message: 'Cash out is not offered on 1X2 for Rugby' },
        });
      return jsonResponse(200, { data: {} });
    });
    const first = renderWithApp(<BetslipScreen />);
    expect(await screen.findByTestId('cashout-indicator')).toHaveAttribute('data-valid', 'false');
    first.unmount();
    whitelisted = false;
    renderWithApp(<BetslipScreen />);
    await screen.findByTestId('total-odds');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('cashout-indicator')).toBeNull();
  });
});

describe('pick states and controls', () => {
  it('locks a suspended live pick as Expired and a started prematch pick as Started', async () => {
    fill([
      makePick(1, 2, { live: true, active: false }),
      makePick(2, 1.5, { startTime: new Date(Date.now() - 60_000).toISOString() }),
      makePick(3, 3),
    ]);
    renderWithApp(<BetslipScreen />);
    const rows = screen.getAllByTestId('slip-pick');
    expect(rows[0]).toHaveAttribute('data-state', 'locked');
    expect(rows[0]).toHaveTextContent('Locked');
    expect(rows[0]).toHaveTextContent('Expired');
    expect(rows[1]).toHaveTextContent('Started');
    expect(rows[2]).toHaveAttribute('data-state', 'normal');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Expired' }));
    expect(screen.getAllByTestId('slip-pick')).toHaveLength(1);
  });

  it('marks a changed odd and asks to accept it', async () => {
    fill([makePick(1, 2.2, { changed: true, initialOdd: 2, live: true }), makePick(2, 1.5)]);
    renderWithApp(<BetslipScreen />);
    const row = screen.getAllByTestId('slip-pick')[0]!;
    expect(row).toHaveAttribute('data-state', 'changed');
    expect(within(row).getByLabelText('Odds changed from 2.00')).toBeInTheDocument();
    expect(screen.getByTestId('place-bet')).toHaveTextContent('Accept and Place Bet');
  });

  it('disables Keep Betslip while a live pick is in the slip', () => {
    fill([makePick(1, 2, { live: true }), makePick(2, 1.5)]);
    renderWithApp(<BetslipScreen />);
    expect(screen.getByLabelText('Keep Betslip?')).toBeDisabled();
  });

  it('asks before clearing all', async () => {
    fill();
    renderWithApp(<BetslipScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByText('Are you sure you want to clear the betslip?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getAllByTestId('slip-pick')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByTestId('empty-slip')).toBeInTheDocument();
  });

  it('opens the share sheet request with the picks', async () => {
    fill();
    renderWithApp(<BetslipScreen />);
    await userEvent.click(screen.getByTestId('share-betslip'));
    expect(useBetslipStore.getState().shareRequest?.picks).toHaveLength(3);
  });
});

describe('placing', () => {
  it('sends visitors to login with next', async () => {
    fill();
    const fetch = stubFetch(() => jsonResponse(200, {}));
    renderWithApp(<BetslipScreen />);
    await userEvent.click(screen.getByTestId('place-bet'));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?next=%2Fbetslip');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('places once with an idempotency key, shows the loader, then success and clears the slip', async () => {
    logIn();
    fill();
    let release: (r: Response) => void = () => {};
    const fetch = stubFetch((url) => {
      if (url.includes('/bet')) return new Promise<Response>((resolve) => (release = resolve));
      return jsonResponse(200, { data: { balance: 4900 } });
    });
    renderWithApp(<BetslipScreen />);
    const button = screen.getByTestId('place-bet');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByTestId('placing')).toHaveTextContent('Placing bet');
    expect(screen.getByTestId('stake-input')).toBeDisabled();
    const betCalls = fetch.mock.calls.filter(([u]) => String(u).includes('v2/bet'));
    expect(betCalls).toHaveLength(1);
    const init = betCalls[0]![1]!;
    const headers = init.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      stake: '100.00',
      total_odd: '9.00',
      src: 'MOBILE_WEB',
      profile_id: 42,
    });
    expect(body.betslip[0]).toMatchObject({
      parent_match_id: 1,
      bet_pick: '1',
      bet_type: 7,
      sub_type_id: 1,
    });
    await act(async () =>
      release(
        jsonResponse(200, {
          message: 'Your bet 123 was placed',
          async: false,
          bet_id: 123,
          ref: 'R1',
          first_bet: false,
          status: 'open',
        }),
      ),
    );
    const outcome = await screen.findByTestId('placement-outcome');
    expect(outcome).toHaveTextContent('Bet placement successful');
    expect(outcome).toHaveTextContent('Your bet 123 was placed');
    expect(useBetslipStore.getState().slips.main).toHaveLength(0);
    await waitFor(() => expect(useSessionStore.getState().user?.balance).toBe(4900));
  });

  it('keeps the slip when Keep Betslip is ticked and stores async bets under their ref', async () => {
    logIn();
    fill();
    useBetslipStore.getState().setKeepBetslip(true);
    stubFetch((url) =>
      url.includes('v2/bet')
        ? jsonResponse(200, {
            message: 'Bet received',
            async: true,
            bet_id: null,
            ref: 'LIVE9',
            first_bet: false,
            status: 'pending',
          })
        : jsonResponse(200, { data: {} }),
    );
    renderWithApp(<BetslipScreen />);
    await userEvent.click(screen.getByTestId('place-bet'));
    const pending = await screen.findByTestId('placement-outcome');
    // Queued for acceptance, not placed yet: it says so (issue 28).
    expect(pending).toHaveTextContent('Bet pending');
    expect(pending).not.toHaveTextContent('successful');
    expect(useBetslipStore.getState().slips.main).toHaveLength(3);
    expect(useBetslipStore.getState().refs.LIVE9?.picks).toHaveLength(3);
  });

  it('shows Bet placement failed with the server message until dismissed', async () => {
    logIn();
    fill();
    stubFetch(() =>
      jsonResponse(400, {
        message: 'Arsenal v Chelsea has started',
        error: { message: 'Arsenal v Chelsea has started', code: 'PICK_STARTED' },
      }),
    );
    renderWithApp(<BetslipScreen />);
    await userEvent.click(screen.getByTestId('place-bet'));
    const outcome = await screen.findByTestId('placement-outcome');
    expect(outcome).toHaveTextContent('Bet placement failed');
    expect(outcome).toHaveTextContent('Arsenal v Chelsea has started');
    expect(useBetslipStore.getState().slips.main).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('placement-outcome')).toBeNull();
  });

  it('shows the no-response text when the network fails', async () => {
    logIn();
    fill();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    // The slip keeps asking (1 + 2 + 4 + 8 s): the clock is moved past those tries so none is
    // left to reach the next test's server and change its slip.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWithApp(<BetslipScreen />);
      await userEvent.click(screen.getByTestId('place-bet'));
      expect(await screen.findByTestId('placement-outcome')).toHaveTextContent(
        'An error occurred. Please try again and contact us if this persists.',
      );
      await act(() => vi.advanceTimersByTimeAsync(PLACEMENT_RETRY_DELAYS_TOTAL_MS));
      expect(await screen.findByText('Bet not confirmed yet')).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens the Insufficient Funds prompt with the stake', async () => {
    logIn();
    fill();
    stubFetch(() =>
      jsonResponse(400, {
        message: 'Insufficient balance',
        insufficient_bal: true,
        error: { message: 'Insufficient balance', code: 'INSUFFICIENT_BALANCE' },
      }),
    );
    renderWithApp(<BetslipScreen />);
    await userEvent.click(screen.getByTestId('place-bet'));
    await waitFor(() => expect(useDepositPromptStore.getState().open).toBe(true));
    expect(useDepositPromptStore.getState().reason).toBe('insufficient-funds');
    expect(useDepositPromptStore.getState().amount).toBe(100);
  });

  it('ends the session on 401 and goes to login with next', async () => {
    logIn();
    fill();
    stubFetch(() =>
      jsonResponse(401, {
        message: 'Your session has expired. Please login again',
        error: { message: 'Your session has expired. Please login again' },
      }),
    );
    renderWithApp(<BetslipScreen />, '/betslip?type=main');
    await userEvent.click(screen.getByTestId('place-bet'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/login?next=%2Fbetslip%3Ftype%3Dmain',
      ),
    );
    expect(useSessionStore.getState().authenticated).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(useNoticeStore.getState().queue.at(-1)).toMatchObject({
      title: 'Session expired',
      message: 'Your session has expired. Please login again',
    });
  });

  it('applies the new odds of a 409 so that they must be accepted', async () => {
    logIn();
    fill();
    stubFetch(() =>
      jsonResponse(409, {
        message: 'Odds have changed',
        error: { message: 'Odds have changed', code: 'BET_ODDS_CHANGED' },
        changed_odds: [
          {
            parent_match_id: 2,
            sub_type_id: 1,
            special_bet_value: '',
            bet_pick: '1',
            outcome_id: '1',
            old_odd: 1.5,
            new_odd: 1.4,
            match: 'Home 2 v Away 2',
          },
        ],
      }),
    );
    renderWithApp(<BetslipScreen />);
    await userEvent.click(screen.getByTestId('place-bet'));
    await screen.findByTestId('placement-outcome');
    // The slip applies the new odds in its own render, which may follow the outcome's.
    await waitFor(() =>
      expect(screen.getAllByTestId('slip-pick')[1]!).toHaveAttribute('data-state', 'changed'),
    );
    expect(screen.getByTestId('place-bet')).toHaveTextContent('Accept and Place Bet');
  });
});
