import { CASINO_GAMES } from '@shangwe/domain';
import { describe, expect, it } from 'vitest';
import { LOBBY_CATEGORIES, categoryOf, gamesIn, searchGames } from './lobby-categories';

const ids = (games: readonly { id: string }[]) => games.map((g) => g.id);
const category = (slug: string) => categoryOf(slug)!;

describe('casino lobby categories (issue 18)', () => {
  it('lists the five categories of the issue in order, each a /casino/category slug', () => {
    expect(LOBBY_CATEGORIES.map((c) => c.label)).toEqual([
      'Crash',
      'Instant',
      'Popular',
      'New',
      'Favourites',
    ]);
    expect(categoryOf('CRASH')?.slug).toBe('crash');
    expect(categoryOf('slots')).toBeUndefined();
  });

  it('files each studio game by its categories', () => {
    expect(ids(gamesIn(CASINO_GAMES, category('crash'), []))).toEqual(['crash']);
    expect(ids(gamesIn(CASINO_GAMES, category('instant'), []))).toEqual(['dice', 'wheel']);
    expect(ids(gamesIn(CASINO_GAMES, category('popular'), []))).toEqual(['crash', 'dice']);
    expect(ids(gamesIn(CASINO_GAMES, category('new'), []))).toEqual(['wheel']);
  });

  it('shows favourites in the order they were hearted and skips ids no longer offered', () => {
    expect(ids(gamesIn(CASINO_GAMES, category('favourites'), ['wheel', 'gone', 'crash']))).toEqual([
      'wheel',
      'crash',
    ]);
    expect(gamesIn(CASINO_GAMES, category('favourites'), [])).toEqual([]);
  });

  it('searches names, ids and categories, every word, case and accents aside', () => {
    expect(ids(searchGames(CASINO_GAMES, 'SPÍN'))).toEqual(['wheel']);
    expect(ids(searchGames(CASINO_GAMES, 'instant dice'))).toEqual(['dice']);
    expect(ids(searchGames(CASINO_GAMES, 'poker'))).toEqual([]);
    expect(ids(searchGames(CASINO_GAMES, '  '))).toEqual(ids(CASINO_GAMES));
  });
});
