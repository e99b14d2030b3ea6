import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CrashRound, CrashStateResponse } from '@shangwe/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/catalog-fixtures';
import { applyTestCountry } from '../../../../test/country';
import { renderRoute } from '../../../../test/render-route';
import { useSessionStore } from '../../../../shared/session-store';
import type { CrashSocketEvent } from '../../api/crash-socket';
import { CasinoGameScreen } from '../game-page';

const pushes: ((event: CrashSocketEvent) => void)[] = [];
vi.mock('../../api/crash-socket', () => ({
  watchCrash: (listener: (event: CrashSocketEvent) => void) => {
    pushes.push(listener);
    return () => undefined;
  },
}));

function push(event: CrashSocketEvent) {
  act(() => pushes.forEach((listener) => listener(event)));
}

function round(overrides: Partial<CrashRound> = {}): CrashRound {
  const now = Date.now();
  return {
    round_id: 41,
    phase: 'betting',
    seed_hash: 'c'.repeat(64),
    seed: null,
    chain_id: 1,
    chain_position: 41,
    multiplier: 1,
    crash_point: null,
    bet_window_ends_at: new Date(now + 5000).toISOString(),
    started_at: new Date(now + 5000).toISOString(),
    crashed_at: null,
    growth_per_second: 0.06,
    server_time: new Date(now).toISOString(),
    ...overrides,
  };
}

const state = (): CrashStateResponse => ({
  round: round(),
  bets: [],
  my_bets: [],
  recent: [
    { round_id: 40, crash_point: 1.32 },
    { round_id: 39, crash_point: 12.5 },
  ],
  balance: null,
});

beforeEach(() => {
  pushes.length = 0;
  applyTestCountry('KE');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

describe('/casino/g/crash (issue 18)', () => {
  it('lets a visitor watch, and asks them to log in when they bet', async () => {
    stubFetch({ '/api/casino/crash/state': state() });
    renderRoute(<CasinoGameScreen />, { path: '/casino/g/:id', at: '/casino/g/crash' });
    expect(await screen.findByTestId('crash-countdown')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('crash-history'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1.32x', '12.50x']);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcasino%2Fg%2Fcrash',
    );

    const panel = screen.getByTestId('crash-panel-1');
    await userEvent.click(within(panel).getByRole('button', { name: /^Bet/ }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Please login to place a bet');
    expect(within(panel).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcasino%2Fg%2Fcrash',
    );
  });

  it('bets in the window, then cashes out at the multiplier the server answers', async () => {
    useSessionStore
      .getState()
      .login({ token: 'tok', user: { id: 5, mobile: '0712345678', balance: 500 } });
    const bet = {
      bet_id: 900,
      player: '0712***678',
      slot: 1,
      stake: 20,
      auto_cashout: null,
      status: 'open' as const,
      cashout_multiplier: null,
      payout: 0,
    };
    const fetchMock = stubFetch({
      '/api/casino/crash/state': state(),
      '/api/balance': { data: { balance: 500, bonus: 0, points: 0, has_kyc: true, kyc: null } },
      '/api/casino/crash/bet': { message: 'Bet placed', bet, round_id: 41, balance: 480 },
      '/api/casino/crash/cashout': {
        message: 'Cashed out',
        bet: { ...bet, status: 'cashed_out', cashout_multiplier: 1.5, payout: 30 },
        multiplier: 1.5,
        payout: 30,
        balance: 510,
      },
    });
    renderRoute(<CasinoGameScreen />, { path: '/casino/g/:id', at: '/casino/g/crash' });
    const panel = await screen.findByTestId('crash-panel-1');
    const stake = within(panel).getByLabelText('Stake (KES)');
    await userEvent.clear(stake);
    await userEvent.type(stake, '20');
    await userEvent.click(within(panel).getByRole('button', { name: /^Bet/ }));

    expect(await within(panel).findByText('Waiting for take-off')).toBeInTheDocument();
    expect(screen.getByTestId('casino-balance')).toHaveTextContent('KES 480');
    const betCall = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(([url]) =>
      url.includes('/crash/bet'),
    );
    const body = Object.fromEntries(new URLSearchParams(String(betCall![1].body)));
    expect(body).toMatchObject({ round_id: '41', slot: '1', stake: '20.00', token: 'tok' });
    expect(body.idempotency_key).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );

    push({ type: 'tick', payload: { round_id: 41, multiplier: 1.5, elapsed_ms: 6758, ts: 0 } });
    const cashOut = within(panel).getByRole('button', { name: /Cash out/ });
    expect(within(cashOut).getByTestId('crash-cashout-value').textContent).toMatch(/^KES 30/);
    await userEvent.click(cashOut);
    expect(await within(panel).findByText('Cashed out 1.50x')).toBeInTheDocument();
    expect(screen.getByTestId('casino-balance')).toHaveTextContent('KES 510');
    expect(within(screen.getByTestId('crash-live-bets')).getByText('You')).toBeInTheDocument();
  });

  it('tells the bettor when their cash-out reached the server after the crash', async () => {
    useSessionStore
      .getState()
      .login({ token: 'tok', user: { id: 5, mobile: '0712345678', balance: 480 } });
    const bet = {
      bet_id: 901,
      player: '0712***678',
      slot: 1,
      stake: 20,
      auto_cashout: null,
      status: 'open' as const,
      cashout_multiplier: null,
      payout: 0,
    };
    stubFetch({
      '/api/casino/crash/state': { ...state(), round: round({ phase: 'flying' }), my_bets: [bet] },
      '/api/balance': { data: { balance: 480, bonus: 0, points: 0, has_kyc: true, kyc: null } },
      '/api/casino/crash/cashout': new Response(
        JSON.stringify({
          error: {
            code: 'CASINO_CASHOUT_TOO_LATE',
            message: 'Too late: the round crashed before your cash-out',
          },
        }),
        { status: 409, headers: { 'Content-Type': 'application/json' } },
      ),
    });
    renderRoute(<CasinoGameScreen />, { path: '/casino/g/:id', at: '/casino/g/crash' });
    const panel = await screen.findByTestId('crash-panel-1');
    push({ type: 'tick', payload: { round_id: 41, multiplier: 1.1, elapsed_ms: 1600, ts: 0 } });
    await userEvent.click(within(panel).getByRole('button', { name: /Cash out/ }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Too late: the round crashed before your cash-out',
    );
  });

  it('queues a bet asked for during the flight and places it with its auto cash-out when the next round opens', async () => {
    useSessionStore
      .getState()
      .login({ token: 'tok', user: { id: 5, mobile: '0712345678', balance: 500 } });
    const placed = {
      bet_id: 950,
      player: '0712***678',
      slot: 2,
      stake: 10,
      auto_cashout: 1.5,
      status: 'open' as const,
      cashout_multiplier: null,
      payout: 0,
    };
    const fetchMock = stubFetch({
      '/api/casino/crash/state': { ...state(), round: round({ phase: 'flying' }) },
      '/api/balance': { data: { balance: 500, bonus: 0, points: 0, has_kyc: true, kyc: null } },
      '/api/casino/crash/bet': { message: 'Bet placed', bet: placed, round_id: 42, balance: 490 },
    });
    renderRoute(<CasinoGameScreen />, { path: '/casino/g/:id', at: '/casino/g/crash' });
    const panel = await screen.findByTestId('crash-panel-2');
    await userEvent.click(within(panel).getByLabelText('Auto cash-out'));
    const auto = within(panel).getByLabelText('Auto cash-out multiplier');
    await userEvent.clear(auto);
    await userEvent.type(auto, '1');
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Auto cash-out must be between 1.01x and 10000x',
    );
    await userEvent.type(auto, '.5');
    await userEvent.click(within(panel).getByRole('button', { name: /^Bet next round/ }));
    expect(within(panel).getByText('Waiting for next round')).toBeInTheDocument();
    const betCalls = () =>
      (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(([url]) =>
        url.includes('/crash/bet'),
      );
    expect(betCalls()).toHaveLength(0);

    push({
      type: 'crash',
      payload: round({ phase: 'crashed', crash_point: 1.8, multiplier: 1.8 }),
    });
    push({ type: 'round', payload: round({ round_id: 42 }) });
    expect(await within(panel).findByText('Waiting for take-off')).toBeInTheDocument();
    expect(betCalls()).toHaveLength(1);
    const body = Object.fromEntries(new URLSearchParams(String(betCalls()[0]![1].body)));
    expect(body).toMatchObject({ round_id: '42', slot: '2', stake: '10.00', auto_cashout: '1.50' });
  });
});
