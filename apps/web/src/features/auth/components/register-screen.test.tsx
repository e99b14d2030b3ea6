import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session-store';
import { mockFetch, renderScreen } from '../../../test/render-screen';
import { ACCOUNT_CREATED_MESSAGE, RegisterScreen } from './register-screen';

const loginAnswer = {
  success: { message: 'Your phone number has been verified.' },
  token: 'fresh-token',
  data: {
    user: {
      id: 9,
      mobile: '254712345678',
      balance: 0,
      bonus: 0,
      points: 0,
      has_kyc: false,
      kyc: { status: '0' },
      country: 'KE',
      currency: 'KES',
    },
    affiliate_id: '55',
    affiliate_tag: 'partner-x',
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

async function register(phone: string, password: string) {
  const u = userEvent.setup();
  if (phone) await u.type(screen.getByLabelText('Phone number'), phone);
  if (password) await u.type(screen.getByLabelText('Password'), password);
  await u.click(screen.getByRole('button', { name: 'Register' }));
  return u;
}

describe('RegisterScreen', () => {
  it("refuses a phone that does not match the country's pattern", async () => {
    const fetchMock = mockFetch(() => ({ body: {} }));
    renderScreen(<RegisterScreen />, { path: '/register' });
    await register('12ab', 'good-pass');
    expect(screen.getByText('Please input a valid phone number')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a password, and refuses a common PIN', async () => {
    const fetchMock = mockFetch(() => ({ body: {} }));
    renderScreen(<RegisterScreen />, { path: '/register' });
    const u = await register('0712345678', '');
    expect(screen.getByText('Please input a password')).toBeInTheDocument();
    await u.type(screen.getByLabelText('Password'), '1234');
    await u.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText(/too easy to guess/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses the Ghana pattern in Ghana', async () => {
    mockFetch(() => ({ body: {} }));
    renderScreen(<RegisterScreen />, { path: '/register', country: 'GH' });
    await register('0712345678', 'good-pass');
    expect(screen.getByText('Please input a valid phone number')).toBeInTheDocument();
  });

  it('registers with spaces stripped, verifies the SMS code and logs in', async () => {
    const fetchMock = mockFetch((url) =>
      url.endsWith('/newsignup')
        ? { status: 201, body: { success: { message: ACCOUNT_CREATED_MESSAGE, profile_id: 9 } } }
        : { body: loginAnswer },
    );
    renderScreen(<RegisterScreen />, { path: '/register?next=%2Fbetslip' });
    const u = await register('0712 345 678', 'good-pass');
    expect(await screen.findByText(ACCOUNT_CREATED_MESSAGE)).toBeInTheDocument();
    const signup = new URLSearchParams(fetchMock.mock.calls[0]![1]!.body as string);
    expect(signup.get('mobile')).toBe('254712345678');
    expect(signup.get('src')).toBe('MOBILE_WEB');

    await u.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter the code sent to your phone')).toBeInTheDocument();
    await u.type(screen.getByLabelText('Verification code'), '4821');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/betslip'));
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/api/code');
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(JSON.parse(localStorage.getItem('affiliate')!)).toEqual({
      affiliate_id: '55',
      affiliate_tag: 'partner-x',
    });
  });

  it("shows the server's message for a phone already registered", async () => {
    const message = 'Mobile already in use please login or reset password.';
    mockFetch(() => ({
      status: 409,
      body: { message, error: { message, code: 'MOBILE_IN_USE' } },
    }));
    renderScreen(<RegisterScreen />, { path: '/register' });
    await register('0712345678', 'good-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('sends the affiliate tag with the fixed affiliate id 55', async () => {
    useSessionStore.setState({ affiliate: { affiliate_id: null, affiliate_tag: 'btag-1' } });
    const fetchMock = mockFetch(() => ({
      status: 201,
      body: { success: { message: ACCOUNT_CREATED_MESSAGE, profile_id: 1 } },
    }));
    renderScreen(<RegisterScreen />, { path: '/register' });
    await register('0712345678', 'good-pass');
    await screen.findByText(ACCOUNT_CREATED_MESSAGE);
    const body = new URLSearchParams(fetchMock.mock.calls[0]![1]!.body as string);
    expect(body.get('affiliate_tag')).toBe('btag-1');
    expect(body.get('affiliate_id')).toBe('55');
    useSessionStore.setState({ affiliate: null });
  });
});
