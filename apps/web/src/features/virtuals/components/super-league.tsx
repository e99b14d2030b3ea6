import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Link } from '../../../lib/app-link';
import { EmptyState, Skeleton } from '../../../components/ui';
import { useCountryConfig } from '../../../shared/country-store';
import { useLiteMode } from '../../../shared/lite-mode';
import { matchDayQuery } from '../api/virtual-queries';
import { countdownText, serverOffsetMs, useServerNow } from '../hooks/use-server-clock';
import { useVirtualTicker } from '../hooks/use-virtual-ticker';
import { SeedHash } from '../../../shared/virtual-seed-proof';
import { VirtualMatchList } from './virtual-match-list';
import { VirtualOngoing } from './virtual-ongoing';
import './virtuals.css';
import { t } from '../../../lib/i18n';

/**
 * `/{product}-super-league` (spec 02 §2.3, goldenRace): the league full screen in the bare
 * layout, the page the provider's loader would fill. We are our own provider: each deeplink
 * entry is one of our leagues (its own clubs and kick-off times); `?ref=` selects one.
 */
export function SuperLeagueScreen() {
  const config = useCountryConfig();
  const lite = useLiteMode();
  const [search] = useSearchParams();
  const entries = config.goldenRaceDeeplinks;
  const selected = entries.find((e) => e.ref === search.get('ref')) ?? entries[0] ?? null;
  const { data, isPending, isError, dataUpdatedAt } = useQuery(matchDayQuery(selected?.ref));
  const now = useServerNow(serverOffsetMs(data?.server_time, dataUpdatedAt));
  useVirtualTicker(data?.league.league_id, selected?.ref);
  return (
    <div className="virtuals virtuals--full">
      <nav className="vtabs" aria-label={t('Leagues')}>
        {entries.map((entry) => (
          <Link
            key={entry.ref}
            to={`?ref=${encodeURIComponent(entry.ref)}`}
            className={`vtabs__tab${entry === selected ? ' vtabs__tab--active' : ''}`}
            aria-current={entry === selected ? 'page' : undefined}
          >
            {lite ? null : (
              <img className="vtabs__logo" src={entry.logoUrl} alt="" width={18} height={18} />
            )}
            {entry.name}
          </Link>
        ))}
      </nav>
      <header className="virtuals__head">
        <h1 className="virtuals__title">{selected?.name ?? data?.league.name ?? 'Super League'}</h1>
        <Link className="vlink" to="/virtual">
          {t('Virtuals')}
        </Link>
      </header>
      {isPending && <Skeleton />}
      {isError && <EmptyState />}
      {data?.in_play && <VirtualOngoing league={selected?.ref} />}
      {data?.next && (
        <section className="vsection">
          <div className="vkickoff">
            <span>{t('Match-day {day}', { day: data.next.match_day })}</span>
            <span className="vkickoff__count">
              {t('Kick-off in')} <strong>{countdownText(data.next.kick_off, now)}</strong>
            </span>
          </div>
          <SeedHash hash={data.next.seed_hash} />
          <VirtualMatchList matches={data.next.matches} />
        </section>
      )}
    </div>
  );
}
