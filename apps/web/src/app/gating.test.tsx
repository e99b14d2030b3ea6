import { getCountryConfig, toPublicConfig, type ProductKey } from '@shangwe/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../shared/session-store';
import { useShellUi } from './ui-store';
import { renderApp } from '../test/render-app';
import { menuEntries, productNavEntries } from './navigation';
import { buildRouteTable } from './routes';

vi.stubGlobal(
  'fetch',
  vi.fn(async () => new Response('{"data":[]}', { status: 200 })),
);

const kenya = toPublicConfig(getCountryConfig('KE'));
const without = (product: ProductKey) => ({
  ...kenya,
  availableProducts: kenya.availableProducts.filter((p) => p !== product),
});

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => {
  setWidth(375);
  useSessionStore.getState().logout();
  useShellUi.setState({ menuOpen: false, countrySheetOpen: false, languageSheetOpen: false });
});

describe('product gating (spec 02 §2.3, §2.4, §2.7)', () => {
  const cases: [ProductKey, string, string][] = [
    ['casino', '/casino', 'Casino'],
    ['virtuals', '/virtual', 'Virtuals'],
    ['jackpots', '/jackpots', 'Jackpots'],
    ['livescore', '/livescore', 'Live Score'],
    ['shikisha', '/shikisha', 'Shikisha'],
    ['splitPot', '/split-pot', 'Split Pot'],
    ['goldenRace', '/shangwe-super-league', 'Shangwe Super League'],
  ];

  it.each(cases)(
    '%s: route, menu entry and nav item exist only when available',
    (product, path) => {
      const on = kenya;
      const off = without(product);
      expect(buildRouteTable(on).some((r) => r.path === path)).toBe(true);
      expect(buildRouteTable(off).some((r) => r.product === product)).toBe(false);
      expect(menuEntries(on).some((e) => e.product === product)).toBe(true);
      expect(menuEntries(off).some((e) => e.product === product)).toBe(false);
      expect(productNavEntries(off, true).some((e) => e.product === product)).toBe(false);
    },
  );

  it('Nigeria has no shikisha, split-pot, golden-race or daily-jackpot routes', () => {
    const nigeria = toPublicConfig(getCountryConfig('NG'));
    const products = new Set(
      buildRouteTable(nigeria)
        .map((r) => r.product)
        .filter(Boolean),
    );
    expect([...products].sort()).toEqual(['casino', 'jackpots', 'livescore', 'virtuals']);
  });

  it('Sababisha is always in the menu', () => {
    const bare = { ...kenya, availableProducts: [] };
    expect(menuEntries(bare).map((e) => e.label)).toContain(kenya.sababishaName);
    expect(buildRouteTable(bare).some((r) => r.name === 'sababisha')).toBe(true);
  });

  it('a path of a missing product shows home (catch-all), not the product', async () => {
    renderApp('/casino', { overrides: { availableProducts: without('casino').availableProducts } });
    await waitFor(() =>
      expect(screen.getByTestId('app-shell')).toHaveAttribute('data-route', 'not-found'),
    );
  });

  it('an available product path shows its screen', async () => {
    renderApp('/casino');
    await waitFor(() =>
      expect(screen.getByTestId('app-shell')).toHaveAttribute('data-route', 'casino'),
    );
    // The lobby's chunk loads on first use: allow for a cold transform of the casino feature.
    expect(await screen.findByRole('heading', { name: 'Casino' })).toBeInTheDocument();
  });

  it('the rendered nav and menu leave out a missing product', async () => {
    renderApp('/legal', { overrides: { availableProducts: without('casino').availableProducts } });
    const nav = await screen.findByTestId('product-nav');
    expect(within(nav).queryByText('Casino')).not.toBeInTheDocument();
    expect(within(nav).getByText('Jackpots')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('menu-button'));
    // The menu's chunk loads on first use, alongside the idle-time overlays: allow for a cold
    // transform of both.
    const menu = await screen.findByTestId('overlay-menu');
    expect(within(menu).queryByText('Casino')).not.toBeInTheDocument();
    expect(within(menu).getByText('Virtuals')).toBeInTheDocument();
  });

  it('hides Affiliates when affiliates is a disabled feature', async () => {
    renderApp('/legal', { country: 'GH' });
    await userEvent.click(await screen.findByTestId('menu-button'));
    const menu = await screen.findByTestId('overlay-menu');
    expect(within(menu).queryByText('Affiliates')).not.toBeInTheDocument();
    expect(within(menu).getByText('All legal references')).toBeInTheDocument();
  });
});

describe('bottom navigation (spec 02 §2.5)', () => {
  it('shows four items at 25% to visitors and five at 20% when logged in', async () => {
    const { unmount } = renderApp('/legal');
    const nav = await screen.findByTestId('bottom-nav');
    expect(within(nav).getAllByRole('link')).toHaveLength(4);
    expect(nav.style.getPropertyValue('--item-width')).toBe('25%');
    expect(within(nav).queryByText('My Bets')).not.toBeInTheDocument();
    unmount();

    act(() =>
      useSessionStore.getState().login({ token: 't', user: { id: 1, mobile: '0712345678' } }),
    );
    renderApp('/legal');
    const loggedIn = await screen.findByTestId('bottom-nav');
    expect(within(loggedIn).getAllByRole('link')).toHaveLength(5);
    expect(loggedIn.style.getPropertyValue('--item-width')).toBe('20%');
    expect(within(loggedIn).getByText('My Bets')).toBeInTheDocument();
    expect(within(loggedIn).getByText('Profile')).toBeInTheDocument();
  });

  it('is not shown on desktop, where the three columns are', async () => {
    setWidth(1280);
    renderApp('/');
    expect(await screen.findByTestId('right-column')).toBeInTheDocument();
    expect(screen.getByTestId('left-column')).toBeInTheDocument();
    expect(screen.queryByTestId('bottom-nav')).not.toBeInTheDocument();
  });
});

describe('session button (spec 02 §2.4)', () => {
  it('offers Login and Register carrying the current route as next', async () => {
    renderApp('/legal/terms-and-conditions');
    const bar = await screen.findByTestId('top-bar');
    expect(within(bar).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=/legal/terms-and-conditions',
    );
    expect(within(bar).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register?next=/legal/terms-and-conditions',
    );
  });

  it('shows Deposit to a logged-in user with KYC done, not Login', async () => {
    act(() =>
      useSessionStore
        .getState()
        .login({ token: 't', user: { id: 1, mobile: '0241234567', has_kyc: true, balance: 12.5 } }),
    );
    renderApp('/legal', { country: 'GH' });
    const bar = await screen.findByTestId('top-bar');
    expect(within(bar).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(within(bar).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('hides Deposit while KYC is outstanding where it is required', async () => {
    act(() =>
      useSessionStore
        .getState()
        .login({ token: 't', user: { id: 1, mobile: '0241234567', has_kyc: false } }),
    );
    renderApp('/legal', { country: 'GH' });
    const bar = await screen.findByTestId('top-bar');
    expect(within(bar).queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
  });
});

describe('overlay menu session entries (spec 02 §2.7, spec 01 §4)', () => {
  it('shows Logout only when logged in; it revokes the token, clears the session and says so', async () => {
    renderApp('/legal');
    await userEvent.click(await screen.findByTestId('menu-button'));
    expect(
      within(await screen.findByTestId('overlay-menu')).queryByText('Logout'),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));

    act(() =>
      useSessionStore.getState().login({ token: 'tok-1', user: { id: 3, mobile: '0712345678' } }),
    );
    const fetchMock = vi.mocked(fetch);
    fetchMock.mockClear();
    await userEvent.click(screen.getByTestId('menu-button'));
    await userEvent.click(within(await screen.findByTestId('overlay-menu')).getByText('Logout'));
    await waitFor(() => expect(useSessionStore.getState().authenticated).toBe(false));
    const logoutCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/logout'));
    expect(logoutCall).toBeDefined();
    expect((logoutCall![1] as RequestInit).method).toBe('POST');
    expect(await screen.findByText('You have been logged out successfully')).toBeInTheDocument();
  });

  it('lists the countries in the Switch your Country sheet with the current one checked', async () => {
    renderApp('/legal', { country: 'GH' });
    await userEvent.click(await screen.findByTestId('menu-button'));
    await userEvent.click(await screen.findByTestId('country-line'));
    const sheet = await screen.findByTestId('switch-country-sheet');
    expect(within(sheet).getByRole('heading', { name: 'Switch your Country' })).toBeInTheDocument();
    expect(
      within(sheet)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual([
      expect.stringContaining('Ethiopia'),
      expect.stringContaining('Kenya'),
      expect.stringContaining('Ghana'),
      expect.stringContaining('Nigeria'),
    ]);
    expect(within(sheet).getByRole('radio', { name: /Ghana/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('opens the Languages sheet from EN, listing English and Kiswahili in Kenya (issue 36)', async () => {
    renderApp('/legal');
    await userEvent.click(await screen.findByTestId('menu-button'));
    await userEvent.click(
      within(await screen.findByTestId('overlay-menu')).getByRole('button', { name: 'Languages' }),
    );
    expect(await screen.findByRole('heading', { name: 'Languages' })).toBeInTheDocument();
    const choices = within(screen.getByRole('radiogroup', { name: 'Languages' }));
    expect(choices.getAllByRole('radio').map((r) => r.textContent)).toEqual([
      'English✓',
      'Kiswahili',
    ]);
  });
});
