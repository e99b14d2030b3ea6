/**
 * Favourite casino games (spec 02 §3.8): the games the bettor hearted, toggled in and out and
 * kept in local storage, each entry carrying the spec's field name `gameID`.
 */
import { create } from 'zustand';
import { readJson, writeJson } from '../../../lib/storage';

/**
 * Local storage key of the hearted games. The spec names only the field (gameID) and says
 * "stored locally"; the key follows the favourite markets' `favouriteMarkets`.
 */
export const FAVOURITE_GAMES_KEY = 'favouriteCasinoGames';

/** One stored favourite, in the spec's shape. */
export interface FavouriteGame {
  gameID: string;
}

/** Game ids are short slugs; anything else in a hand-edited or corrupt store is dropped. */
const GAME_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

function readFavourites(): string[] {
  const stored = readJson<unknown>(FAVOURITE_GAMES_KEY, []);
  if (!Array.isArray(stored)) return [];
  const ids = stored
    .map((entry: unknown) =>
      entry && typeof entry === 'object' ? (entry as { gameID?: unknown }).gameID : undefined,
    )
    .filter((id): id is string => typeof id === 'string' && GAME_ID.test(id));
  return [...new Set(ids)];
}

interface FavouriteGamesState {
  /** Hearted game ids, in the order they were hearted. */
  ids: readonly string[];
  /** Hearts the game, or un-hearts it when hearted already. */
  toggle: (gameID: string) => void;
}

/** The favourite casino games store. */
export const useFavouriteGames = create<FavouriteGamesState>()((set, get) => ({
  ids: readFavourites(),
  toggle: (gameID) => {
    const ids = get().ids;
    const next = ids.includes(gameID) ? ids.filter((id) => id !== gameID) : [...ids, gameID];
    writeJson(
      FAVOURITE_GAMES_KEY,
      next.map((id): FavouriteGame => ({ gameID: id })),
    );
    set({ ids: next });
  },
}));

/** Re-reads the stored favourites (another tab changed them, or a test reset storage). */
export function reloadFavouriteGames(): void {
  useFavouriteGames.setState({ ids: readFavourites() });
}
