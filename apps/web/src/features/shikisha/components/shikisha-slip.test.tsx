import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCurrency, quoteSlip, type CountryConfig } from '@shangwe/domain';
import { useBetslipStore, type BetslipPick } from '../../../shared/betslip-store';
import { useNoticeStore } from '../../../shared/notice-store';
import { useSessionStore } from '../../../shared/session-store';
import { applyTestCountry } from '../../../test/country';
import {
  jsonResponse,
  logIn,
  makePick,
  renderWithApp,
  stubFetch,
} from '../../../test/slip-test-helpers';
import { useShikishaPlacementStore } from '../stores/shikisha-placement-store';
import { ShikishaSlip } from './shikisha-slip';

const MATCH = 7001;

function leg(subTypeId: number, key: string, odd: number, sbv = ''): BetslipPick {
  return makePick(MATCH, odd, {
    sub_type_id: subTypeId,
    market_name: subTypeId === 1 ? '1X2' : subTypeId === 18 ? 'Total Goals 2.5' : 'Both Teams',
    home_team: 'Arsenal',
    away_team: 'Chelsea',
    odd: {
      display: key === '1' ? 'Arsenal' : key,
      odd_key: key,
      odd_value: odd,
      outcome_id: key,
      special_bet_value: sbv,
      parent_match_id: MATCH,
      sport_id: 1,
    },
  });
}

const HOME = leg(1, '1', 2.1);
const OVER = leg(18, 'over', 1.9, '2.5');
const BTTS = leg(29, 'yes', 1.8);

interface Calls {
  quotes: unknown[];
  places: { body: Record<string, unknown>; key: string | null }[];
}

/** A server answering the quote with `price` and the placement with `place`. */
function server(
  price: number | ((n: number) => Response | number),
  place?: (call: number) => Response,
): Calls {
  const calls: Calls = { quotes: [], places: [] };
  stubFetch((url, init) => {
    const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
    if (url.includes('/api/betbuilder/quote')) {
      calls.quotes.push(body);
      const answer = typeof price === 'function' ? price(calls.quotes.length) : price;
      if (answer instanceof Response) return answer;
      return jsonResponse(200, {
        parent_match_id: MATCH,
        total_odd: answer,
        live: false,
        picks: [],
      });
    }
    if (url.includes('/api/betbuilder/placebet')) {
      const headers = new Headers(init.headers);
      calls.places.push({ body, key: headers.get('Idempotency-Key') });
      return place ? place(calls.places.length) : jsonResponse(500, {});
    }
    if (url.includes('/api/balance')) return jsonResponse(200, { data: { balance: 4000 } });
    return jsonResponse(404, {});
  });
  return calls;
}

function lastNotice() {
  return useNoticeStore.getState().queue.at(-1) ?? null;
}

beforeEach(() => {
  applyTestCountry('KE', { availableProducts: ['shikisha'] });
  useBetslipStore.setState({
    slips: { ...useBetslipStore.getState().slips, shikisha: [] },
    stakes: { ...useBetslipStore.getState().stakes, shikisha: 100 },
  });
  useShikishaPlacementStore.setState({ placing: false, moved: null });
  useSessionStore.getState().logout();
  useNoticeStore.getState().clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** Renders `ui` with a history of `entries` (the last one current). */
function renderWithHistory(ui: ReactNode, entries: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function fill(...picks: BetslipPick[]) {
  useBetslipStore.getState().setPicks('shikisha', picks);
}

describe('the Shikisha slip', () => {
  it('shows the empty wording with a link to the product', () => {
    renderWithApp(<ShikishaSlip />);
    expect(screen.getByText('You have no Shikisha bets in your betslip.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Shikisha' })).toHaveAttribute(
      'href',
      '/shikisha',
    );
  });

  it("groups the picks by match, shows the server's joint price as Total Odds and the domain's payout", async () => {
    server(4.62);
    logIn(5000);
    fill(HOME, OVER, BTTS);
    renderWithApp(<ShikishaSlip />);
    const group = screen.getByRole('region', { name: 'Arsenal v Chelsea' });
    expect(within(group).getAllByTestId('shikisha-leg')).toHaveLength(3);
    expect(within(group).getByText('2.10')).toBeInTheDocument();
    expect(await screen.findByText('4.62')).toBeInTheDocument();
    // Not the naive product of the legs (2.1 × 1.9 × 1.8 = 7.18).
    expect(screen.queryByText('7.18')).not.toBeInTheDocument();
    const config = applyTestCountry('KE', { availableProducts: ['shikisha'] });
    const expected = quoteSlip(
      {
        kind: 'shikisha',
        picks: [{ odd_value: 2.1 }, { odd_value: 1.9 }, { odd_value: 1.8 }],
        stake: 100,
        loggedIn: true,
        jointOdds: 4.62,
      },
      config as CountryConfig,
    );
    expect(screen.getByTestId('shikisha-payout')).toHaveTextContent(
      formatCurrency(expected.finalPayout, config),
    );
    expect(screen.getByTestId('shikisha-stake')).toHaveValue(100);
  });

  it('restores the previous amount above 300000 and resets negatives to 100', async () => {
    server(3.3);
    fill(HOME, OVER);
    renderWithApp(<ShikishaSlip />);
    const input = screen.getByTestId('shikisha-stake');
    await userEvent.clear(input);
    await userEvent.type(input, '250');
    expect(useBetslipStore.getState().stakes.shikisha).toBe(250);
    fireEvent.input(input, { target: { value: '300001' } });
    expect(useBetslipStore.getState().stakes.shikisha).toBe(250);
    expect(input).toHaveValue(250);
    fireEvent.input(input, { target: { value: '300000' } });
    expect(useBetslipStore.getState().stakes.shikisha).toBe(300_000);
    await userEvent.clear(input);
    await userEvent.type(input, '-5');
    expect(useBetslipStore.getState().stakes.shikisha).toBe(100);
  });

  it("warns 'Maximum bet amount is KES 20,000' titled 'Bet amount limit'", async () => {
    server(3.3);
    logIn();
    fill(HOME, OVER);
    useBetslipStore.getState().setStake('shikisha', 25_000);
    renderWithApp(<ShikishaSlip />);
    await screen.findByText('3.30');
    await userEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(lastNotice()).toMatchObject({
      title: 'Bet amount limit',
      message: 'Maximum bet amount is KES 20,000',
    });
  });

  it("disables the button under 1 and says 'Minimum bet amount is KES 1' from the rules", async () => {
    server(3.3);
    logIn();
    fill(HOME, OVER);
    useBetslipStore.getState().setStake('shikisha', 0.5);
    renderWithApp(<ShikishaSlip />);
    await screen.findByText('3.30');
    expect(screen.getByTestId('shikisha-place')).toBeDisabled();
  });

  it("warns 'Minimum picks accepted is 2' titled 'Bet limit warning' with one pick, without a quote call", async () => {
    const calls = server(3.3);
    logIn();
    fill(HOME);
    renderWithApp(<ShikishaSlip />);
    await userEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(lastNotice()).toMatchObject({
      title: 'Bet limit warning',
      message: 'Minimum picks accepted is 2',
    });
    expect(calls.quotes).toHaveLength(0);
  });

  it("sends a visitor to /login after 'Please login first' titled 'Authentication required'", async () => {
    server(3.3);
    fill(HOME, OVER);
    renderWithApp(<ShikishaSlip />, '/betslip?type=shikisha');
    await screen.findByText('3.30');
    await userEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(lastNotice()).toMatchObject({
      title: 'Authentication required',
      message: 'Please login first',
    });
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/login?next=${encodeURIComponent('/betslip?type=shikisha')}`,
    );
  });

  it("labels the disabled button 'Min total odds of 1.075 required to place a bet' under the minimum", async () => {
    server(1.06);
    logIn();
    fill(HOME, OVER);
    renderWithApp(<ShikishaSlip />);
    const button = await screen.findByRole('button', {
      name: 'Min total odds of 1.075 required to place a bet',
    });
    expect(button).toBeDisabled();
  });

  it("shows the server's reason when it refuses the combination", async () => {
    server(() =>
      jsonResponse(400, {
        message: 'Arsenal and Chelsea cannot both win',
        error: { message: 'Arsenal and Chelsea cannot both win', code: 'SHIKISHA_CONTRADICTORY' },
      }),
    );
    logIn();
    fill(HOME, leg(1, '2', 3.4));
    renderWithApp(<ShikishaSlip />);
    expect(await screen.findByTestId('shikisha-refusal')).toHaveTextContent(
      'Arsenal and Chelsea cannot both win',
    );
    expect(screen.getByTestId('shikisha-place')).toBeDisabled();
  });

  it('names the pick that adds nothing to the others, as the server refuses it', async () => {
    const message = 'Total Over 0.5 adds nothing to 1X2 Arsenal: remove it';
    server(() =>
      jsonResponse(400, { message, error: { message, code: 'SHIKISHA_REDUNDANT_PICK' } }),
    );
    logIn();
    fill(HOME, leg(18, 'over', 1.05, '0.5'));
    renderWithApp(<ShikishaSlip />);
    expect(await screen.findByTestId('shikisha-refusal')).toHaveTextContent(message);
    expect(screen.getByTestId('shikisha-place')).toBeDisabled();
  });

  it('places with bet type 5, the joint price and a key per attempt; success clears the slip and shows the message', async () => {
    const calls = server(4.62, () =>
      jsonResponse(201, {
        message: 'Bet ID 91 placed successfully',
        bet_id: 91,
        first_bet: false,
        user: { balance: 4900 },
        ref: 'r-91',
        status: 'open',
        async: false,
      }),
    );
    logIn(5000);
    fill(HOME, OVER, BTTS);
    renderWithHistory(<ShikishaSlip />, ['/shikisha/markets/7001', '/betslip?type=shikisha']);
    await screen.findByText('4.62');
    await userEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
    await waitFor(() => expect(useBetslipStore.getState().slips.shikisha).toHaveLength(0));
    // Spec 01 §4: a Shikisha success goes back one page.
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/shikisha/markets/7001'),
    );
    expect(calls.places).toHaveLength(1);
    const sent = calls.places[0]!;
    expect(sent.key).toMatch(/.{8,}/);
    expect(sent.body).toMatchObject({ stake: '100.00', total_odd: '4.62', src: 'MOBILE_WEB' });
    expect(sent.body.betslip).toEqual([
      expect.objectContaining({
        sub_type_id: 1,
        bet_pick: '1',
        bet_type: 5,
        parent_match_id: MATCH,
      }),
      expect.objectContaining({ sub_type_id: 18, bet_pick: 'over', special_bet_value: '2.5' }),
      expect.objectContaining({ sub_type_id: 29, bet_pick: 'yes', bet_type: 5 }),
    ]);
    expect(lastNotice()).toMatchObject({
      type: 'success',
      title: 'Bet placement successful',
      message: 'Bet ID 91 placed successfully',
    });
    expect(useSessionStore.getState().user?.balance).toBeDefined();
  });

  it('stays in the app after a bet on a builder opened from a link: the list, with the notice', async () => {
    server(4.62, () =>
      jsonResponse(201, {
        message: 'Bet ID 92 placed successfully',
        bet_id: 92,
        first_bet: false,
        user: { balance: 4900 },
        ref: 'r-92',
        status: 'open',
        async: false,
      }),
    );
    logIn(5000);
    fill(HOME, OVER, BTTS);
    // The builder is the first page of the app's history (a shared or typed link).
    renderWithHistory(<ShikishaSlip />, ['/shikisha/markets/7001']);
    await screen.findByText('4.62');
    await userEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/shikisha$/));
    expect(lastNotice()).toMatchObject({
      type: 'success',
      message: 'Bet ID 92 placed successfully',
    });
  });

  it('shows a moved price for the bettor to accept, then places at the new price with a new key', async () => {
    const calls = server(4.62, (n) =>
      n === 1
        ? jsonResponse(409, {
            message: 'The price has changed',
            old_total_odd: 4.62,
            new_total_odd: 4.4,
            error: { message: 'The price has changed', code: 'BET_ODDS_CHANGED' },
          })
        : jsonResponse(201, {
            message: 'Bet placed',
            bet_id: 92,
            first_bet: false,
            user: { balance: 4900 },
            ref: 'r-92',
            status: 'open',
            async: false,
          }),
    );
    logIn(5000);
    fill(HOME, OVER, BTTS);
    renderWithApp(<ShikishaSlip />);
    await screen.findByText('4.62');
    await userEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(await screen.findByTestId('shikisha-moved')).toHaveTextContent(
      'The price moved from 4.62 to 4.40',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept and Place Bet' }));
    await waitFor(() => expect(calls.places).toHaveLength(2));
    expect(calls.places[1]!.body.total_odd).toBe('4.40');
    expect(calls.places[1]!.key).not.toBe(calls.places[0]!.key);
  });

  it('asks for the combined price once per burst of changes, for the last combination', async () => {
    const calls = server((n) => 3 + n / 10);
    fill(HOME, OVER);
    renderWithApp(<ShikishaSlip />);
    await screen.findByText('3.10');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => fill(HOME, OVER, BTTS));
    act(() => fill(HOME, OVER, leg(29, 'no', 2.0)));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    vi.useRealTimers();
    expect(await screen.findByText('3.20')).toBeInTheDocument();
    expect(calls.quotes).toHaveLength(2);
    expect((calls.quotes[1] as { betslip: { bet_pick: string }[] }).betslip.at(-1)?.bet_pick).toBe(
      'no',
    );
  });
});
