import { outcomeName } from '@shangwe/domain';
import type { PickView } from '../hooks/slip-view';
import { t, tAny } from '../../../lib/i18n';

/** One pick: teams, market, outcome, odd (or Expired/Started when locked), changed marker. */
export function PickRow({
  view,
  onRemove,
  disabled,
}: {
  view: PickView;
  onRemove: () => void;
  disabled: boolean;
}) {
  const { pick, state, badge, lockedLabel, previousOdd } = view;
  const rose = previousOdd !== null && pick.odd.odd_value > previousOdd;
  return (
    <li
      className={`slip-pick slip-pick--${state}`}
      data-testid="slip-pick"
      data-state={state}
      data-live={pick.live ? 'true' : 'false'}
    >
      <div className="slip-pick__main">
        <div className="slip-pick__teams">
          {pick.live && <span className="slip-pick__live">{t('LIVE')}</span>}
          {pick.home_team} v {pick.away_team}
        </div>
        <div className="slip-pick__market">
          {tAny(pick.market_name)}: <strong>{tAny(outcomeName(pick.odd.display))}</strong>
        </div>
        {badge && <div className="slip-pick__locked">{tAny(badge)}</div>}
      </div>
      <div className="slip-pick__odd" data-testid="slip-pick-odd">
        {lockedLabel ? (
          <span className="slip-pick__expired">{tAny(lockedLabel)}</span>
        ) : (
          <>
            {state === 'changed' && previousOdd !== null && (
              <span
                className={
                  rose
                    ? 'slip-pick__marker slip-pick__marker--up'
                    : 'slip-pick__marker slip-pick__marker--down'
                }
                title={t('Odds changed from {odds}', { odds: previousOdd.toFixed(2) })}
                aria-label={t('Odds changed from {odds}', { odds: previousOdd.toFixed(2) })}
              >
                {rose ? '▲' : '▼'} <s>{previousOdd.toFixed(2)}</s>
              </span>
            )}
            <span>{pick.odd.odd_value.toFixed(2)}</span>
          </>
        )}
      </div>
      <button
        type="button"
        className="slip-pick__remove"
        aria-label={t('Remove {home} v {away}', { home: pick.home_team, away: pick.away_team })}
        onClick={onRemove}
        disabled={disabled}
      >
        ×
      </button>
    </li>
  );
}
