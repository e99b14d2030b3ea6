import type { Sport } from '@shangwe/contract';
import { t, tAny } from '../../../lib/i18n';

/** Horizontal sport tabs (home highlights). */
export function SportTabs({
  sports,
  activeId,
  onSelect,
}: {
  sports: Sport[];
  activeId: number | undefined;
  onSelect: (sport: Sport) => void;
}) {
  return (
    <div className="sport-tabs" role="tablist" aria-label={t('Sports')}>
      {sports.map((sport) => (
        <button
          key={sport.sport_id}
          type="button"
          role="tab"
          aria-selected={sport.sport_id === activeId}
          className="sport-tabs__tab"
          onClick={() => onSelect(sport)}
        >
          {tAny(sport.sport_name)}
        </button>
      ))}
    </div>
  );
}
