import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session-store';
import { mockFetch, renderScreen } from '../../../test/render-screen';
import { TransactionsScreen } from './transactions-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

function row(id: number, type: string, amount: number, reference: string, product: string) {
  return {
    id,
    type,
    description: type === 'stake' ? 'Bet stake' : 'Bet winnings',
    amount,
    balance: 500,
    account: 'cash',
    reference,
    product,
    created_at: '2026-11-24T10:00:00.000Z',
  };
}

describe('TransactionsScreen, casino movements (issue 18)', () => {
  it('names the casino game of a stake or a win from the row’s product; other bets keep their wording', async () => {
    useSessionStore.getState().login({
      token: 't',
      user: { id: 1, mobile: '254712345678', has_kyc: true, kyc: { status: '0' } },
    });
    const fetchMock = mockFetch((url) => {
      if (url.includes('/api/balance'))
        return { body: { data: { balance: 500, bonus: 0, points: 0, has_kyc: true, kyc: null } } };
      return {
        body: {
          data: [
            row(4, 'payout', 30, '71', 'CASINO_CRASH'),
            row(3, 'stake', -20, '72', 'CASINO_WHEEL'),
            row(2, 'stake', -20, '71', 'CASINO_CRASH'),
            row(1, 'stake', -50, '9', 'NORMAL'),
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
    // The rows name their product: no casino history is fetched to match them.
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/casino'))).toBe(false);
  });
});
