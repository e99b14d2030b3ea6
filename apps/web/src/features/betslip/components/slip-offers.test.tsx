import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FreeBet, Promo } from '@shangwe/contract';
import {
  formatCurrency,
  freeBetPayoutForSlip,
  getCountryConfig,
  toCents,
  toMajor,
} from '@shangwe/domain';
import { useBetslipStore } from '../../../shared/betslip-store';
import { useFreebetsStore } from '../../../shared/freebets-store';
import { useSessionStore } from '../../../shared/session-store';
import { applyTestCountry } from '../../../test/country';
import { makeFreeBet, makePromo } from '../../../test/offer-fixtures';
import {
  jsonResponse,
  logIn,
  makePick,
  renderWithApp,
  stubFetch,
} from '../../../test/slip-test-helpers';
import { usePlacementStore } from '../stores/placement-store';
import { BetslipScreen } from './betslip-screen';

const KE = getCountryConfig('KE');
const money = (n: number) => formatCurrency(n, KE);
const DAY = 86_400_000;

/** The slip's free bet needs total odds of 2.00. */
const freebet = (overrides: Partial<FreeBet> = {}) =>
  makeFreeBet({
    claim_rules: [{ rule_name: 'min_odd', rule_value: 2 }],
    description: 'Your welcome free bet.',
    ...overrides,
  });
const promo = (overrides: Partial<Promo> = {}) =>
  makePromo({ description: 'Opt in on a bet of KES 200 or more.', ...overrides });

/** The server as the slip sees it: free bets, promos, qualification, placement. */
function server(state: { freebets: FreeBet[]; promos?: Promo[] }) {
  const bodies: Record<string, unknown[]> = {};
  const fetch = stubFetch((url, init) => {
    const path = new URL(url, 'http://x').pathname;
    const body = typeof init.body === 'string' ? parseBody(init.body) : {};
    (bodies[path] ??= []).push(body);
    if (path.endsWith('/freebets/free-bets-profile'))
      return jsonResponse(200, { data: state.freebets, count: state.freebets.length });
    if (path.endsWith('/freebets/qualification'))
      return jsonResponse(200, {
        qualified: true,
        messages: ['This accumulator earns a free bet if it loses'],
      });
    if (path.endsWith('/promos/offers/profile'))
      return jsonResponse(200, { categories: [], data: state.promos ?? [] });
    if (path.endsWith('/promos/opt-in')) {
      const id = Number((body as { promo_id: unknown }).promo_id);
      state.promos = (state.promos ?? []).map((p) =>
        p.promo_id === id ? { ...p, opted_in: true } : p,
      );
      return jsonResponse(200, { message: 'Opted in', promo_id: id, opted_in: true });
    }
    if (path.endsWith('/promos/opt-out')) {
      const id = Number((body as { promo_id: unknown }).promo_id);
      state.promos = (state.promos ?? []).map((p) =>
        p.promo_id === id ? { ...p, opted_in: false } : p,
      );
      return jsonResponse(200, { message: 'Opted out', promo_id: id, opted_in: false });
    }
    if (path.endsWith('/v2/bet')) {
      state.freebets = [];
      state.promos = (state.promos ?? []).map((p) => ({ ...p, opted_in: false }));
      return jsonResponse(201, {
        message: 'Bet ID 991 placed',
        async: false,
        bet_id: 991,
        ref: null,
        first_bet: false,
        balance: 5000,
      });
    }
    if (path.endsWith('/balance')) return jsonResponse(200, { data: { balance: 5000 } });
    return jsonResponse(200, { data: {} });
  });
  const calls = (suffix: string) =>
    Object.entries(bodies)
      .filter(([p]) => p.endsWith(suffix))
      .flatMap(([, list]) => list) as Record<string, unknown>[];
  return { fetch, calls };
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

/** Three prematch picks: total odds 2 × 1.5 × 3 = 9.00. */
function fill(odds = [2, 1.5, 3], stake = 100) {
  useBetslipStore.getState().setPicks(
    'main',
    odds.map((o, i) => makePick(i + 1, o)),
  );
  useBetslipStore.getState().setStake('main', stake);
}

beforeEach(() => {
  localStorage.clear();
  applyTestCountry('KE');
  useBetslipStore.setState({ keepBetslip: false, shareRequest: null });
  useBetslipStore.getState().clear('main');
  usePlacementStore.setState({ placing: false, outcome: null });
  useFreebetsStore.setState({ applied: null });
  useSessionStore.getState().logout();
  useSessionStore.getState().setSelectedOptIn([]);
  logIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('free bets in the slip', () => {
  it('shows Offers & Rewards with the count of usable free bets; applying one makes its amount the stake and hides Balance', async () => {
    server({
      freebets: [
        freebet(),
        // A live free bet cannot stake a prematch slip, so it is not counted.
        freebet({ free_bet_profile_id: 8, product_name: 'LIVEMATCH_UOF' }),
      ],
    });
    fill();
    renderWithApp(<BetslipScreen />);
    const link = await screen.findByTestId('offers-rewards-link');
    expect(link).toHaveTextContent('Offers & Rewards');
    expect(link).toHaveAttribute('href', '/freebets');
    expect(await screen.findByTestId('freebets-count')).toHaveTextContent('1');
    expect(screen.getByTestId('slip-balance')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `Use ${money(50)} free bet` }));
    expect(screen.getByTestId('freebet-applied')).toHaveTextContent(
      `Free bet applied ${money(50)}`,
    );
    expect(screen.getByTestId('stake-input')).toHaveValue(50);
    expect(screen.getByTestId('stake-input')).toBeDisabled();
    expect(screen.queryByTestId('slip-balance')).toBeNull();
    expect(screen.getByTestId('place-bet')).toBeEnabled();
    // Profit only: the free bet's stake is not part of the payout.
    const free = freeBetPayoutForSlip(toCents(50), [2, 1.5, 3], KE);
    expect(screen.getByTestId('final-payout')).toHaveTextContent(money(toMajor(free.finalPayout)));
    expect(toMajor(free.finalPayout)).toBeLessThan(50 * 9);

    await userEvent.click(within(screen.getByTestId('freebet-applied')).getByText('Remove'));
    expect(screen.getByTestId('slip-balance')).toBeInTheDocument();
    expect(screen.getByTestId('stake-input')).toBeEnabled();
  });

  it("disables placing with 'A minimum odd of {n} is required to use Freebet' while the odds are too low", async () => {
    server({ freebets: [freebet({ claim_rules: [{ rule_name: 'min_odd', rule_value: 12 }] })] });
    fill();
    renderWithApp(<BetslipScreen />);
    await userEvent.click(await screen.findByTestId('apply-freebet'));
    expect(screen.getByTestId('place-bet')).toBeDisabled();
    expect(screen.getByTestId('freebet-reason')).toHaveTextContent(
      'A minimum odd of 12.00 is required to use Freebet',
    );
    // A fourth pick lifts the total odds to 18.00: the free bet may be used.
    act(() => {
      useBetslipStore.getState().addPick('main', makePick(4, 2));
    });
    expect(screen.getByTestId('place-bet')).toBeEnabled();
    expect(screen.queryByTestId('freebet-reason')).toBeNull();
  });

  it('clears the applied free bet when the server returns none', async () => {
    const state = { freebets: [freebet()] };
    server(state);
    useFreebetsStore.getState().apply(freebet());
    state.freebets = [];
    fill();
    renderWithApp(<BetslipScreen />);
    await waitFor(() => expect(useFreebetsStore.getState().applied).toBeNull());
    expect(screen.queryByTestId('freebet-applied')).toBeNull();
    expect(screen.getByTestId('slip-balance')).toBeInTheDocument();
  });

  it('removes an applied free bet that expires and fetches the list again', async () => {
    const soon = freebet({ expiry_date: new Date(Date.now() + 1500).toISOString() });
    const state = { freebets: [soon] };
    const { calls } = server(state);
    useFreebetsStore.getState().apply(soon);
    fill();
    renderWithApp(<BetslipScreen />);
    expect(await screen.findByTestId('freebet-applied')).toBeInTheDocument();
    const before = calls('/free-bets-profile').length;
    state.freebets = [];
    await waitFor(() => expect(useFreebetsStore.getState().applied).toBeNull());
    await waitFor(() => expect(calls('/free-bets-profile').length).toBeGreaterThan(before));
    expect(screen.queryByTestId('freebet-applied')).toBeNull();
  });

  it('places the bet with is_freebet and fbpid, staked with the free bet, then removes it', async () => {
    const { calls } = server({ freebets: [freebet()] });
    fill();
    renderWithApp(<BetslipScreen />);
    await userEvent.click(await screen.findByTestId('apply-freebet'));
    await userEvent.click(screen.getByTestId('place-bet'));
    await screen.findByText('Bet placement successful');
    const [body] = calls('/v2/bet');
    expect(body).toMatchObject({ is_freebet: true, fbpid: '7', stake: '50.00' });
    expect(body).not.toHaveProperty('promo_id');
    expect(useFreebetsStore.getState().applied).toBeNull();
  });

  it('clears a free bet the server refuses as expired at placement and fetches the list again', async () => {
    const state = { freebets: [freebet()] };
    const { calls } = server(state);
    const refusing = vi.mocked(fetch);
    const answer = refusing.getMockImplementation()!;
    refusing.mockImplementation((input, init) => {
      if (String(input).endsWith('/v2/bet')) {
        state.freebets = [];
        return Promise.resolve(
          jsonResponse(400, {
            message: 'This free bet has expired',
            error: { code: 'FREEBET_EXPIRED', message: 'This free bet has expired' },
          }),
        );
      }
      return answer(input, init);
    });
    fill();
    renderWithApp(<BetslipScreen />);
    await userEvent.click(await screen.findByTestId('apply-freebet'));
    const before = calls('/free-bets-profile').length;
    await userEvent.click(screen.getByTestId('place-bet'));
    expect(await screen.findByText('This free bet has expired')).toBeInTheDocument();
    expect(useFreebetsStore.getState().applied).toBeNull();
    await waitFor(() => expect(calls('/free-bets-profile').length).toBeGreaterThan(before));
    expect(screen.queryByTestId('apply-freebet')).toBeNull();
    expect(screen.getByTestId('slip-balance')).toBeInTheDocument();
  });

  it('shows nothing of free bets or promos to a visitor', () => {
    const { calls } = server({ freebets: [freebet()], promos: [promo()] });
    useSessionStore.getState().logout();
    fill();
    renderWithApp(<BetslipScreen />);
    expect(screen.queryByTestId('slip-freebets')).toBeNull();
    expect(screen.queryByTestId('slip-promos')).toBeNull();
    expect(calls('/free-bets-profile')).toHaveLength(0);
  });

  it('asks the qualification check once per burst of edits, 1 s after the last, with free_bet_id 3', async () => {
    const { calls } = server({ freebets: [] });
    fill();
    renderWithApp(<BetslipScreen />);
    const input = screen.getByTestId('stake-input');
    await userEvent.clear(input);
    await userEvent.type(input, '250');
    expect(
      await screen.findByText('This accumulator earns a free bet if it loses'),
    ).toBeInTheDocument();
    const asked = calls('/freebets/qualification');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      free_bet_id: '3',
      bet_amount: '250',
      total_odd: '9',
      selections: '3',
      profile_id: '42',
    });
  });
});

describe('promo opt-in from the slip', () => {
  it("refuses an opt-in whose stake is too small with 'Increase your stake to {n} to opt in to {promo}'", async () => {
    const { calls } = server({ freebets: [], promos: [promo()] });
    fill([2, 1.5, 3], 100);
    renderWithApp(<BetslipScreen />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Weekend Win Bonus' }));
    expect(screen.getByTestId('promo-failure')).toHaveTextContent(
      `Increase your stake to ${money(200)} to opt in to Weekend Win Bonus`,
    );
    expect(screen.getByRole('checkbox', { name: 'Weekend Win Bonus' })).not.toBeChecked();
    expect(calls('/promos/opt-in')).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem('selected-optIn') ?? '[]')).toEqual([]);
  });

  it('keeps one opted-in promo under selected-optIn, sends it with the bet and opts it out after', async () => {
    const { calls } = server({
      freebets: [],
      promos: [
        promo(),
        promo({ promo_id: 3, promos_id: 3, promo_name: 'Bet 500 Get 50', rules: [] }),
      ],
    });
    fill([2, 1.5, 3], 300);
    renderWithApp(<BetslipScreen />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Weekend Win Bonus' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Weekend Win Bonus' })).toBeChecked(),
    );
    expect(JSON.parse(localStorage.getItem('selected-optIn')!)).toMatchObject([
      { promo_id: 2, promo_name: 'Weekend Win Bonus' },
    ]);

    // Only one promo per bet: the second replaces the first, which is opted out. The boxes are
    // disabled until the first change has settled: a tap before is lost.
    const second = screen.getByRole('checkbox', { name: 'Bet 500 Get 50' });
    await waitFor(() => expect(second).toBeEnabled());
    await userEvent.click(second);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Bet 500 Get 50' })).toBeChecked(),
    );
    expect(screen.getByRole('checkbox', { name: 'Weekend Win Bonus' })).not.toBeChecked();
    expect(calls('/promos/opt-out')).toMatchObject([{ promo_id: '2' }]);
    expect(JSON.parse(localStorage.getItem('selected-optIn')!)).toMatchObject([{ promo_id: 3 }]);

    await userEvent.click(screen.getByTestId('place-bet'));
    await screen.findByText('Bet placement successful');
    expect(calls('/v2/bet')[0]).toMatchObject({ promo_id: '3', is_freebet: false });
    await waitFor(() => expect(JSON.parse(localStorage.getItem('selected-optIn')!)).toEqual([]));
  });

  it('blocks the bet while the opted-in promo’s rules fail, with the spec message', async () => {
    server({ freebets: [], promos: [promo({ opted_in: true })] });
    useSessionStore.getState().setSelectedOptIn([
      {
        promo_id: 2,
        promo_name: 'Weekend Win Bonus',
        end_time: promo().end_time,
        rules: promo().rules,
      },
    ]);
    fill([2, 1.5, 3], 100);
    renderWithApp(<BetslipScreen />);
    expect(await screen.findByTestId('promo-failure')).toHaveTextContent(
      `Increase your stake to ${money(200)} to opt in to Weekend Win Bonus`,
    );
    await userEvent.click(screen.getByTestId('place-bet'));
    expect(screen.getByTestId('slip-failures')).toHaveTextContent(
      `Increase your stake to ${money(200)} to opt in to Weekend Win Bonus`,
    );
  });

  it('drops expired and used promos from selected-optIn', async () => {
    server({ freebets: [], promos: [promo({ opted_in: false })] });
    useSessionStore.getState().setSelectedOptIn([
      // Used: the server no longer holds the bettor opted in.
      { promo_id: 2, promo_name: 'Weekend Win Bonus', end_time: promo().end_time, rules: [] },
      // Expired.
      {
        promo_id: 9,
        promo_name: 'Old',
        end_time: new Date(Date.now() - DAY).toISOString(),
        rules: [],
      },
    ]);
    fill();
    renderWithApp(<BetslipScreen />);
    await waitFor(() => expect(JSON.parse(localStorage.getItem('selected-optIn')!)).toEqual([]));
  });
});
