import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBetslipStore } from '../../../shared/betslip-store';
import { useNoticeStore } from '../../../shared/notice-store';
import { useSessionStore } from '../../../shared/session-store';
import { renderScreen } from '../../../test/render-screen';
import { toVirtualPick } from '../api/virtual-pick';
import { matchDayAnswer, virtualMatch } from './virtual-fixtures';
import { VirtualSlip } from './virtual-slip';

const SERVER_NOW = Date.now();
const KICK_OFF = new Date(SERVER_NOW + 90_000).toISOString();

interface Call {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Answers the match-day read and records placements; `placement` answers POST placebet. */
function stubServer(
  placement: () => { status: number; body: unknown },
  serverTime = new Date(SERVER_NOW).toISOString(),
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
      calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string>, body });
      const answer = url.includes('virtual/placebet')
        ? placement()
        : url.includes('balance')
          ? { status: 200, body: { data: { balance: 900 } } }
          : { status: 200, body: matchDayAnswer(serverTime, KICK_OFF) };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function addPicks(count: number, kickOff = KICK_OFF) {
  for (let i = 0; i < count; i++) {
    const match = virtualMatch(101 + i, kickOff);
    const market = match.markets[0]!;
    useBetslipStore
      .getState()
      .addPick('virtual', toVirtualPick(match, market, market.odds[0]!, ''));
  }
}

function renderSlip() {
  return renderScreen(<VirtualSlip />, { path: '/betslip?type=virtual', route: '/betslip' });
}

beforeEach(() => {
  useBetslipStore.getState().clear('virtual');
  useBetslipStore.setState({ keepBetslip: false });
  useBetslipStore.getState().setStake('virtual', 100);
  useSessionStore.getState().logout();
  useNoticeStore.getState().clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Virtual slip', () => {
  it('empty: says so and leads to virtual sports', () => {
    stubServer(() => ({ status: 500, body: {} }));
    renderSlip();
    expect(screen.getByText('You have no virtual bets in your betslip.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to virtual sports' })).toHaveAttribute(
      'href',
      '/virtual',
    );
  });

  it('shows the virtual taxes, possible win and payout of the domain quote (Kenya 7.5% / 20%)', async () => {
    stubServer(() => ({ status: 500, body: {} }));
    addPicks(2);
    renderSlip();
    // 2.10 x 2.10 = 4.41; stake 100 − excise 6.98 = 93.02; win 410.21; WHT 20% of 317.19 = 63.438 → 63.44.
    expect(screen.getByTestId('virtual-total-odds')).toHaveTextContent('4.41');
    expect(screen.getByText('Excise tax').nextElementSibling).toHaveTextContent('6.98');
    expect(screen.getByTestId('virtual-possible-win')).toHaveTextContent('410.21');
    expect(screen.getByText('Withholding tax').nextElementSibling).toHaveTextContent('63.44');
    expect(screen.getByTestId('virtual-payout')).toHaveTextContent('346.77');
    // Kenya's maximumVirtualsWin (4,000,000) is above the client constant 1,500,000.
    expect(screen.getByText('Maximum win').nextElementSibling).toHaveTextContent('1,500,000');
  });

  it('gives the virtual bonus from 5 picks (5% of possible winnings)', () => {
    stubServer(() => ({ status: 500, body: {} }));
    addPicks(5);
    renderSlip();
    expect(screen.getByText('Virtual bonus (5%)')).toBeInTheDocument();
  });

  it('an amount under the minimum or not a number blocks placing with a clear message', async () => {
    stubServer(() => ({ status: 500, body: {} }));
    addPicks(1);
    renderSlip();
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.5');
    expect(screen.getByText('Minimum bet amount is KES 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Bet' })).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, 'abc');
    expect(screen.getByText('Please enter a valid amount')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Bet' })).toBeDisabled();
  });

  it('logged out: warns and sends to login with next=/betslip?type=virtual', async () => {
    const calls = stubServer(() => ({ status: 500, body: {} }));
    addPicks(1);
    renderSlip();
    await userEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/login?next=%2Fbetslip%3Ftype%3Dvirtual',
    );
    expect(calls.some((c) => c.url.includes('placebet'))).toBe(false);
  });

  it('a pick whose match-day kicked off (server time) is Locked and is removed, not placed', async () => {
    // The phone's clock says 90 s to go; the server says kick-off was 5 s ago.
    stubServer(
      () => ({ status: 500, body: {} }),
      new Date(Date.parse(KICK_OFF) + 5_000).toISOString(),
    );
    addPicks(1);
    renderSlip();
    expect(await screen.findByText('Locked')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Locked' }));
    expect(screen.getByText('You have no virtual bets in your betslip.')).toBeInTheDocument();
  });

  it('places with the spec payload and a key per attempt, clears the slip and goes to /virtual', async () => {
    const calls = stubServer(() => ({
      status: 201,
      body: { message: 'Bet placed. ID 55', bet_id: 55, first_bet: false, ref: 'V55', round_id: 7 },
    }));
    useSessionStore.getState().login({ token: 't', user: { id: 9, mobile: '254712345678' } });
    addPicks(2);
    renderSlip();
    await userEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/virtual$/));
    const placement = calls.find((c) => c.url.includes('virtual/placebet'))!;
    expect(placement.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const body = placement.body as Record<string, unknown> & { betslip: Record<string, unknown>[] };
    expect(body).toMatchObject({ stake: '100.00', total_odd: '4.41', src: 'MOBILE_WEB' });
    expect(body.possible_win).toBe('410.21');
    expect(body.betslip[0]).toMatchObject({
      parent_virtual_id: 101,
      parent_match_id: 101,
      match_id: 101,
      sub_type_id: 1,
      bet_pick: '1',
      odd_value: 2.1,
      bet_type: 0,
    });
    expect(useBetslipStore.getState().slips.virtual).toEqual([]);
  });

  it('a refusal shows the server message and keeps the slip', async () => {
    stubServer(() => ({
      status: 409,
      body: {
        error: { code: 'VIRTUAL_BETTING_CLOSED', message: 'Betting on this match-day has closed.' },
      },
    }));
    useSessionStore.getState().login({ token: 't', user: { id: 9, mobile: '254712345678' } });
    addPicks(1);
    renderSlip();
    await userEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
    await waitFor(() =>
      expect(useNoticeStore.getState().queue.at(-1)?.message).toBe(
        'Betting on this match-day has closed.',
      ),
    );
    expect(useBetslipStore.getState().slips.virtual).toHaveLength(1);
    expect(within(document.body).getByTestId('location')).toHaveTextContent('/betslip');
  });
});
