import type { FixturesPrintResponse } from '@shangwe/contract';
import { t } from '../../../lib/i18n';

/** The printable table: game id, kick-off, home v away (with where they play), 1 X 2. */
export function FixturesTable({
  list,
  stale,
}: {
  list: FixturesPrintResponse['data'];
  /** The previous filter's list, shown while the new one loads. */
  stale: boolean;
}) {
  return (
    <div className="fixtures-print__scroll">
      <table className="fixtures-print__table" aria-busy={stale || undefined}>
        <caption className="fixtures-print__count">
          {list.matches.length === 1
            ? t('1 match')
            : t('{count} matches', { count: list.matches.length })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('Game ID')}</th>
            <th scope="col">{t('Time')}</th>
            <th scope="col">{t('Match')}</th>
            <th scope="col" className="fixtures-print__odd">
              1
            </th>
            {list.has_draw ? (
              <th scope="col" className="fixtures-print__odd">
                X
              </th>
            ) : null}
            <th scope="col" className="fixtures-print__odd">
              2
            </th>
          </tr>
        </thead>
        <tbody>
          {list.matches.map((m) => (
            <tr key={m.game_id}>
              <td className="fixtures-print__game">{m.game_id}</td>
              <td>{m.kickoff}</td>
              <td>
                <span className="fixtures-print__teams">
                  {m.home_team} v {m.away_team}
                </span>
                <span className="fixtures-print__where">
                  {m.category} · {m.competition}
                </span>
              </td>
              <td className="fixtures-print__odd">{m.odds.home || '-'}</td>
              {list.has_draw ? <td className="fixtures-print__odd">{m.odds.draw || '-'}</td> : null}
              <td className="fixtures-print__odd">{m.odds.away || '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
