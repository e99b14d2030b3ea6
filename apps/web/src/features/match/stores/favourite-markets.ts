/**
 * Favourite markets (spec 02 §3.8): the sub_type_ids the bettor starred, toggled in and out and
 * kept in local storage, so their markets open first on every match page.
 */
import { create } from 'zustand';
import { readJson, writeJson } from '../../../lib/storage';

/**
 * Local storage key of the starred sub_type_ids. The spec says only "stored locally"; the name
 * follows the spec's other camelCase keys (hideLostBets, seeRecommendations).
 */
export const FAVOURITE_MARKETS_KEY = 'favouriteMarkets';

/** Whole positive numbers only: a hand-edited or corrupt store must not break the match page. */
function readFavourites(): number[] {
  const stored = readJson<unknown>(FAVOURITE_MARKETS_KEY, []);
  if (!Array.isArray(stored)) return [];
  return [...new Set(stored.filter((id): id is number => Number.isSafeInteger(id) && id > 0))];
}

interface FavouriteMarketsState {
  /** Starred sub_type_ids, in the order they were starred. */
  ids: readonly number[];
  /** Stars the market type, or unstars it when starred already. */
  toggle: (subTypeId: number) => void;
}

/** The favourite markets store. */
export const useFavouriteMarkets = create<FavouriteMarketsState>()((set, get) => ({
  ids: readFavourites(),
  toggle: (subTypeId) => {
    const ids = get().ids;
    const next = ids.includes(subTypeId)
      ? ids.filter((id) => id !== subTypeId)
      : [...ids, subTypeId];
    writeJson(FAVOURITE_MARKETS_KEY, next);
    set({ ids: next });
  },
}));

/** Re-reads the stored favourites (another tab changed them, or a test reset storage). */
export function reloadFavouriteMarkets(): void {
  useFavouriteMarkets.setState({ ids: readFavourites() });
}

/**
 * Favourite market types first, in the order the server lists them, then all the others in
 * their order: a stable partition, so starring never reshuffles the rest of the page.
 */
export function favouritesFirst<T extends { subTypeId: number }>(
  groups: readonly T[],
  favourites: readonly number[],
): T[] {
  if (favourites.length === 0) return [...groups];
  const starred = new Set(favourites);
  return [
    ...groups.filter((g) => starred.has(g.subTypeId)),
    ...groups.filter((g) => !starred.has(g.subTypeId)),
  ];
}
