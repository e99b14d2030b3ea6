import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session-store';
import { mockFetch, renderScreen } from '../../../test/render-screen';
import { LoginScreen } from './login-screen';

const user = {
  id: 7,
  mobile: '254712345678',
  balance: 0,
  bonus: 0,
  points: 0,
  has_kyc: true,
  kyc: { status: '0' },
  country: 'KE',
  currency: 'KES',
};
const loginAnswer = {
  success: { message: 'Login successful' },
  token: 'token-abc',
  data: { user, affiliate_id: null, affiliate_tag: null },
};

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

async function fill(phone: string, password: string) {
  const u = userEvent.setup();
  if (phone) await u.type(screen.getByLabelText('Phone number'), phone);
  if (password) await u.type(screen.getByLabelText('Password'), password);
  await u.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginScreen', () => {
  it('asks for a phone number and a password before calling the server', async () => {
    const fetchMock = mockFetch(() => ({ body: loginAnswer }));
    renderScreen(<LoginScreen />, { path: '/login' });
    await fill('', '');
    expect(screen.getByText('Please enter a phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a password')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a phone that is not one of the login forms', async () => {
    const fetchMock = mockFetch(() => ({ body: loginAnswer }));
    renderScreen(<LoginScreen />, { path: '/login' });
    await fill('0812', 'secret-pin');
    expect(screen.getByText('This phone number is invalid')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a password')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs in with the international form, stores the session and returns to next', async () => {
    const fetchMock = mockFetch(() => ({ body: loginAnswer }));
    renderScreen(<LoginScreen />, { path: '/login?next=%2Fmybets' });
    await fill('0712 345 678', 'secret-pin');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mybets'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/login');
    const body = new URLSearchParams(init!.body as string);
    expect(body.get('mobile')).toBe('254712345678');
    expect(body.get('password')).toBe('secret-pin');
    expect(body.get('remember')).toBe('true');
    expect(body.get('src')).toBe('MOBILE_WEB');
    expect(localStorage.getItem('token')).toBe('token-abc');
    expect(localStorage.getItem('authenticated')).toBe('true');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ id: 7 });
  });

  it('never follows a next that leaves the site', async () => {
    mockFetch(() => ({ body: loginAnswer }));
    renderScreen(<LoginScreen />, { path: '/login?next=%2F%2Fevil.example' });
    await fill('0712345678', 'secret-pin');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it("shows the server's message when the login fails", async () => {
    mockFetch(() => ({
      status: 400,
      body: {
        message: 'The mobile and password provided do not match',
        error: {
          message: 'The mobile and password provided do not match',
          code: 'INVALID_CREDENTIALS',
        },
      },
    }));
    renderScreen(<LoginScreen />, { path: '/login' });
    await fill('0712345678', 'wrong-one');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The mobile and password provided do not match',
    );
    expect(useSessionStore.getState().authenticated).toBe(false);
  });

  it('says so when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderScreen(<LoginScreen />, { path: '/login' });
    await fill('0712345678', 'secret-pin');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again',
    );
  });

  it('moves to the code step when the phone was never verified', async () => {
    const message = 'Please verify your phone number. Enter the code sent to your phone.';
    const fetchMock = mockFetch((url) =>
      url.endsWith('/login')
        ? { status: 403, body: { message, error: { message, code: 'ACCOUNT_NOT_VERIFIED' } } }
        : { body: loginAnswer },
    );
    renderScreen(<LoginScreen />, { path: '/login?next=%2Fprofile' });
    await fill('0712345678', 'secret-pin');
    expect(await screen.findByText(message)).toBeInTheDocument();
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Verification code'), '123456');
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
    const body = new URLSearchParams(fetchMock.mock.calls[1]![1]!.body as string);
    expect(body.get('mobile')).toBe('254712345678');
    expect(body.get('code')).toBe('123456');
  });
});

describe('LoginScreen when already logged in', () => {
  it('goes straight to next', () => {
    useSessionStore.getState().login({ token: 't', user: { id: 1, mobile: '254712345678' } });
    renderScreen(<LoginScreen />, { path: '/login?next=%2Fmybets', route: '/login' });
    expect(screen.getByTestId('location')).toHaveTextContent('/mybets');
    useSessionStore.getState().logout();
  });
});
