import { useQuery } from '@tanstack/react-query';
import { EmptyState, Skeleton } from '../../../components/ui';
import { tableQuery } from '../api/virtual-queries';
import { t } from '../../../lib/i18n';

/** The league standings after the finished match-days of this season. */
export function VirtualTable() {
  const { data, isPending, isError } = useQuery(tableQuery());
  if (isPending) return <Skeleton />;
  if (isError) return <EmptyState />;
  return (
    <section className="vsection">
      <p className="vnote">
        Season {data.season}, after {data.played_match_days} match-days
      </p>
      <table className="vtable">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col" className="vtable__team">
              {t('Team')}
            </th>
            <th scope="col" title={t('Played')}>
              {t('P')}
            </th>
            <th scope="col" title={t('Won')}>
              {t('W')}
            </th>
            <th scope="col" title={t('Drawn')}>
              {t('D')}
            </th>
            <th scope="col" title={t('Lost')}>
              {t('L')}
            </th>
            <th scope="col" title={t('Goal difference')}>
              {t('GD')}
            </th>
            <th scope="col" title={t('Points')}>
              {t('Pts')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.team_id}>
              <td>{row.position}</td>
              <td className="vtable__team">{row.team}</td>
              <td>{row.played}</td>
              <td>{row.won}</td>
              <td>{row.drawn}</td>
              <td>{row.lost}</td>
              <td>{row.goal_difference}</td>
              <td>
                <strong>{row.points}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
