import { beforeEach, describe, expect, it } from 'vitest';
import { FAVOURITE_GAMES_KEY, reloadFavouriteGames, useFavouriteGames } from './favourite-games';

beforeEach(() => {
  localStorage.clear();
  reloadFavouriteGames();
});

describe('favourite casino games (spec 02 §3.8)', () => {
  it('toggles a game in and out, stored locally by gameID', () => {
    useFavouriteGames.getState().toggle('crash');
    useFavouriteGames.getState().toggle('dice');
    expect(useFavouriteGames.getState().ids).toEqual(['crash', 'dice']);
    expect(JSON.parse(localStorage.getItem(FAVOURITE_GAMES_KEY)!)).toEqual([
      { gameID: 'crash' },
      { gameID: 'dice' },
    ]);
    useFavouriteGames.getState().toggle('crash');
    expect(useFavouriteGames.getState().ids).toEqual(['dice']);
    expect(JSON.parse(localStorage.getItem(FAVOURITE_GAMES_KEY)!)).toEqual([{ gameID: 'dice' }]);
  });

  it('reads back what was stored, dropping duplicates and junk from a corrupt store', () => {
    localStorage.setItem(
      FAVOURITE_GAMES_KEY,
      JSON.stringify([{ gameID: 'wheel' }, { gameID: 'wheel' }, { gameID: 7 }, 'crash', null]),
    );
    reloadFavouriteGames();
    expect(useFavouriteGames.getState().ids).toEqual(['wheel']);
    localStorage.setItem(FAVOURITE_GAMES_KEY, '{not json');
    reloadFavouriteGames();
    expect(useFavouriteGames.getState().ids).toEqual([]);
  });
});
