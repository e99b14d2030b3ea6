import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session-store';
import { mockFetch, renderScreen } from '../../../test/render-screen';
import { TRANSACTIONS_BLOCKED_MESSAGE, TransactionsScreen } from './transactions-screen';

function row(id: number, type: string, amount: number, balance: number) {
  return {
    id,
    type,
    description: '',
    amount,
    balance,
    account: 'cash',
    reference: `REF-${id}`,
    created_at: '2026-11-21T08:00:00.000Z',
  };
}
const balanceAnswer = {
  data: { balance: 650, bonus: 0, points: 0, has_kyc: true, kyc: { status: '2' } },
};

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

describe('TransactionsScreen', () => {
  it('lists the statement newest first, a page at a time', async () => {
    useSessionStore.getState().login({
      token: 't',
      user: { id: 1, mobile: '254712345678', has_kyc: true, kyc: { status: '0' } },
    });
    const fetchMock = mockFetch((url) => {
      if (url.includes('/api/balance')) return { body: balanceAnswer };
      const page = new URL(url, 'http://x').searchParams.get('page');
      return page === '1'
        ? {
            body: {
              data: [row(3, 'stake', -100, 650), row(2, 'deposit', 750, 750)],
              meta: { page: 1, limit: 20, has_more: true },
            },
          }
        : {
            body: {
              data: [row(1, 'payout', 40, 40)],
              meta: { page: 2, limit: 20, has_more: false },
            },
          };
    });
    renderScreen(<TransactionsScreen />);
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Bet stake');
    expect(items[0]).toHaveTextContent('−KES 100');
    expect(items[0]).toHaveTextContent('21/11 11:00');
    expect(items[1]).toHaveTextContent('Deposit');
    expect(items[1]).toHaveTextContent('+KES 750');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Winnings')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const listCalls = fetchMock.mock.calls.filter(([u]) => String(u).includes('/api/transactions'));
    expect(listCalls.map(([u]) => String(u))).toEqual([
      expect.stringContaining('page=1&limit=20'),
      expect.stringContaining('page=2&limit=20'),
    ]);
  });

  it("is blocked where KYC is required and the kyc status is '3'", async () => {
    useSessionStore.getState().login({
      token: 't',
      user: { id: 1, mobile: '233241234567', has_kyc: false, kyc: { status: '3' } },
    });
    const fetchMock = mockFetch(() => ({
      body: { data: { balance: 0, bonus: 0, points: 0, has_kyc: false, kyc: { status: '3' } } },
    }));
    renderScreen(<TransactionsScreen />, { country: 'GH' });
    expect(screen.getByText(TRANSACTIONS_BLOCKED_MESSAGE)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/transactions'))).toBe(false);
  });

  it("is not blocked by kyc status '3' where KYC is not required", async () => {
    useSessionStore.getState().login({
      token: 't',
      user: { id: 1, mobile: '254712345678', has_kyc: false, kyc: { status: '3' } },
    });
    mockFetch((url) =>
      url.includes('/api/balance')
        ? { body: balanceAnswer }
        : { body: { data: [], meta: { page: 1, limit: 20, has_more: false } } },
    );
    renderScreen(<TransactionsScreen />, { country: 'KE' });
    expect(await screen.findByText('You have no transactions yet.')).toBeInTheDocument();
  });
});
