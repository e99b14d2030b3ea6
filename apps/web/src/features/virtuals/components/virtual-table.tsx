import { useQuery } from '@tanstack/react-query';
import { EmptyState, Skeleton } from '../../../components/ui';
import { tableQuery } from '../api/virtual-queries';

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
              Team
            </th>
            <th scope="col" title="Played">
              P
            </th>
            <th scope="col" title="Won">
              W
            </th>
            <th scope="col" title="Drawn">
              D
            </th>
            <th scope="col" title="Lost">
              L
            </th>
            <th scope="col" title="Goal difference">
              GD
            </th>
            <th scope="col" title="Points">
              Pts
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
