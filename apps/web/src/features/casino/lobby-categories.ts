/**
 * The lobby's categories (issue 18: Crash, Instant, Popular, New, Favourites) and its search,
 * as pure functions over the studio's game list (`CASINO_GAMES` of @shangwe/domain), so the
 * lobby and its tests share one rule.
 */
import type { CasinoCategory } from '@shangwe/domain';

/** What the lobby needs to know of a game. */
export interface LobbyGame {
  id: string;
  name: string;
  /** The lobby categories the game is listed in; the first is its own. */
  categories: readonly string[];
}

/** The categories, in the strip's order; each slug is its /casino/category/{categoryName}. */
export const LOBBY_CATEGORIES = [
  { slug: 'crash', label: 'Crash' },
  { slug: 'instant', label: 'Instant' },
  { slug: 'popular', label: 'Popular' },
  { slug: 'new', label: 'New' },
  { slug: 'favourites', label: 'Favourites' },
] as const satisfies readonly { slug: string; label: CasinoCategory | 'Favourites' }[];

export type LobbyCategory = (typeof LOBBY_CATEGORIES)[number];
export type CategorySlug = LobbyCategory['slug'];

/** The category of a /casino/category/{categoryName} path (any case), or undefined. */
export function categoryOf(name: string | undefined): LobbyCategory | undefined {
  const slug = (name ?? '').trim().toLowerCase();
  return LOBBY_CATEGORIES.find((c) => c.slug === slug);
}

/**
 * The games of one category in catalogue order; Favourites in the order the bettor hearted
 * them (a favourite no longer in the catalogue is skipped, not shown broken).
 */
export function gamesIn<T extends LobbyGame>(
  games: readonly T[],
  category: LobbyCategory,
  favourites: readonly string[],
): T[] {
  if (category.slug === 'favourites') {
    const byId = new Map(games.map((g) => [g.id, g]));
    return favourites.map((id) => byId.get(id)).filter((g): g is T => g !== undefined);
  }
  return games.filter((g) => g.categories.includes(category.label));
}

/** Folds case and accents, so 'SPIN' and 'spín' find 'Spin Wheel'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Games whose name, id or categories hold every word of the query. */
export function searchGames<T extends LobbyGame>(games: readonly T[], query: string): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...games];
  return games.filter((g) => {
    const text = fold(`${g.name} ${g.id} ${g.categories.join(' ')}`);
    return words.every((w) => text.includes(w));
  });
}
