import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNoticeStore } from '../../../shared/notice-store';
import { useSessionStore } from '../../../shared/session-store';
import { mockFetch, renderScreen } from '../../../test/render-screen';
import { DEPOSIT_NOTE_MS, DepositForm } from './deposit-form';

const providers = {
  data: [
    { name: 'mpesa', label: 'M-Pesa', type: 'mobile_money', default: true },
    { name: 'card', label: 'Card', type: 'checkout', default: false },
  ],
  selectable: true,
};
const initiated = (message: string, url?: string) => ({
  status: 'initiated',
  message,
  ...(url ? { url } : {}),
  data: {
    reference: 'DEP-1',
    provider: 'mpesa',
    amount: 500,
    currency: 'KES',
    status: 'initiated',
  },
});

beforeEach(() => {
  useSessionStore.getState().login({
    token: 'tok',
    user: { id: 1, mobile: '254712345678', balance: 20, has_kyc: true, kyc: { status: '0' } },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.getState().logout();
});

const amountInput = () =>
  screen.getByPlaceholderText('Enter amount to deposit') as HTMLInputElement;

describe('DepositForm', () => {
  it('shows the heading, quick-add buttons, placeholder, minimum hint and providers', async () => {
    mockFetch(() => ({ body: providers }));
    renderScreen(<DepositForm />);
    expect(screen.getByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
    for (const n of [100, 250, 500, 1000]) {
      expect(screen.getByRole('button', { name: `+${n}` })).toBeInTheDocument();
    }
    expect(screen.getByText('Minimum KES 10')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'M-Pesa' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Card' })).not.toBeChecked();
  });

  it('hides the providers when the server says the choice is not offered', async () => {
    mockFetch(() => ({ body: { ...providers, selectable: false } }));
    renderScreen(<DepositForm />);
    await screen.findByRole('button', { name: '+100' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('hides the providers when paymentProviders is a disabled feature', async () => {
    const fetchMock = mockFetch(() => ({ body: providers }));
    renderScreen(<DepositForm />, { overrides: { disabledFeatures: ['paymentProviders'] } });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('quick-add buttons add their value; the input caps at 1,000,000 and resets negatives to 50', async () => {
    mockFetch(() => ({ body: providers }));
    renderScreen(<DepositForm />);
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: '+100' }));
    await u.click(screen.getByRole('button', { name: '+250' }));
    expect(amountInput().value).toBe('350');
    await u.clear(amountInput());
    await u.type(amountInput(), '2000000');
    expect(amountInput().value).toBe('200000');
    await u.clear(amountInput());
    await u.type(amountInput(), '-5');
    expect(amountInput().value).toBe('50');
  });

  it('gives the spec messages for a missing, too small and too large amount', async () => {
    const fetchMock = mockFetch(() => ({ body: providers }));
    renderScreen(<DepositForm />);
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByText('Please enter an amount')).toBeInTheDocument();
    await u.type(amountInput(), '5');
    await u.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByText('Minimum deposit amount is KES 10')).toBeInTheDocument();
    await u.clear(amountInput());
    await u.type(amountInput(), '150000');
    await u.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByText('Maximum deposit amount is KES 140,000')).toBeInTheDocument();
    expect(fetchMock.mock.calls.every(([url]) => !String(url).endsWith('/deposit'))).toBe(true);
  });

  it('deposits through v1 in Kenya and shows the initiated note for 15 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch((url) =>
      url.includes('deposit-providers')
        ? { body: providers }
        : url.endsWith('/deposit')
          ? { body: initiated('Check your phone to complete the payment.') }
          : { body: { data: { reference: 'DEP-1', status: 'initiated' } } },
    );
    renderScreen(<DepositForm />);
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await u.click(screen.getByRole('button', { name: '+500' }));
    await screen.findByRole('checkbox', { name: 'M-Pesa' });
    await u.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(
      await screen.findByText('Check your phone to complete the payment.'),
    ).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/deposit')!;
    const body = new URLSearchParams(call[1]!.body as string);
    expect(body.get('amount')).toBe('500');
    expect(body.get('provider')).toBe('mpesa');
    expect(body.get('token')).toBe('tok');
    expect(body.get('idempotency_key')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    act(() => vi.advanceTimersByTime(DEPOSIT_NOTE_MS.initiated - 100));
    expect(screen.getByText('Check your phone to complete the payment.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Check your phone to complete the payment.')).not.toBeInTheDocument();
  });

  it("shows the rail's instruction and the pending state while the prompt is on the phone", async () => {
    const text =
      'Check your phone and enter your M-Pesa PIN. Your balance updates as soon as M-Pesa confirms the payment.';
    mockFetch((url) =>
      url.includes('deposit-providers')
        ? { body: { data: [providers.data[0]], selectable: true } }
        : url.endsWith('/deposit')
          ? { body: initiated(text) }
          : { body: { data: { reference: 'DEP-1', status: 'initiated' } } },
    );
    renderScreen(<DepositForm />);
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: '+100' }));
    expect(await screen.findByRole('checkbox', { name: 'M-Pesa' })).toBeChecked();
    expect(screen.queryByTestId('deposit-pending')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Deposit' }));
    const note = (await screen.findByTestId('deposit-pending')).parentElement!;
    expect(note).toHaveTextContent(text);
    expect(note).toHaveTextContent('Waiting for your payment to be confirmed…');
  });

  it('deposits through v2 in Ghana and opens the online checkout url', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const fetchMock = mockFetch((url) =>
      url.includes('deposit-providers')
        ? { body: providers }
        : { body: initiated('Complete the payment.', 'http://pay.test/c/1') },
    );
    renderScreen(<DepositForm />, { country: 'GH' });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('checkbox', { name: 'Card' }));
    await u.type(amountInput(), '100');
    await u.click(screen.getByRole('button', { name: 'Deposit' }));
    await screen.findByText('Complete the payment.');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/v2/deposit')).toBe(true);
    expect(open).toHaveBeenCalledWith('http://pay.test/c/1', '_blank');
    expect(screen.queryByRole('link', { name: 'Continue to payment' })).not.toBeInTheDocument();
  });

  it('leaves a link to the checkout when the pop-up is blocked', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    mockFetch((url) =>
      url.includes('deposit-providers')
        ? { body: providers }
        : { body: initiated('Complete the payment.', 'http://pay.test/c/2') },
    );
    renderScreen(<DepositForm />, { country: 'GH' });
    const u = userEvent.setup();
    await u.type(amountInput(), '100');
    await u.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('link', { name: 'Continue to payment' })).toHaveAttribute(
      'href',
      'http://pay.test/c/2',
    );
  });

  it("shows 'Deposit failed' with the server message for 5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const message = 'Maximum deposit amount is KES 140,000';
    mockFetch((url) =>
      url.includes('deposit-providers')
        ? { body: providers }
        : { status: 400, body: { message, error: { message } } },
    );
    renderScreen(<DepositForm />);
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await u.type(amountInput(), '100');
    await u.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Deposit failed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(DEPOSIT_NOTE_MS.failed + 50));
    expect(screen.queryByText('Deposit failed')).not.toBeInTheDocument();
  });

  it('says so when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (String(url).includes('deposit-providers'))
          return new Response(JSON.stringify(providers));
        throw new TypeError('Failed to fetch');
      }),
    );
    renderScreen(<DepositForm />);
    const u = userEvent.setup();
    await u.type(amountInput(), '100');
    await u.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('An error occurred. Please try again')).toBeInTheDocument();
  });

  it('logs out and goes to /login on a 401', async () => {
    const message = 'Your session has expired. Please login again';
    mockFetch((url) =>
      url.includes('deposit-providers')
        ? { body: providers }
        : { status: 401, body: { message, error: { message, code: 'SESSION_EXPIRED' } } },
    );
    renderScreen(<DepositForm />, { path: '/profile' });
    const u = userEvent.setup();
    await u.type(amountInput(), '100');
    await u.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(useSessionStore.getState().authenticated).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(useNoticeStore.getState().queue.at(-1)).toMatchObject({
      title: 'Session expired',
      message: 'Your session has expired. Please login again',
    });
  });

  it("is titled 'Insufficient Funds' with the amount pre-filled for the betslip prompt", () => {
    mockFetch(() => ({ body: providers }));
    renderScreen(<DepositForm reason="insufficient-funds" initialAmount={120} />);
    expect(screen.getByRole('heading', { name: 'Insufficient Funds' })).toBeInTheDocument();
    expect(
      screen.getByText('Your current balance is too low to place this bet. Deposit now.'),
    ).toBeInTheDocument();
    expect(amountInput().value).toBe('120');
  });
});
