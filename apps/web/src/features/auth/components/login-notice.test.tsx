import { getCountryConfig, toPublicConfig } from '@shangwe/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useCountryStore } from '../../../shared/country-store';
import { useSessionStore } from '../../../shared/session-store';
import { LoginScreen } from './login-screen';

afterEach(() => useSessionStore.getState().logout());

function renderLogin(state: unknown) {
  useCountryStore.getState().applyConfig(toPublicConfig(getCountryConfig('KE')));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: '/login', search: '?next=%2Fbetslip', state }]}>
        <Routes>
          <Route path="/login" element={<LoginScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('LoginScreen notice', () => {
  it('says why a visitor who pressed Place Bet is here', () => {
    renderLogin({ notice: 'Please login to place a bet' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please login to place a bet');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows no notice when the bettor came on their own', () => {
    renderLogin(null);
    expect(screen.queryByTestId('login-notice')).toBeNull();
  });
});
