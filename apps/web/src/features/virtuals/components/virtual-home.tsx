import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../../../lib/app-link';
import { EmptyState, Skeleton } from '../../../components/ui';
import { useFirstInteraction } from '../../../lib/use-idle';
import { matchDayQuery, virtualKeys } from '../api/virtual-queries';
import { countdownText, serverOffsetMs, useServerNow } from '../hooks/use-server-clock';
import { useVirtualTicker } from '../hooks/use-virtual-ticker';
import { VirtualMatchList } from './virtual-match-list';
import { VirtualOngoing } from './virtual-ongoing';
import { VirtualResults } from './virtual-results';
import { SeedHash } from '../../../shared/virtual-seed-proof';
import { VirtualTable } from './virtual-table';
import { VirtualTabs, type VirtualTab } from './virtual-tabs';
import './virtuals.css';
import { t } from '../../../lib/i18n';

/** The open match-day: countdown to kick-off (server time), its matches and its seed hash. */
function OpenMatchDay() {
  const client = useQueryClient();
  const { data, isPending, isError, dataUpdatedAt } = useQuery(matchDayQuery());
  const now = useServerNow(serverOffsetMs(data?.server_time, dataUpdatedAt));
  const next = data?.next ?? null;
  const kickedOff = next ? Date.parse(next.kick_off) <= now : false;
  useEffect(() => {
    // At kick-off the next match-day opens: ask for it (the ticker also says so).
    if (kickedOff) void client.invalidateQueries({ queryKey: virtualKeys.all });
  }, [client, kickedOff]);
  if (isPending) return <Skeleton />;
  if (isError) return <EmptyState />;
  if (!next) return <EmptyState message={t('The next match-day is being prepared.')} />;
  return (
    <section className="vsection">
      <div className="vkickoff">
        <span>
          {t('Match-day {day} · Season {season}', { day: next.match_day, season: next.season })}
        </span>
        <span className="vkickoff__count">
          {t('Kick-off in')}{' '}
          <strong data-testid="virtual-countdown">{countdownText(next.kick_off, now)}</strong>
        </span>
      </div>
      <SeedHash hash={next.seed_hash} />
      <VirtualMatchList matches={next.matches} />
    </section>
  );
}

/** The virtual league: header, tabs (matches, in play, results, table) and the tab's content. */
export function VirtualHome({ tab }: { tab: VirtualTab }) {
  const { data } = useQuery(matchDayQuery());
  // The open match-day draws from its query and asks again at kick-off by itself (OpenMatchDay),
  // so its tab connects the ticker (socket.io-client, 12 KB, and a websocket) only once the
  // bettor touches the page (issue 27); the in-play, results and table tabs connect at once.
  const interacted = useFirstInteraction();
  useVirtualTicker(tab !== 'matches' || interacted ? data?.league.league_id : undefined);
  return (
    <div className="virtuals" data-testid="virtual-home">
      <header className="virtuals__head">
        <h1 className="virtuals__title">{data?.league.name ?? t('Virtual League')}</h1>
        {data?.in_play && (
          <Link className="virtuals__live" to="/virtuals/ongoing">
            {t('Match-day {day} in play', { day: data.in_play.match_day })}
          </Link>
        )}
      </header>
      <VirtualTabs active={tab} />
      {tab === 'matches' && <OpenMatchDay />}
      {tab === 'ongoing' && <VirtualOngoing />}
      {tab === 'results' && <VirtualResults />}
      {tab === 'table' && <VirtualTable />}
    </div>
  );
}

export const VirtualMatchesScreen = () => <VirtualHome tab="matches" />;
export const VirtualOngoingScreen = () => <VirtualHome tab="ongoing" />;
export const VirtualResultsScreen = () => <VirtualHome tab="results" />;
export const VirtualTableScreen = () => <VirtualHome tab="table" />;
