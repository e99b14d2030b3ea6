import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../../lib/app-link';
import { EmptyState, Skeleton } from '../../../components/ui';
import { marketsQuery } from '../api/virtual-queries';
import { countdownText, serverOffsetMs, useServerNow } from '../hooks/use-server-clock';
import { SeedHash } from '../../../shared/virtual-seed-proof';
import { VirtualOddButton } from './virtual-odd-button';
import './virtuals.css';
import { t, tAny } from '../../../lib/i18n';

/** The markets id of `/virtuals/markets?id=` or `/virtuals/markets/{id}`; null when not a number. */
export function marketsIdOf(param: string | undefined, query: string | null): number | null {
  const raw = query ?? param ?? '';
  return /^\d+$/.test(raw) ? Number(raw) : null;
}

function MatchMarkets({ id }: { id: number }) {
  const { data, isPending, isError, dataUpdatedAt } = useQuery(marketsQuery(id));
  const now = useServerNow(serverOffsetMs(data?.server_time, dataUpdatedAt));
  if (isPending) return <Skeleton />;
  if (isError) return <EmptyState message={t('This virtual match could not be found.')} />;
  const { match, round } = data;
  return (
    <div className="virtuals">
      <header className="virtuals__head">
        <Link className="vlink" to="/virtual">
          ‹ {t('Virtuals')}
        </Link>
        <h1 className="virtuals__title">
          {match.home_team} v {match.away_team}
        </h1>
      </header>
      <p className="vkickoff">
        <span>{t('Match-day {day}', { day: round.match_day })}</span>
        {match.status === 'open' ? (
          <span className="vkickoff__count">
            {t('Kick-off in')} <strong>{countdownText(round.kick_off, now)}</strong>
          </span>
        ) : (
          <span className="vkickoff__count">
            {match.status === 'playing' ? t('In play') : t('Finished')}
            {match.score ? ` · ${match.score.home} - ${match.score.away}` : ''}
          </span>
        )}
      </p>
      <SeedHash hash={round.seed_hash} />
      {match.markets.map((market) => {
        // The line reads '2.5', not the feed's 'total=2.5'.
        const line = market.special_bet_value.replace(/\b\w+=/g, '');
        const title = line ? `${tAny(market.name)} ${line}` : tAny(market.name);
        return (
          <section
            key={`${market.sub_type_id}:${market.special_bet_value}`}
            className="vmarket"
            aria-label={title}
          >
            <h2 className="vmarket__name">{title}</h2>
            <div className="vmarket__odds">
              {market.odds.map((odd) => (
                <VirtualOddButton
                  key={odd.odd_key}
                  match={match}
                  market={market}
                  odd={odd}
                  labelled
                />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}

/** A virtual match's markets (spec 01 §2: /virtuals/markets?id={parent_virtual_id}). */
export function VirtualMarketsScreen() {
  const { id: param } = useParams();
  const [search] = useSearchParams();
  const id = marketsIdOf(param, search.get('id'));
  if (id === null) return <EmptyState message={t('This virtual match could not be found.')} />;
  return <MatchMarkets id={id} />;
}
