import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState, Skeleton } from '../../../components/ui';
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
  if (!next) return <EmptyState message="The next match-day is being prepared." />;
  return (
    <section className="vsection">
      <div className="vkickoff">
        <span>
          Match-day {next.match_day} · Season {next.season}
        </span>
        <span className="vkickoff__count">
          Kick-off in{' '}
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
  useVirtualTicker(data?.league.league_id);
  return (
    <div className="virtuals">
      <header className="virtuals__head">
        <h1 className="virtuals__title">{data?.league.name ?? 'Virtual League'}</h1>
        {data?.in_play && (
          <Link className="virtuals__live" to="/virtuals/ongoing">
            Match-day {data.in_play.match_day} in play
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
