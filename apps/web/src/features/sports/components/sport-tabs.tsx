import type { Sport } from '@shangwe/contract';

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
    <div className="sport-tabs" role="tablist" aria-label="Sports">
      {sports.map((sport) => (
        <button
          key={sport.sport_id}
          type="button"
          role="tab"
          aria-selected={sport.sport_id === activeId}
          className="sport-tabs__tab"
          onClick={() => onSelect(sport)}
        >
          {sport.sport_name}
        </button>
      ))}
    </div>
  );
}
