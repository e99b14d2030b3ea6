import { Link } from '../../../lib/app-link';
import type { VirtualMatch } from '@shangwe/contract';
import { VirtualOddButton } from './virtual-odd-button';
import { t } from '../../../lib/i18n';

/** The 1X2 market of a match (the list's main odds). */
const MAIN_SUB_TYPE = 1;

/** The open match-day's matches with their main odds and a link to all markets. */
export function VirtualMatchList({ matches }: { matches: readonly VirtualMatch[] }) {
  return (
    <ul className="vmatches">
      {matches.map((match) => {
        const main =
          match.markets.find((m) => m.sub_type_id === MAIN_SUB_TYPE) ?? match.markets[0] ?? null;
        return (
          <li key={match.parent_virtual_id} className="vmatch">
            <div className="vmatch__teams">
              <span>{match.home_team}</span>
              <span>{match.away_team}</span>
            </div>
            <div className="vmatch__odds">
              {main?.odds.map((odd) => (
                <VirtualOddButton key={odd.odd_key} match={match} market={main} odd={odd} />
              ))}
            </div>
            <Link
              className="vmatch__more"
              to={`/virtuals/markets?id=${match.parent_virtual_id}`}
              aria-label={t('All markets of {home} v {away}', {
                home: match.home_team,
                away: match.away_team,
              })}
            >
              +{match.market_count}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
