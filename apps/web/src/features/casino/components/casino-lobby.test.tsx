import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/catalog-fixtures';
import { applyTestCountry } from '../../../test/country';
import { renderRoute } from '../../../test/render-route';
import { FAVOURITE_GAMES_KEY, reloadFavouriteGames } from '../stores/favourite-games';
import { CasinoLobbyScreen, LOBBY_TEXT } from './casino-lobby';

beforeEach(() => {
  applyTestCountry('KE');
  reloadFavouriteGames();
});
afterEach(() => vi.unstubAllGlobals());

const tileNames = (list: HTMLElement) =>
  within(list)
    .getAllByTestId('game-tile')
    .map((t) => t.getAttribute('data-game'));

describe('/casino lobby (issue 18)', () => {
  it('shows the crash game wide first with its last crash points, then a row per category', async () => {
    stubFetch({
      '/api/casino/crash/state': {
        recent: [
          { round_id: 9, crash_point: 1.3 },
          { round_id: 8, crash_point: 24.07 },
        ],
      },
    });
    renderRoute(<CasinoLobbyScreen />, { path: '/casino', at: '/casino' });
    expect(tileNames(screen.getByRole('list', { name: 'Featured' }))).toEqual(['crash']);
    expect(await screen.findByLabelText('Last crash points')).toHaveTextContent('1.30x24.07x');
    // The Crash row would only repeat the featured tile.
    expect(screen.queryByRole('list', { name: 'Crash' })).toBeNull();
    expect(tileNames(screen.getByRole('list', { name: 'Instant' }))).toEqual(['dice', 'wheel']);
    expect(screen.queryByRole('list', { name: 'Favourites' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Casino categories' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/casino',
      '/casino/category/crash',
      '/casino/category/instant',
      '/casino/category/popular',
      '/casino/category/new',
      '/casino/category/favourites',
    ]);
  });

  it('hearts a game: it joins Favourites, stored locally, and leaves on a second tap', async () => {
    renderRoute(<CasinoLobbyScreen />, {
      path: '/casino/category/:categoryName',
      at: '/casino/category/favourites',
    });
    expect(screen.getByText(LOBBY_TEXT.noFavourites)).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: LOBBY_TEXT.search }), 'wheel');
    const heart = screen.getByRole('button', { name: 'Favourite Spin Wheel' });
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(FAVOURITE_GAMES_KEY)!)).toEqual([{ gameID: 'wheel' }]);

    await userEvent.clear(screen.getByRole('searchbox', { name: LOBBY_TEXT.search }));
    expect(tileNames(screen.getByRole('list', { name: 'Favourites' }))).toEqual(['wheel']);
    expect(screen.getByLabelText('1 games')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Favourite Spin Wheel' }));
    expect(screen.getByText(LOBBY_TEXT.noFavourites)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(FAVOURITE_GAMES_KEY)!)).toEqual([]);
  });

  it('searches the games and says so when nothing matches', async () => {
    renderRoute(<CasinoLobbyScreen />, { path: '/casino', at: '/casino' });
    await userEvent.type(screen.getByRole('searchbox', { name: LOBBY_TEXT.search }), 'dice');
    expect(tileNames(screen.getByRole('list', { name: 'Search results' }))).toEqual(['dice']);
    await userEvent.type(screen.getByRole('searchbox', { name: LOBBY_TEXT.search }), ' poker');
    expect(screen.getByText(LOBBY_TEXT.noResults)).toBeInTheDocument();
  });

  it('opens a category by its path in any case, and names an unknown one', () => {
    const { unmount } = renderRoute(<CasinoLobbyScreen />, {
      path: '/casino/category/:categoryName',
      at: '/casino/category/Instant',
    });
    expect(screen.getByRole('heading', { name: 'Instant' })).toBeInTheDocument();
    expect(tileNames(screen.getByRole('list', { name: 'Instant' }))).toEqual(['dice', 'wheel']);
    unmount();
    renderRoute(<CasinoLobbyScreen />, {
      path: '/casino/category/:categoryName',
      at: '/casino/category/slots',
    });
    expect(screen.getByText(LOBBY_TEXT.unknownCategory)).toBeInTheDocument();
  });
});
