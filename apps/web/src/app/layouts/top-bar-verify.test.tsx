/**
 * Spec 02 §2.4, §5: Deposit shows only with KYC done where KYC is required. A Ghanaian bettor
 * whose KYC is pending sees a way to verify in the header instead of nothing (issue 28).
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session-store';
import { renderScreen } from '../../test/render-screen';
import { TopBar } from './top-bar';

afterEach(() => useSessionStore.getState().logout());

function logInWith(hasKyc: boolean) {
  useSessionStore.getState().login({
    token: 'test-token',
    user: { id: 42, mobile: '233241234567', balance: 50, has_kyc: hasKyc },
  });
}

describe('the header session button', () => {
  it('Ghana, KYC pending: Verify leads to /kyc, no Deposit', () => {
    logInWith(false);
    renderScreen(<TopBar />, { country: 'GH' });
    expect(screen.getByTestId('top-verify')).toHaveAttribute('href', '/kyc');
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
  });

  it('Ghana, KYC done: Deposit, no Verify', () => {
    logInWith(true);
    renderScreen(<TopBar />, { country: 'GH' });
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.queryByTestId('top-verify')).toBeNull();
  });

  it('Kenya needs no KYC: Deposit even with has_kyc false', () => {
    logInWith(false);
    renderScreen(<TopBar />, { country: 'KE' });
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.queryByTestId('top-verify')).toBeNull();
  });
});
