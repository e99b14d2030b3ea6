import { useQuery } from '@tanstack/react-query';
import { EmptyState, Skeleton } from '../../../components/ui';
import { ongoingQuery } from '../api/virtual-queries';
import { SeedHash } from '../../../shared/virtual-seed-proof';
import { t } from '../../../lib/i18n';

/**
 * The match-day in play: the running clock and the scores with their goals, pushed over the
 * websocket (useVirtualTicker writes into this query).
 */
export function VirtualOngoing({ league }: { league?: string } = {}) {
  const { data, isPending, isError } = useQuery({
    ...ongoingQuery(league),
    // The websocket pushes the clock; this only covers a socket that could not connect.
    refetchInterval: (query) => (query.state.data?.clock_running ? 10_000 : false),
  });
  if (isPending) return <Skeleton />;
  if (isError) return <EmptyState />;
  const round = data.round;
  if (!round)
    return <EmptyState message={t('No match-day in play now. The next one kicks off soon.')} />;
  return (
    <section className="vsection" aria-live="polite">
      <p className="vclock">
        <span className="vclock__label">{t('Match-day {day}', { day: round.match_day })}</span>
        <strong className="vclock__minute" data-testid="virtual-clock">
          {round.status === 'finished' ? 'FT' : `${data.minute}'`}
        </strong>
      </p>
      <ul className="vscores">
        {round.matches.map((m) => (
          <li key={m.parent_virtual_id} className="vscore vscore--live">
            <span className="vscore__team">{m.home_team}</span>
            <strong className="vscore__score">
              {m.score ? `${m.score.home} - ${m.score.away}` : '0 - 0'}
            </strong>
            <span className="vscore__team vscore__team--away">{m.away_team}</span>
            {m.goals.length > 0 && (
              <span className="vscore__goals">
                {m.goals.map((g) => `${g.minute}' ${g.home}-${g.away}`).join(' · ')}
              </span>
            )}
          </li>
        ))}
      </ul>
      <SeedHash hash={round.seed_hash} />
    </section>
  );
}
