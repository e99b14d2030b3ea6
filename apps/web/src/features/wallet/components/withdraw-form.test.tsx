import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session-store';
import { mockFetch, renderScreen } from '../../../test/render-screen';
import { useDepositProviders } from '../api/deposit';
import { WithdrawForm } from './withdraw-form';

beforeEach(() => {
  useSessionStore.getState().login({
    token: 'tok',
    user: { id: 1, mobile: '254712345678', balance: 500, has_kyc: true, kyc: { status: '0' } },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

/** The form as ProfileScreen opens it: the screen loads the deposit providers. */
function WithdrawWithRail() {
  useDepositProviders(true);
  return <WithdrawForm />;
}

const input = () => screen.getByPlaceholderText('Enter amount to withdraw');

describe('WithdrawForm', () => {
  it("checks the amount against the country's withdraw limits", async () => {
    const fetchMock = mockFetch(() => ({ body: {} }));
    renderScreen(<WithdrawForm />);
    expect(screen.getByText('Minimum KES 50, maximum KES 140,000')).toBeInTheDocument();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('Please enter an amount')).toBeInTheDocument();
    await u.type(input(), '20');
    await u.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('Minimum withdrawal amount is KES 50')).toBeInTheDocument();
    await u.clear(input());
    await u.type(input(), '140001');
    await u.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('Maximum withdrawal amount is KES 140,000')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the amount to {v1}withdraw in Kenya and shows the reserved balance', async () => {
    const onDone = vi.fn();
    const fetchMock = mockFetch((url) =>
      url.endsWith('/withdraw')
        ? {
            body: {
              status: 'pending',
              message: 'Withdrawal of KES 100 requested',
              data: {
                reference: 'W-1',
                amount: 100,
                currency: 'KES',
                status: 'pending',
                balance: 400,
              },
            },
          }
        : {
            body: {
              data: { balance: 400, bonus: 0, points: 0, has_kyc: true, kyc: { status: '0' } },
            },
          },
    );
    renderScreen(<WithdrawForm onDone={onDone} />);
    const u = userEvent.setup();
    await u.type(input(), '100');
    await u.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/withdraw')!;
    expect(new URLSearchParams(call[1]!.body as string).get('amount')).toBe('100');
    await waitFor(() => expect(useSessionStore.getState().user?.balance).toBe(400));
  });

  it("shows 'Withdrawal failed' with the server message", async () => {
    const message = 'Insufficient balance';
    mockFetch(() => ({ status: 400, body: { message, error: { message } } }));
    renderScreen(<WithdrawForm />);
    const u = userEvent.setup();
    await u.type(input(), '100');
    await u.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal failed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it.each([
    ['KE', 'mpesa', 'M-Pesa', 'The money is sent to your M-Pesa number 254712345678.'],
    ['GH', 'momo', 'MTN MoMo', 'The money is sent to your MTN MoMo number 254712345678.'],
    [
      'NG',
      'paystack',
      'Card or bank (Paystack)',
      'The money is sent to the card or bank account you deposited with.',
    ],
  ] as const)(
    'names the rail of %s (%s) in the description',
    async (country, name, label, text) => {
      mockFetch((url) =>
        url.includes('deposit-providers')
          ? {
              body: {
                data: [{ name, label, type: 'mobile_money', default: true }],
                selectable: true,
              },
            }
          : { body: {} },
      );
      renderScreen(<WithdrawWithRail />, { country });
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByText(/mobile money account/)).not.toBeInTheDocument();
    },
  );

  it('names M-Pesa for the Kenyan sandbox and falls back to mobile money without a list', async () => {
    mockFetch((url) =>
      url.includes('deposit-providers')
        ? {
            body: {
              data: [
                {
                  name: 'checkout',
                  label: 'Card or online payment',
                  type: 'checkout',
                  default: false,
                },
                { name: 'mobile_money', label: 'M-Pesa', type: 'mobile_money', default: true },
              ],
              selectable: true,
            },
          }
        : { body: {} },
    );
    const { unmount } = renderScreen(<WithdrawWithRail />);
    expect(
      await screen.findByText('The money is sent to your M-Pesa number 254712345678.'),
    ).toBeInTheDocument();
    unmount();
    mockFetch(() => ({ status: 503, body: {} }));
    renderScreen(<WithdrawWithRail />, { country: 'NG' });
    expect(
      screen.getByText('The money is sent to your mobile money account 254712345678.'),
    ).toBeInTheDocument();
  });
});
