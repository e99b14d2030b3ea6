import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session-store';
import { mockFetch, renderScreen } from '../../../test/render-screen';
import { TransactionsScreen } from './transactions-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

function row(
  id: number,
  type: string,
  amount: number,
  reference: string,
  product: string,
  description: string,
) {
  return {
    id,
    type,
    description,
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
            row(4, 'payout', 30, '71', 'CASINO_CRASH', 'Casino · Shangwe Crash winnings · bet C71'),
            row(3, 'stake', -20, '72', 'CASINO_WHEEL', ''),
            row(2, 'stake', -20, '71', 'CASINO_CRASH', ''),
            row(1, 'stake', -50, '9', 'SHIKISHA', 'Shikisha stake · bet ABC123'),
            row(0, 'withdrawal', -50, 'Wr_EnRCQFPLxfQo2q', '', 'Withdrawal'),
          ],
          meta: { page: 1, limit: 20, has_more: false },
        },
      };
    });
    renderScreen(<TransactionsScreen />, { country: 'KE' });
    expect(
      await screen.findByText('Casino · Shangwe Crash winnings · bet C71'),
    ).toBeInTheDocument();
    expect(screen.getByText('Casino · Spin Wheel stake')).toBeInTheDocument();
    expect(screen.getByText('Casino · Shangwe Crash stake')).toBeInTheDocument();
    expect(screen.getByText('Shikisha stake · bet ABC123')).toBeInTheDocument();
    // Internal references are never printed (issue 28 item 9).
    expect(screen.getByTestId('transactions-list')).not.toHaveTextContent('Wr_EnRCQFPLxfQo2q');
    expect(screen.getByTestId('transactions-list')).not.toHaveTextContent(/· 9\b/);
    // The rows name their product: no casino history is fetched to match them.
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/casino'))).toBe(false);
  });
});
