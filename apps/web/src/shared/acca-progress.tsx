/**
 * How far the normal slip is on the acca bonus ladder (spec 02 §2.8, §4.7): shown in the acca
 * bonus sheet (betslip) and on the terms page (acca-bonus). Every number comes from
 * @shangwe/domain (qualifying picks, the matrix percent, the next level); nothing is re-derived.
 */
import {
  countQualifyingPicks,
  formatOdds,
  matrixPercent,
  nextAccaBonusLevel,
  type AccaBonusLevel,
} from '@shangwe/domain';
import { usePicks } from './betslip-store';
import { useCountryStore } from './country-store';
import './acca-progress.css';

/** Where the slip stands: qualifying picks, the percent they earn and the next level. */
export interface AccaProgressState {
  qualifying: number;
  percent: number;
  /** The next level that raises the percent; null at the top of the matrix. */
  next: AccaBonusLevel | null;
  minimumOdd: number;
  minSelections: number;
}

/** The progress of the main slip on the applied country's matrix; null before a country. */
export function useAccaProgress(): AccaProgressState | null {
  const config = useCountryStore((s) => s.config);
  const picks = usePicks('main');
  if (!config) return null;
  const odds = picks.map((p) => Number(p.odd.odd_value) || 0);
  const qualifying = countQualifyingPicks(odds, config.accaBonusMinimumOdd);
  return {
    qualifying,
    percent: matrixPercent(config.accaBonusMatrix, qualifying, config.accaBonusMinSelections),
    next: nextAccaBonusLevel(config, qualifying),
    minimumOdd: config.accaBonusMinimumOdd,
    minSelections: config.accaBonusMinSelections,
  };
}

/** The sentence under the bar. */
export function accaProgressText(p: AccaProgressState): string {
  const selections = (n: number) => `${n} ${n === 1 ? 'selection' : 'selections'}`;
  const have = `${selections(p.qualifying)} at odds of ${formatOdds(p.minimumOdd)} or higher`;
  if (!p.next) return `${have}: the maximum ${p.percent}% bonus`;
  const missing = p.next.selections - p.qualifying;
  const now = p.percent > 0 ? `${p.percent}% now. ` : '';
  return `${have}. ${now}Add ${missing} more for ${p.next.percent}%`;
}

/** The progress bar towards the next level (full at the maximum). */
export function AccaProgress({ progress }: { progress: AccaProgressState }) {
  const target = progress.next?.selections ?? progress.qualifying;
  const value = target > 0 ? Math.min(progress.qualifying, target) : 0;
  const text = accaProgressText(progress);
  return (
    <div className="acca-progress" data-testid="acca-progress">
      <div
        className="acca-progress__track"
        role="progressbar"
        aria-label="Acca bonus progress"
        aria-valuemin={0}
        aria-valuemax={Math.max(target, 1)}
        aria-valuenow={value}
        aria-valuetext={text}
      >
        <div
          className="acca-progress__fill"
          style={{ width: `${target > 0 ? (value / target) * 100 : 0}%` }}
        />
      </div>
      <p className="acca-progress__text">{text}</p>
    </div>
  );
}
