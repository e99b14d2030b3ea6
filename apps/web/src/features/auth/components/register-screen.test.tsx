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

async function register(phone: string, password: string, dateOfBirth = '1990-01-15') {
  const u = userEvent.setup();
  if (phone) await u.type(screen.getByLabelText('Phone number'), phone);
  if (password) await u.type(screen.getByLabelText('Password'), password);
  if (dateOfBirth) await u.type(screen.getByLabelText('Date of birth'), dateOfBirth);
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

  it('refuses a bettor under 18 before asking the server', async () => {
    const fetchMock = mockFetch(() => ({ body: {} }));
    renderScreen(<RegisterScreen />, { path: '/register' });
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    await register('0712345678', 'good-pass', young.toISOString().slice(0, 10));
    expect(
      screen.getByText('You must be 18 years or older to register and bet'),
    ).toBeInTheDocument();
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
    expect(signup.get('date_of_birth')).toBe('1990-01-15');

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

  it("loads the country's affiliate pixel with the player id once the bettor has consented", async () => {
    const pixels = () =>
      [...document.querySelectorAll('img[data-testid="affiliate-pixel"]')].map((i) =>
        i.getAttribute('src'),
      );
    useSessionStore.setState({ affiliate: { affiliate_id: null, affiliate_tag: 'btag-1' } });
    localStorage.setItem('analytics_consent', 'granted');
    mockFetch(() => ({
      status: 201,
      body: { success: { message: ACCOUNT_CREATED_MESSAGE, profile_id: 314 } },
    }));
    renderScreen(<RegisterScreen />, { path: '/register', country: 'KE' });
    await register('0712345678', 'good-pass');
    await screen.findByText(ACCOUNT_CREATED_MESSAGE);
    expect(pixels()).toEqual([
      'https://affiliates.shangwe.co.ke/pixel/registration?player_id=314&btag=btag-1',
    ]);
    useSessionStore.setState({ affiliate: null });
    localStorage.removeItem('analytics_consent');
    document.querySelectorAll('img[data-testid="affiliate-pixel"]').forEach((i) => i.remove());
  });

  it('loads no affiliate pixel without consent, nor where the country has no programme', async () => {
    useSessionStore.setState({ affiliate: { affiliate_id: null, affiliate_tag: 'btag-1' } });
    localStorage.setItem('analytics_consent', 'denied');
    mockFetch(() => ({
      status: 201,
      body: { success: { message: ACCOUNT_CREATED_MESSAGE, profile_id: 315 } },
    }));
    renderScreen(<RegisterScreen />, { path: '/register', country: 'KE' });
    await register('0712345678', 'good-pass');
    await screen.findByText(ACCOUNT_CREATED_MESSAGE);
    expect(document.querySelectorAll('img[data-testid="affiliate-pixel"]')).toHaveLength(0);
    useSessionStore.setState({ affiliate: null });
    localStorage.removeItem('analytics_consent');
  });
});
