import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CasinoBet } from '@shangwe/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyTestCountry } from '../../../test/country';
import { jsonResponse, logIn, renderWithApp, stubFetch } from '../../../test/slip-test-helpers';
import { MyBetsScreen } from './mybets-screen';

function casinoBet(overrides: Partial<CasinoBet>): CasinoBet {
  return {
    bet_id: 1,
    game: 'crash',
    stake: 20,
    payout: 0,
    status: 'lost',
    multiplier: null,
    round_id: 300,
    server_seed_hash: null,
    server_seed: null,
    client_seed: null,
    nonce: null,
    detail: 'Crashed at 1.54x',
    created: '2026-11-24T10:00:00.000Z',
    settled: '2026-11-24T10:00:10.000Z',
    ...overrides,
  };
}

beforeEach(() => {
  applyTestCountry('KE');
  logIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('My Bets, casino bets (issue 18)', () => {
  it('the Casino product lists crash and instant bets; a crash cash-out is under Cashed out', async () => {
    stubFetch((url) => {
      if (url.includes('/casino/history'))
        return jsonResponse(200, {
          bets: [
            casinoBet({
              bet_id: 3,
              game: 'dice',
              round_id: null,
              status: 'won',
              payout: 38.8,
              multiplier: 1.94,
              detail: 'Roll 12.00 under 50.00',
            }),
            casinoBet({
              bet_id: 2,
              status: 'won',
              payout: 42,
              multiplier: 2.1,
              detail: 'Cashed out at 2.10x',
            }),
            casinoBet({ bet_id: 1 }),
          ],
          page: 1,
          per_page: 100,
          total: 3,
        });
      if (url.includes('bethistory'))
        return jsonResponse(200, { data: [], meta: { page: 1, limit: 1000, total: 0 } });
      return jsonResponse(200, {
        data: { balance: 5000, bonus: 0, points: 0, has_kyc: true, kyc: null },
      });
    });
    renderWithApp(<MyBetsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Casino' }));
    const cards = await screen.findAllByTestId('casino-bet-card');
    expect(cards.map((c) => c.getAttribute('data-status'))).toEqual(['won', 'won', 'lost']);
    expect(cards[1]).toHaveTextContent('Shangwe Crash · round #300 · Cashed out at 2.10x');
    expect(within(cards[1]!).getByRole('link')).toHaveAttribute('href', '/casino/g/crash');

    await userEvent.click(screen.getByRole('tab', { name: 'Cashed out' }));
    expect(screen.getAllByTestId('casino-bet-card').map((c) => c.textContent)).toEqual([
      expect.stringContaining('Cashed out at 2.10x'),
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    await userEvent.click(screen.getByLabelText('Hide lost bets'));
    expect(screen.getAllByTestId('casino-bet-card')).toHaveLength(2);
  });
});
