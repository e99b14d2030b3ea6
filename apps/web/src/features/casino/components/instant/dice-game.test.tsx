import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { diceMultiplier, diceRoll, sha256Hex } from '@shangwe/domain';
import type { CasinoBet, CasinoSeedsResponse } from '@shangwe/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/catalog-fixtures';
import { applyTestCountry } from '../../../../test/country';
import { renderRoute } from '../../../../test/render-route';
import { useSessionStore } from '../../../../shared/session-store';
import { CasinoGameScreen } from '../game-page';
import { INSTANT_VERIFY_TEXT } from './instant-verify';

const serverSeed = sha256Hex('retired-server-seed');
const roll = diceRoll(serverSeed, 'my_seed', 0);
// A target the roll is under: the bet won.
const target = Math.min(98, Math.floor(roll / 100) + 1);

function seeds(nonce: number): CasinoSeedsResponse {
  return {
    server_seed_hash: sha256Hex('next-seed'),
    client_seed: 'my_seed',
    nonce,
    previous: null,
  };
}

function pastBet(overrides: Partial<CasinoBet> = {}): CasinoBet {
  return {
    bet_id: 77,
    game: 'dice',
    stake: 10,
    payout: 20,
    status: 'won',
    multiplier: diceMultiplier(target * 100),
    round_id: null,
    server_seed_hash: sha256Hex(serverSeed),
    server_seed: serverSeed,
    client_seed: 'my_seed',
    nonce: 0,
    detail: `Roll ${(roll / 100).toFixed(2)} under ${target.toFixed(2)}`,
    created: '2026-11-24T10:00:00.000Z',
    settled: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

beforeEach(() => {
  applyTestCountry('KE');
  useSessionStore
    .getState()
    .login({ token: 'tok', user: { id: 5, mobile: '0712345678', balance: 100 } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

describe('/casino/g/dice (issue 18)', () => {
  it('rolls, shows the result and the new balance, and moves the nonce on', async () => {
    stubFetch({
      '/api/balance': { data: { balance: 100, bonus: 0, points: 0, has_kyc: true, kyc: null } },
      '/api/casino/seeds': seeds(3),
      '/api/casino/history': { bets: [], page: 1, per_page: 10, total: 0 },
      '/api/casino/dice/play': {
        bet_id: 80,
        game: 'dice',
        stake: 10,
        won: false,
        payout: 0,
        result: { game: 'dice', roll: 73.12, target: 50, direction: 'under', multiplier: 1.94 },
        fairness: { server_seed_hash: sha256Hex('next-seed'), client_seed: 'my_seed', nonce: 3 },
        balance: 90,
        next_nonce: 4,
      },
    });
    renderRoute(<CasinoGameScreen />, { path: '/casino/g/:id', at: '/casino/g/dice' });
    expect(await screen.findByText(/nonce 3/)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('instant-play'));
    expect(await screen.findByTestId('dice-roll')).toHaveTextContent('73.12');
    expect(screen.getByTestId('instant-outcome')).toHaveTextContent('No win this time');
    expect(screen.getByTestId('casino-balance')).toHaveTextContent('KES 90');
    expect(await screen.findByText(/nonce 4/)).toBeInTheDocument();
  });

  it('verifies a past roll in the browser from its revealed seeds', async () => {
    stubFetch({
      '/api/balance': { data: { balance: 100, bonus: 0, points: 0, has_kyc: true, kyc: null } },
      '/api/casino/seeds': seeds(0),
      '/api/casino/history': { bets: [pastBet()], page: 1, per_page: 10, total: 1 },
    });
    renderRoute(<CasinoGameScreen />, { path: '/casino/g/:id', at: '/casino/g/dice' });
    const history = await screen.findByTestId('instant-history');
    await userEvent.click(await within(history).findByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('instant-verify-verdict')).toHaveTextContent(
      INSTANT_VERIFY_TEXT.verified,
    );
  });

  it('does not verify a roll whose recorded result the seeds do not give', async () => {
    stubFetch({
      '/api/balance': { data: { balance: 100, bonus: 0, points: 0, has_kyc: true, kyc: null } },
      '/api/casino/seeds': seeds(0),
      '/api/casino/history': {
        bets: [pastBet({ status: 'lost', payout: 0, multiplier: 0 })],
        page: 1,
        per_page: 10,
        total: 1,
      },
    });
    renderRoute(<CasinoGameScreen />, { path: '/casino/g/:id', at: '/casino/g/dice' });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('instant-verify-verdict')).toHaveTextContent(
      INSTANT_VERIFY_TEXT.failed,
    );
  });

  it('offers only chances up to 96%, says why at the limit, and keeps the target inside it', async () => {
    stubFetch({
      '/api/balance': { data: { balance: 100, bonus: 0, points: 0, has_kyc: true, kyc: null } },
      '/api/casino/seeds': seeds(0),
      '/api/casino/history': { bets: [], page: 1, per_page: 10, total: 0 },
    });
    renderRoute(<CasinoGameScreen />, { path: '/casino/g/:id', at: '/casino/g/dice' });
    const slider = await screen.findByRole('slider', { name: 'Target number' });
    expect(slider).toHaveAttribute('min', '1');
    expect(slider).toHaveAttribute('max', '96');
    expect(screen.queryByTestId('dice-limit')).toBeNull();
    fireEvent.input(slider, { target: { value: '96' } });
    expect(screen.getByTestId('dice-target')).toHaveTextContent('96.00');
    expect(screen.getByTestId('dice-limit')).toHaveTextContent('stops at 96%');
    // Rolling over 96 is a 3% chance; over 1 would be 98.99%: the target moves up to 4.
    fireEvent.input(slider, { target: { value: '1' } });
    await userEvent.click(screen.getByRole('button', { name: 'Roll over' }));
    expect(slider).toHaveAttribute('min', '4');
    expect(slider).toHaveAttribute('max', '98');
    expect(screen.getByTestId('dice-target')).toHaveTextContent('4.00');
    expect(screen.getByTestId('dice-limit')).toBeInTheDocument();
  });
});
