import { formatMultiplier } from '@shangwe/domain';

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
    <nav className="crash-history" aria-label="Recent crash points" data-testid="crash-history">
      {recent.map((r) => (
        <button
          key={r.round_id}
          type="button"
          className={`crash-chip crash-chip--${crashBand(r.crash_point)}`}
          aria-label={`Round ${r.round_id} crashed at ${formatMultiplier(Math.round(r.crash_point * 100))}: verify`}
          onClick={() => onVerify(r.round_id)}
        >
          {formatMultiplier(Math.round(r.crash_point * 100))}
        </button>
      ))}
    </nav>
  );
}
