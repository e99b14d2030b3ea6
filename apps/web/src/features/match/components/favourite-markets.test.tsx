import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildMarket, buildMatchDetail, stubFetch } from '../../../test/catalog-fixtures';
import { renderRoute } from '../../../test/render-route';
import {
  FAVOURITE_MARKETS_KEY,
  favouritesFirst,
  reloadFavouriteMarkets,
  useFavouriteMarkets,
} from '../stores/favourite-markets';
import { PrebetMarketsScreen } from './match-screen';

vi.mock('../../../lib/socket-client', () => ({
  socketClient: { subscribeMatch: () => () => undefined },
}));

const markets = [
  buildMarket({ sub_type_id: 1, name: '1X2' }),
  buildMarket({ sub_type_id: 10, name: 'Double Chance' }),
  buildMarket({ sub_type_id: 29, name: 'Both Teams To Score' }),
];

function headings() {
  return screen
    .getAllByTestId('market-group')
    .map((g) => within(g).getByRole('button', { expanded: true }).textContent);
}

async function openMatch() {
  stubFetch({ '/api/match': { data: buildMatchDetail({ markets }) } });
  renderRoute(<PrebetMarketsScreen />, { path: '/m/:matchId', at: '/m/1001' });
  await screen.findAllByTestId('market-group');
}

beforeEach(() => reloadFavouriteMarkets());
afterEach(() => vi.unstubAllGlobals());

describe('favourite markets (spec 02 §3.8)', () => {
  it('stars a market: it moves first, is stored by sub_type_id, and unstars on a second tap', async () => {
    await openMatch();
    expect(headings()).toEqual(['1X2▾', 'Double Chance▾', 'Both Teams To Score▾']);

    const star = screen.getByRole('button', { name: 'Favourite market Both Teams To Score' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);

    expect(headings()).toEqual(['Both Teams To Score▾', '1X2▾', 'Double Chance▾']);
    expect(JSON.parse(localStorage.getItem(FAVOURITE_MARKETS_KEY)!)).toEqual([29]);
    expect(
      screen.getByRole('button', { name: 'Favourite market Both Teams To Score' }),
    ).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(
      screen.getByRole('button', { name: 'Favourite market Both Teams To Score' }),
    );
    expect(headings()).toEqual(['1X2▾', 'Double Chance▾', 'Both Teams To Score▾']);
    expect(JSON.parse(localStorage.getItem(FAVOURITE_MARKETS_KEY)!)).toEqual([]);
  });

  it('shows stored favourites first on the next visit', async () => {
    localStorage.setItem(FAVOURITE_MARKETS_KEY, JSON.stringify([10, 29]));
    reloadFavouriteMarkets();
    await openMatch();
    expect(headings()).toEqual(['Double Chance▾', 'Both Teams To Score▾', '1X2▾']);
  });

  it('ignores a corrupt store', () => {
    localStorage.setItem(FAVOURITE_MARKETS_KEY, '{"not":"a list"}');
    reloadFavouriteMarkets();
    expect(useFavouriteMarkets.getState().ids).toEqual([]);
    localStorage.setItem(FAVOURITE_MARKETS_KEY, JSON.stringify([18, '7', -1, 18, 2.5]));
    reloadFavouriteMarkets();
    expect(useFavouriteMarkets.getState().ids).toEqual([18]);
  });

  it('keeps server order within favourites and within the rest', () => {
    const groups = [1, 10, 18, 29, 45].map((subTypeId) => ({ subTypeId }));
    expect(favouritesFirst(groups, [45, 10]).map((g) => g.subTypeId)).toEqual([10, 45, 1, 18, 29]);
    expect(favouritesFirst(groups, []).map((g) => g.subTypeId)).toEqual([1, 10, 18, 29, 45]);
    expect(favouritesFirst(groups, [99]).map((g) => g.subTypeId)).toEqual([1, 10, 18, 29, 45]);
  });
});
