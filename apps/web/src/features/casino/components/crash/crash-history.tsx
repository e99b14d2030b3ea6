import { formatMultiplier } from '@shangwe/domain';
import { t } from '../../../../lib/i18n';

/** The colour band of a crash point: low (< 2x), mid (< 10x), high. */
export function crashBand(crashPoint: number): 'low' | 'mid' | 'high' {
  return crashPoint < 2 ? 'low' : crashPoint < 10 ? 'mid' : 'high';
}

/** The recent crash points, newest first; tapping one opens its verification. */
export function CrashHistory({
  recent,
  onVerify,
}: {
  recent: readonly { round_id: number; crash_point: number }[];
  onVerify: (roundId: number) => void;
}) {
  return (
    <nav
      className="crash-history"
      aria-label={t('Recent crash points')}
      data-testid="crash-history"
    >
      {recent.map((r) => (
        <button
          key={r.round_id}
          type="button"
          className={`crash-chip crash-chip--${crashBand(r.crash_point)}`}
          aria-label={t('Round {round} crashed at {multiplier}: verify', {
            round: r.round_id,
            multiplier: formatMultiplier(Math.round(r.crash_point * 100)),
          })}
          onClick={() => onVerify(r.round_id)}
        >
          {formatMultiplier(Math.round(r.crash_point * 100))}
        </button>
      ))}
    </nav>
  );
}
