import { act, screen } from '@testing-library/react';
import { sha256Hex } from '@shangwe/domain';
import type { CasinoSeedsResponse } from '@shangwe/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/catalog-fixtures';
import { applyTestCountry } from '../../../../test/country';
import { renderRoute } from '../../../../test/render-route';
import { useSessionStore } from '../../../../shared/session-store';
import { CasinoGameScreen } from '../game-page';

const seeds: CasinoSeedsResponse = {
  server_seed_hash: sha256Hex('next-seed'),
  client_seed: 'my_seed',
  nonce: 5,
  previous: null,
};

beforeEach(() => {
  applyTestCountry('KE');
  useSessionStore
    .getState()
    .login({ token: 'tok', user: { id: 5, mobile: '0712345678', balance: 100 } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

describe('/casino/g/wheel: the instant bet panel', () => {
  it('spins for the stake, shows the win once the wheel stops and moves the nonce on', async () => {
    stubFetch({
      '/api/balance': { data: { balance: 100, bonus: 0, points: 0, has_kyc: true, kyc: null } },
      '/api/casino/seeds': seeds,
      '/api/casino/history': { bets: [], page: 1, per_page: 10, total: 0 },
      '/api/casino/wheel/play': {
        bet_id: 81,
        game: 'wheel',
        stake: 10,
        won: true,
        payout: 20,
        result: { game: 'wheel', segment: 3, multiplier: 2, segments: [] },
        fairness: { server_seed_hash: seeds.server_seed_hash, client_seed: 'my_seed', nonce: 5 },
        balance: 110,
        next_nonce: 6,
      },
    });
    renderRoute(<CasinoGameScreen />, { path: '/casino/g/:id', at: '/casino/g/wheel' });
    expect(await screen.findByText(/Next spin: server seed hash/)).toHaveTextContent(/nonce 5/);
    const button = screen.getByTestId('instant-play');
    expect(button).toHaveTextContent('Spin');
    expect(button).toHaveTextContent('KES 10');
    expect(await screen.findByTestId('instant-history')).toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => button.click());
    expect(await screen.findByText('Spinning…')).toBeInTheDocument();
    expect(screen.getByTestId('instant-play')).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(3300));
    expect(screen.getByTestId('wheel-result')).toHaveTextContent('2.00x');
    expect(screen.getByTestId('instant-outcome')).toHaveTextContent('You won KES 20');
    expect(await screen.findByText(/nonce 6/)).toBeInTheDocument();
  });
});
