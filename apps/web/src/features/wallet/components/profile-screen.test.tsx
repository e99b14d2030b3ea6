import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDepositPromptStore } from '../../../shared/deposit-prompt-store';
import { useNoticeStore } from '../../../shared/notice-store';
import { useSessionStore } from '../../../shared/session-store';
import { mockFetch, renderScreen } from '../../../test/render-screen';
import { ProfileScreen } from './profile-screen';

const balance = (has_kyc: boolean, status = '0') => ({
  data: { balance: 1234.5, bonus: 20, points: 7, has_kyc, kyc: { status } },
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
  useDepositPromptStore.getState().closeDeposit();
  useNoticeStore.getState().clear();
});

describe('ProfileScreen', () => {
  it('refreshes and shows balance, bonus and points; Deposit opens the deposit sheet', async () => {
    useSessionStore
      .getState()
      .login({ token: 't', user: { id: 1, mobile: '254712345678', balance: 0 } });
    mockFetch(() => ({ body: balance(true) }));
    renderScreen(<ProfileScreen />, { path: '/profile' });
    await waitFor(() =>
      expect(screen.getByTestId('profile-balance')).toHaveTextContent('KES 1,234.50'),
    );
    expect(screen.getByTestId('profile-bonus')).toHaveTextContent('KES 20');
    expect(screen.getByTestId('profile-points')).toHaveTextContent('7');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Deposit' }));
    expect(useDepositPromptStore.getState()).toMatchObject({ open: true, reason: 'deposit' });
  });

  it('keeps the last balance when the refresh fails', async () => {
    useSessionStore
      .getState()
      .login({ token: 't', user: { id: 1, mobile: '254712345678', balance: 80 } });
    mockFetch(() => ({ status: 500, body: { message: 'boom' } }));
    renderScreen(<ProfileScreen />, { path: '/profile' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByTestId('profile-balance')).toHaveTextContent('KES 80');
    expect(useNoticeStore.getState().queue).toHaveLength(0);
  });

  it('asks for KYC instead of offering Deposit where KYC is required and not done', async () => {
    useSessionStore.getState().login({
      token: 't',
      user: { id: 1, mobile: '233241234567', has_kyc: false, kyc: { status: '0' } },
    });
    mockFetch(() => ({ body: balance(false) }));
    renderScreen(<ProfileScreen />, { path: '/profile', country: 'GH' });
    expect(await screen.findByText('Complete Your Application')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete my application' })).toHaveAttribute(
      'href',
      '/kyc?next=/profile',
    );
  });

  it('logs out on the server and here, with the spec notice', async () => {
    useSessionStore.getState().login({ token: 't', user: { id: 1, mobile: '254712345678' } });
    const fetchMock = mockFetch(() => ({ body: balance(true) }));
    renderScreen(<ProfileScreen />, { path: '/profile' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(useSessionStore.getState().authenticated).toBe(false));
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/logout')).toBe(true);
    expect(useNoticeStore.getState().queue[0]?.message).toBe(
      'You have been logged out successfully',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("shows a reviewer's reason when the bettor's KYC was rejected", async () => {
    useSessionStore.getState().login({
      token: 't',
      user: { id: 1, mobile: '254712345678', has_kyc: true, kyc: { status: '1' } },
    });
    mockFetch(() => ({
      body: {
        data: {
          balance: 5,
          bonus: 0,
          points: 0,
          has_kyc: false,
          kyc: { status: '3', reason: 'The photo is not readable' },
        },
      },
    }));
    renderScreen(<ProfileScreen />, { path: '/profile' });
    expect(await screen.findByTestId('kyc-rejection')).toHaveTextContent(
      'The photo is not readable',
    );
    expect(screen.getByRole('link', { name: 'Check my details' })).toHaveAttribute(
      'href',
      '/kyc?next=/profile',
    );
  });
});
