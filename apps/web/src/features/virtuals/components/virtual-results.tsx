import { useQuery } from '@tanstack/react-query';
import { EmptyState, Skeleton } from '../../../components/ui';
import { resultsQuery } from '../api/virtual-queries';
import { SeedProof } from '../../../shared/virtual-seed-proof';
import { t } from '../../../lib/i18n';

/** Finished match-days, newest first, each with its scores and its seed proof. */
export function VirtualResults() {
  const { data, isPending, isError } = useQuery(resultsQuery());
  if (isPending) return <Skeleton />;
  if (isError) return <EmptyState />;
  if (data.rounds.length === 0) return <EmptyState message={t('No results yet.')} />;
  return (
    <section className="vsection">
      {data.rounds.map((round) => (
        <article key={round.round_id} className="vround">
          <h2 className="vround__title">
            {t('Match-day {day} · Round {round}', { day: round.match_day, round: round.round_id })}
          </h2>
          <ul className="vscores">
            {round.matches.map((m) => (
              <li key={m.parent_virtual_id} className="vscore">
                <span className="vscore__team">{m.home_team}</span>
                <strong className="vscore__score">
                  {m.score ? `${m.score.home} - ${m.score.away}` : '-'}
                </strong>
                <span className="vscore__team vscore__team--away">{m.away_team}</span>
              </li>
            ))}
          </ul>
          {round.seed && (
            <SeedProof roundId={round.round_id} seed={round.seed} seedHash={round.seed_hash} />
          )}
        </article>
      ))}
    </section>
  );
}
