import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { Link } from '../../../lib/app-link';
import { casinoGame, formatCurrency, type CasinoGame } from '@shangwe/domain';
import { Loader } from '../../../components/ui';
import { useBalanceRefresh } from '../../../shared/balance';
import { useCountryConfig } from '../../../shared/country-store';
import { useSessionStore } from '../../../shared/session-store';
import { useCasinoSound } from '../hooks/casino-sound';
import { loginHref } from '../login-href';
import { FavouriteButton } from './game-tile';
import { useInfoSheet } from '../stores/info-sheet';
import '../casino.css';
import { msg, t, tAny } from '../../../lib/i18n';

const CrashGame = lazy(() => import('./crash/crash-game').then((m) => ({ default: m.CrashGame })));
const DiceGame = lazy(() => import('./instant/dice-game').then((m) => ({ default: m.DiceGame })));
const WheelGame = lazy(() =>
  import('./instant/wheel-game').then((m) => ({ default: m.WheelGame })),
);

/** Texts of the game page. */
export const GAME_PAGE_TEXT = {
  unknown: msg('This game is not available.'),
  back: msg('Back to the casino'),
} as const;

/** The balance, always in view and in full (the amount the bettor plays with). */
function GameBalance() {
  const config = useCountryConfig();
  const authenticated = useSessionStore((s) => s.authenticated);
  const balance = useSessionStore((s) => Number(s.user?.balance ?? 0));
  const location = useLocation();
  useBalanceRefresh();
  if (!authenticated) {
    return (
      <Link className="casino-bar__login" to={loginHref(location.pathname + location.search)}>
        {t('Login')}
      </Link>
    );
  }
  const full = formatCurrency(balance, config);
  return (
    <span
      className="casino-bar__balance"
      data-testid="casino-balance"
      aria-label={t('Balance {amount}', { amount: full })}
    >
      {full}
    </span>
  );
}

function SoundToggle() {
  const on = useCasinoSound((s) => s.on);
  const toggle = useCasinoSound((s) => s.toggle);
  return (
    <button
      type="button"
      className="casino-bar__icon"
      aria-pressed={on}
      aria-label={on ? t('Sound on') : t('Sound off')}
      data-testid="casino-sound"
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {on ? (
          <path
            d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        ) : (
          <path d="m16 9 5 6m0-6-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
    </button>
  );
}

function GameBody({ game }: { game: CasinoGame }) {
  switch (game.id) {
    case 'crash':
      return <CrashGame game={game} />;
    case 'dice':
      return <DiceGame game={game} />;
    case 'wheel':
      return <WheelGame game={game} />;
  }
}

/**
 * `/casino/g/{gameId}` (spec 02 §2.3): the game full screen, bare (centerOnlyLayout, no shell
 * header or bottom nav), upright phone first. Its own bar keeps the balance in view and holds the
 * way back, the heart, the sound switch and the rules-and-fairness sheet.
 */
export function CasinoGameScreen() {
  const { id = '' } = useParams();
  const game = casinoGame(id);
  const openInfo = useInfoSheet((s) => s.setOpen);
  // A game opened from another game's page starts with its sheet closed.
  useEffect(() => () => openInfo(false), [id, openInfo]);

  return (
    <div className="casino-game" data-testid="casino-game" data-game={game?.id}>
      <header className="casino-bar">
        <Link to="/casino" className="casino-bar__icon" aria-label={tAny(GAME_PAGE_TEXT.back)}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" fill="currentColor" />
          </svg>
        </Link>
        <h1 className="casino-bar__title">{game?.name ?? t('Casino')}</h1>
        <GameBalance />
        {game ? <SoundToggle /> : null}
        {game ? (
          <button
            type="button"
            className="casino-bar__icon"
            aria-label={t('Rules and fairness')}
            data-testid="casino-info"
            onClick={() => openInfo(true)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M11 10h2v7h-2zm0-4h2v2h-2z" fill="currentColor" />
            </svg>
          </button>
        ) : null}
      </header>
      {game ? (
        <>
          <Suspense fallback={<Loader fill />}>
            <GameBody game={game} />
          </Suspense>
          <div className="casino-game__foot">
            <FavouriteButton id={game.id} name={game.name} />
            <span>
              RTP {game.rtpPercent}% · {tAny(game.tagline)}
            </span>
          </div>
        </>
      ) : (
        <div className="casino-empty">
          <p>{tAny(GAME_PAGE_TEXT.unknown)}</p>
          <Link to="/casino" className="btn btn-primary">
            {tAny(GAME_PAGE_TEXT.back)}
          </Link>
        </div>
      )}
    </div>
  );
}
