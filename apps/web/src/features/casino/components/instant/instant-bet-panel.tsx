import type { ReactNode } from 'react';
import { formatCurrency, type CasinoGame } from '@shangwe/domain';
import type { InstantPlayResponse } from '@shangwe/contract';
import { useCountryConfig } from '../../../../shared/country-store';
import { useInstantPlay } from '../../hooks/use-instant-play';
import { GameInfoSheet } from '../game-info-sheet';
import { InstantHistory } from './instant-history';
import { PlayControls } from './play-controls';
import { SeedPanel } from './seed-panel';
import { t, tAny } from '../../../../lib/i18n';

/** The instant games: one stake, one result, settled at once. */
export type InstantGameId = 'dice' | 'wheel';

/** What `useInstantPlay` gives the game screen; the panel shares its one mutation. */
type InstantPlayState = ReturnType<typeof useInstantPlay>;

/**
 * The line under an instant game's stage: the win of the last bet, or `idle` before one (or
 * while the wheel still turns).
 */
export function InstantOutcome({
  answer,
  idle,
}: {
  answer: InstantPlayResponse | null;
  idle: string;
}) {
  const config = useCountryConfig();
  return (
    <p className="instant-stage__note" data-testid="instant-outcome">
      {answer
        ? answer.won
          ? t('You won {amount}', { amount: formatCurrency(answer.payout, config) })
          : t('No win this time')
        : idle}
    </p>
  );
}

/** The fairness part of an instant game's rules sheet: how a result is drawn, and the seeds. */
export function InstantFairness({ children }: { children: ReactNode }) {
  const { seeds } = useInstantPlay();
  return (
    <div className="casino-fairness">
      <p>{children}</p>
      {seeds.data ? <SeedPanel seeds={seeds.data} /> : <p>{t('Log in to see your seeds.')}</p>}
    </div>
  );
}

/**
 * The bet panel of an instant game (dice, wheel): stake with its quick steps and limit message,
 * the play button (or the way to log in), the failure of the last play, the server seed hash and
 * nonce the next bet uses, the bettor's history and the rules sheet. Each game passes what
 * differs: its word for a bet (`Roll`, `Spin`), when it is busy and what a press plays.
 */
export function InstantBetPanel({
  game,
  id,
  label,
  instant,
  busy,
  onPlay,
  fairness,
}: {
  game: CasinoGame;
  id: InstantGameId;
  label: string;
  instant: InstantPlayState;
  busy: boolean;
  onPlay: (stakeCents: number) => void;
  fairness: ReactNode;
}) {
  const { seeds, mutation, authenticated } = instant;
  return (
    <>
      <PlayControls
        game={id}
        label={label}
        authenticated={authenticated}
        busy={busy}
        error={mutation.error}
        onPlay={onPlay}
      />
      {seeds.data ? (
        <p className="instant-seedline">
          {t('Next {what}: server seed hash', { what: tAny(label).toLowerCase() })}{' '}
          <code>{seeds.data.server_seed_hash.slice(0, 16)}…</code> ·{' '}
          {t('nonce {nonce}', { nonce: seeds.data.nonce })}
        </p>
      ) : null}
      {authenticated ? <InstantHistory game={id} /> : null}
      <GameInfoSheet game={game} fairness={<InstantFairness>{fairness}</InstantFairness>} />
    </>
  );
}
