import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session-store';
import { mockFetch, renderScreen } from '../../../test/render-screen';
import { TransactionsScreen } from './transactions-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

function row(id: number, type: string, amount: number, reference: string) {
  return {
    id,
    type,
    description: type === 'stake' ? 'Bet stake' : 'Bet winnings',
    amount,
    balance: 500,
    account: 'cash',
    reference,
    created_at: '2026-11-24T10:00:00.000Z',
  };
}

describe('TransactionsScreen, casino movements (issue 18)', () => {
  it('names the casino game of a stake or a win; other bets keep their wording', async () => {
    useSessionStore.getState().login({
      token: 't',
      user: { id: 1, mobile: '254712345678', has_kyc: true, kyc: { status: '0' } },
    });
    mockFetch((url) => {
      if (url.includes('/api/balance'))
        return { body: { data: { balance: 500, bonus: 0, points: 0, has_kyc: true, kyc: null } } };
      if (url.includes('/api/casino/history'))
        return {
          body: {
            bets: [
              { bet_id: 71, game: 'crash' },
              { bet_id: 72, game: 'wheel' },
            ],
            page: 1,
            per_page: 100,
            total: 2,
          },
        };
      return {
        body: {
          data: [
            row(4, 'payout', 30, '71'),
            row(3, 'stake', -20, '72'),
            row(2, 'stake', -20, '71'),
            row(1, 'stake', -50, '9'),
          ],
          meta: { page: 1, limit: 20, has_more: false },
        },
      };
    });
    renderScreen(<TransactionsScreen />, { country: 'KE' });
    expect(await screen.findByText('Casino · Shangwe Crash win')).toBeInTheDocument();
    expect(screen.getByText('Casino · Spin Wheel stake')).toBeInTheDocument();
    expect(screen.getByText('Casino · Shangwe Crash stake')).toBeInTheDocument();
    expect(screen.getByText('Bet stake')).toBeInTheDocument();
  });
});
