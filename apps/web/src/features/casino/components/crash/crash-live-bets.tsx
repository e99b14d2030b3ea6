import { useState } from 'react';
import { formatCurrency, formatMultiplier } from '@shangwe/domain';
import type { CrashRoundBet } from '@shangwe/contract';
import { useCountryConfig } from '../../../../shared/country-store';
import { t } from '../../../../lib/i18n';

/**
 * The round's bets as they happen: every player's (masked) bet, cash-out multiplier and win;
 * a second tab shows only the bettor's own.
 */
export function CrashLiveBets({
  bets,
  mine,
}: {
  bets: readonly CrashRoundBet[];
  mine: ReadonlySet<number>;
}) {
  const config = useCountryConfig();
  const [tab, setTab] = useState<'all' | 'mine'>('all');
  const shown = tab === 'all' ? bets : bets.filter((b) => mine.has(b.bet_id));
  const cashedOut = bets.filter((b) => b.status === 'cashed_out').length;
  const money = (n: number) => formatCurrency(n, config);
  return (
    <section
      className="crash-live"
      aria-label={t('Bets of this round')}
      data-testid="crash-live-bets"
    >
      <div className="crash-live__tabs" role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'all'}
          onClick={() => setTab('all')}
        >
          {t('All bets')} <span className="crash-live__count">{bets.length}</span>
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'mine'}
          onClick={() => setTab('mine')}
        >
          {t('My bets')}
        </button>
        <span className="crash-live__cashed">{t('{count} cashed out', { count: cashedOut })}</span>
      </div>
      {shown.length === 0 ? (
        <p className="crash-live__empty">
          {tab === 'all' ? t('No bets yet this round.') : t('You have no bet this round.')}
        </p>
      ) : (
        <table className="crash-live__table">
          <thead>
            <tr>
              <th scope="col">{t('Player')}</th>
              <th scope="col">{t('Bet')}</th>
              <th scope="col">x</th>
              <th scope="col">{t('Win')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.slice(0, 100).map((b) => (
              <tr
                key={b.bet_id}
                data-status={b.status}
                className={mine.has(b.bet_id) ? 'crash-live__mine' : undefined}
                data-testid="crash-live-bet"
              >
                <td>{mine.has(b.bet_id) ? t('You') : b.player}</td>
                <td>{money(b.stake)}</td>
                <td>
                  {b.status === 'cashed_out' && b.cashout_multiplier !== null
                    ? formatMultiplier(Math.round(b.cashout_multiplier * 100))
                    : b.status === 'lost'
                      ? '—'
                      : ''}
                </td>
                <td>{b.status === 'cashed_out' ? money(b.payout) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
