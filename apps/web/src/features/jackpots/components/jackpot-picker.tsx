import type { JackpotEvent, JackpotMatch } from '@shangwe/contract';
import { formatOdds, type JackpotPick } from '@shangwe/domain';
import { msg, t, tAny } from '../../../lib/i18n';
import { useJackpotSlipStore, type JackpotSlip } from '../../../shared/jackpot-slip-store';
import { formatKickOff, useMatchTimeZone } from '../../../shared/match-time';
import { notify } from '../../../shared/notice-store';
import { isFixedOdds, picksOf, takesOneOutcome } from '../hooks/jackpot-slip-view';

const OUTCOMES: readonly JackpotPick[] = ['1', 'X', '2'];
const OUTCOME_NAMES: Record<JackpotPick, string> = {
  '1': msg('home win'),
  X: msg('draw'),
  '2': msg('away win'),
};

function MatchRow({
  event,
  match,
  picks,
  disabled,
}: {
  event: JackpotEvent;
  match: JackpotMatch;
  picks: readonly JackpotPick[];
  disabled: boolean;
}) {
  const timeZone = useMatchTimeZone();
  const priced = isFixedOdds(event.kind);
  const toggle = (outcome: JackpotPick) => {
    const done = useJackpotSlipStore
      .getState()
      .toggle(event.event_id, event.kind, match.parent_match_id, outcome, {
        maxSelections: event.max_selections,
        single: takesOneOutcome(event.kind),
      });
    if (!done.ok) notify({ type: 'warning', title: event.name, message: tAny(done.message) });
  };
  return (
    <li className="jp-match" data-testid="jackpot-match">
      <div className="jp-match__info">
        <span className="jp-match__pos">{match.position}</span>
        <span className="jp-match__teams">
          <strong>{match.home_team}</strong>
          <strong>{match.away_team}</strong>
          <small>
            {formatKickOff(match.start_time, timeZone)} · {match.competition_name}
          </small>
        </span>
      </div>
      <div className="jp-chips" role="group" aria-label={`${match.home_team} v ${match.away_team}`}>
        {OUTCOMES.map((outcome) => {
          const odd = match.odds.find((o) => o.odd_key === outcome);
          if (priced && !odd) return <span key={outcome} className="jp-chip jp-chip--empty" />;
          const on = picks.includes(outcome);
          return (
            <button
              key={outcome}
              type="button"
              className={on ? 'jp-chip jp-chip--on' : 'jp-chip'}
              aria-pressed={on}
              aria-label={`${outcome} ${tAny(OUTCOME_NAMES[outcome])}, ${match.home_team} v ${match.away_team}`}
              disabled={disabled}
              onClick={() => toggle(outcome)}
            >
              <span className="jp-chip__key">{outcome}</span>
              {odd && (
                <span className="jp-chip__odd">
                  {odd.catalog_odd_value !== null && odd.catalog_odd_value < odd.odd_value && (
                    <s className="jp-chip__was">{formatOdds(odd.catalog_odd_value)}</s>
                  )}
                  {formatOdds(odd.odd_value)}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </li>
  );
}

/**
 * The matches of an event with a 1 / X / 2 chip each (spec 02 §3.8): several chips on a match
 * make a double or triple where the product allows it; fixed-odds products show each price
 * (the catalog's struck through under a boosted one).
 */
export function JackpotPicker({
  event,
  slip,
  disabled,
}: {
  event: JackpotEvent;
  slip: JackpotSlip;
  disabled: boolean;
}) {
  return (
    <ol className="jp-matches" aria-label={t('{name} matches', { name: event.name })}>
      {event.matches.map((m) => (
        <MatchRow
          key={m.parent_match_id}
          event={event}
          match={m}
          picks={picksOf(slip, m.parent_match_id)}
          disabled={disabled}
        />
      ))}
    </ol>
  );
}
