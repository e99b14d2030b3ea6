import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Link, NavLink } from '../../../lib/app-link';
import { useQuery } from '@tanstack/react-query';
import { CASINO_GAMES, formatMultiplier, type CasinoGame } from '@shangwe/domain';
import { useBalanceRefresh } from '../../../shared/balance';
import { recentCrashPointsQuery } from '../api/casino-queries';
import {
  LOBBY_CATEGORIES,
  categoryOf,
  gamesIn,
  searchGames,
  type LobbyCategory,
} from '../lobby-categories';
import { useFavouriteGames } from '../stores/favourite-games';
import { GameTile } from './game-tile';
import '../casino.css';
import { msg, t, tAny } from '../../../lib/i18n';

/** Texts of the lobby. */
export const LOBBY_TEXT = {
  search: msg('Search games'),
  noResults: msg('No game matches your search.'),
  noFavourites: msg('Tap the heart on a game to keep it here.'),
  unknownCategory: msg('There is no such category.'),
} as const;

/** The category strip: the lobby, then each category; Favourites shows its count. */
function CategoryStrip({ favourites, current }: { favourites: number; current?: string }) {
  const strip = useRef<HTMLElement>(null);
  // The open category's chip in view: on a phone the strip scrolls, Favourites sits past the edge.
  useEffect(() => {
    const active = strip.current?.querySelector<HTMLElement>('.casino-cat.active');
    if (!strip.current || !active) return;
    strip.current.scrollLeft =
      active.offsetLeft - (strip.current.clientWidth - active.offsetWidth) / 2;
  }, [current]);
  return (
    <nav className="casino-cats" aria-label={t('Casino categories')} ref={strip}>
      <NavLink end to="/casino" className="casino-cat">
        {t('Lobby')}
      </NavLink>
      {LOBBY_CATEGORIES.map((c) => (
        <NavLink key={c.slug} to={`/casino/category/${c.slug}`} className="casino-cat">
          {tAny(c.label)}
          {c.slug === 'favourites' && favourites > 0 ? (
            <span
              className="casino-cat__count"
              aria-label={t('{count} games', { count: favourites })}
            >
              {favourites}
            </span>
          ) : null}
        </NavLink>
      ))}
    </nav>
  );
}

function Grid({ games, label }: { games: readonly CasinoGame[]; label: string }) {
  return (
    <ul className="game-grid" aria-label={tAny(label)}>
      {games.map((g) => (
        <GameTile key={g.id} game={g} />
      ))}
    </ul>
  );
}

/** One lobby row: a category's games with its See all link. */
function Section({ category, games }: { category: LobbyCategory; games: CasinoGame[] }) {
  if (games.length === 0) return null;
  return (
    <section className="casino-section" aria-labelledby={`casino-section-${category.slug}`}>
      <header className="casino-section__head">
        <h2 id={`casino-section-${category.slug}`}>{tAny(category.label)}</h2>
        <Link to={`/casino/category/${category.slug}`} className="casino-section__all">
          {t('See all')}
        </Link>
      </header>
      <Grid games={games} label={category.label} />
    </section>
  );
}

function CategoryPage({ name, favourites }: { name: string; favourites: readonly string[] }) {
  const category = categoryOf(name);
  if (!category) return <p className="casino-empty">{tAny(LOBBY_TEXT.unknownCategory)}</p>;
  const shown = gamesIn(CASINO_GAMES, category, favourites);
  return (
    <>
      <h1 className="casino-title">{tAny(category.label)}</h1>
      {shown.length === 0 ? (
        <p className="casino-empty">
          {tAny(category.slug === 'favourites' ? LOBBY_TEXT.noFavourites : LOBBY_TEXT.noResults)}
        </p>
      ) : (
        <Grid games={shown} label={category.label} />
      )}
    </>
  );
}

/** The crash tile's last crash points, as a real lobby shows the game is running. */
function RecentCrashPoints() {
  const recent = useQuery(recentCrashPointsQuery());
  if (!recent.data?.length) return null;
  return (
    <span className="game-tile__recent" aria-label={t('Last crash points')}>
      {recent.data.map((r) => (
        <span key={r.round_id} className={r.crash_point < 2 ? 'is-low' : 'is-high'}>
          {formatMultiplier(Math.round(r.crash_point * 100))}
        </span>
      ))}
    </span>
  );
}

function LobbyHome({ favourites }: { favourites: readonly string[] }) {
  const featured = CASINO_GAMES.find((g) => g.categories[0] === 'Crash');
  // Favourites first when there are any: the bettor's own games, one tap away. The Crash row
  // would only repeat the featured tile: its category stays one tap away in the strip.
  const rows = [
    ...LOBBY_CATEGORIES.filter((c) => c.slug === 'favourites'),
    ...LOBBY_CATEGORIES.filter(
      (c) =>
        c.slug !== 'favourites' &&
        !(featured && gamesIn(CASINO_GAMES, c, []).every((g) => g.id === featured.id)),
    ),
  ];
  return (
    <>
      <h1 className="visually-hidden">{t('Casino')}</h1>
      {featured ? (
        <ul className="game-grid game-grid--hero" aria-label={t('Featured')}>
          <GameTile game={featured} wide extra={<RecentCrashPoints />} />
        </ul>
      ) : null}
      {rows.map((c) => (
        <Section key={c.slug} category={c} games={gamesIn(CASINO_GAMES, c, favourites)} />
      ))}
    </>
  );
}

/**
 * `/casino` and `/casino/category/{categoryName}` (spec 02 §2.3): search, the category strip,
 * and the game tiles of the studio's own games; the lobby root shows the crash game wide first,
 * then a row per category. The casinoBanners carousel sits above, in the shell's banner slot.
 */
export function CasinoLobbyScreen() {
  const { categoryName } = useParams();
  const [query, setQuery] = useState('');
  const favourites = useFavouriteGames((s) => s.ids);
  const searching = query.trim().length > 0;
  // The header's balance is what the bettor plays with: fresh whenever the lobby opens.
  useBalanceRefresh();
  const found = searching ? searchGames(CASINO_GAMES, query) : [];

  return (
    <div className="casino-lobby" data-testid="casino-lobby">
      <div className="casino-search">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z"
            fill="currentColor"
          />
        </svg>
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={tAny(LOBBY_TEXT.search)}
          aria-label={tAny(LOBBY_TEXT.search)}
          enterKeyHint="search"
          maxLength={40}
        />
      </div>
      <CategoryStrip favourites={favourites.length} current={categoryName} />
      {searching ? (
        found.length === 0 ? (
          <p className="casino-empty">{tAny(LOBBY_TEXT.noResults)}</p>
        ) : (
          <Grid games={found} label={t('Search results')} />
        )
      ) : categoryName !== undefined ? (
        <CategoryPage name={categoryName} favourites={favourites} />
      ) : (
        <LobbyHome favourites={favourites} />
      )}
    </div>
  );
}
