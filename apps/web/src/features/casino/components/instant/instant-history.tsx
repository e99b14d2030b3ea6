import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatCurrency } from '@shangwe/domain';
import type { CasinoBet } from '@shangwe/contract';
import { useCountryConfig } from '../../../../shared/country-store';
import { casinoHistoryQuery } from '../../api/casino-queries';
import { useChangeClientSeed } from '../../hooks/use-instant-play';
import { InstantVerifySheet } from './instant-verify';
import { randomClientSeed } from './seed-panel';
import { msg, t, tAny } from '../../../../lib/i18n';

/** Texts of the history. */
export const HISTORY_TEXT = {
  empty: msg('Your bets on this game show here.'),
  sealed: msg('Seed in use'),
  reveal: msg('Reveal my server seed to verify'),
  revealHint: msg(
    'Bets made with the server seed in use can be verified once you change your client seed: the server seed is then revealed.',
  ),
} as const;

/**
 * The bettor's last bets on one instant game, each with its result and, once its server seed is
 * revealed, a Verify that recomputes it in the browser.
 */
export function InstantHistory({ game }: { game: 'dice' | 'wheel' }) {
  const config = useCountryConfig();
  const history = useQuery(casinoHistoryQuery(game, 10));
  const rotate = useChangeClientSeed();
  const [verifying, setVerifying] = useState<CasinoBet | null>(null);
  const bets = history.data?.bets ?? [];
  const sealed = bets.some((b) => !b.server_seed);

  return (
    <section
      className="instant-history"
      aria-label={t('My recent bets')}
      data-testid="instant-history"
    >
      <h2>{t('My recent bets')}</h2>
      {history.data && bets.length === 0 ? (
        <p className="casino-muted">{tAny(HISTORY_TEXT.empty)}</p>
      ) : null}
      <ul>
        {bets.map((b) => (
          <li
            key={b.bet_id}
            className={`instant-bet instant-bet--${b.status}`}
            data-testid="instant-bet"
          >
            <span className="instant-bet__detail">{b.detail}</span>
            <span className="instant-bet__payout">
              {b.status === 'won'
                ? `+${formatCurrency(b.payout, config)}`
                : `−${formatCurrency(b.stake, config)}`}
            </span>
            {b.server_seed ? (
              <button type="button" className="instant-bet__verify" onClick={() => setVerifying(b)}>
                {t('Verify')}
              </button>
            ) : (
              <span className="instant-bet__sealed">{tAny(HISTORY_TEXT.sealed)}</span>
            )}
          </li>
        ))}
      </ul>
      {sealed ? (
        <div className="instant-history__reveal">
          <p className="casino-muted">{tAny(HISTORY_TEXT.revealHint)}</p>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={rotate.isPending}
            onClick={() => rotate.mutate(randomClientSeed())}
          >
            {tAny(HISTORY_TEXT.reveal)}
          </button>
        </div>
      ) : null}
      <InstantVerifySheet bet={verifying} onClose={() => setVerifying(null)} />
    </section>
  );
}
