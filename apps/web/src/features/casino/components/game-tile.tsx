import type { ReactNode } from 'react';
import { Link } from '../../../lib/app-link';
import type { CasinoGame } from '@shangwe/domain';
import { useFavouriteGames } from '../stores/favourite-games';
import { GameArt, artOf } from './game-art';
import { t, tAny } from '../../../lib/i18n';

/** The heart on a tile and on the game page: toggles the game in and out of Favourites. */
export function FavouriteButton({
  id,
  name,
  className,
}: {
  id: string;
  name: string;
  className?: string;
}) {
  const hearted = useFavouriteGames((s) => s.ids.includes(id));
  const toggle = useFavouriteGames((s) => s.toggle);
  return (
    <button
      type="button"
      className={`casino-fav${hearted ? ' casino-fav--on' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={hearted}
      aria-label={t('Favourite {game}', { game: name })}
      data-testid="casino-favourite"
      onClick={() => toggle(id)}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.2 0 3.6 1.3 5.2 3.1 1.6-1.8 3-3.1 5.2-3.1 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
          fill={hearted ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}

/** One game in the lobby: artwork, name, return to player, a badge, and the heart. */
export function GameTile({
  game,
  wide = false,
  extra,
}: {
  game: CasinoGame;
  wide?: boolean;
  /** Shown under the name on a wide tile (the crash tile's last crash points). */
  extra?: ReactNode;
}) {
  const badge =
    game.categories[0] === 'Crash' ? 'LIVE' : game.categories.includes('New') ? 'NEW' : null;
  return (
    <li
      className={`game-tile${wide ? ' game-tile--wide' : ''}`}
      data-testid="game-tile"
      data-game={game.id}
    >
      <Link to={`/casino/g/${game.id}`} className="game-tile__link">
        <GameArt kind={artOf(game.id)} className="game-tile__art" />
        {badge ? (
          <span className={`game-tile__badge game-tile__badge--${badge.toLowerCase()}`}>
            {badge === 'LIVE' ? t('LIVE') : t('NEW')}
          </span>
        ) : null}
        <span className="game-tile__caption">
          <span className="game-tile__name">{game.name}</span>
          {wide ? <span className="game-tile__tagline">{tAny(game.tagline)}</span> : null}
          {extra}
          <span className="game-tile__rtp">RTP {game.rtpPercent}%</span>
        </span>
      </Link>
      <FavouriteButton id={game.id} name={game.name} className="game-tile__fav" />
    </li>
  );
}
