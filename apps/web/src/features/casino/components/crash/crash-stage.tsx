import { useEffect, useMemo, useState } from 'react';
import { formatMultiplier } from '@shangwe/domain';
import type { CrashRound } from '@shangwe/contract';
import { msg, t, tAny } from '../../../../lib/i18n';

/** Texts of the stage. */
export const STAGE_TEXT = {
  nextRound: msg('Next round in'),
  takingOff: msg('Taking off…'),
  flewAway: msg('Flew away!'),
} as const;

/**
 * The offset of the server's clock from the phone's, fixed when a round's phase changes (each
 * round push carries `server_time`), so the bet window counts down on the server's time.
 */
function useServerOffset(round: CrashRound): number {
  const { round_id, phase, server_time } = round;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- fixed per phase, not per tick
  return useMemo(() => Date.parse(server_time) - Date.now(), [round_id, phase]);
}

/** Seconds left of the bet window, one decimal, ticking ten times a second. */
function useWindowLeft(round: CrashRound): number {
  const offset = useServerOffset(round);
  const ends = Date.parse(round.bet_window_ends_at);
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    if (round.phase !== 'betting') return;
    setNow(Date.now() + offset);
    const timer = setInterval(() => setNow(Date.now() + offset), 100);
    return () => clearInterval(timer);
  }, [round.phase, offset]);
  return Math.max(0, (ends - now) / 1000);
}

/** The axes' reach: at least 1.8x and 8 s, growing with the flight so the curve stays in view. */
function scale(hundredths: number, elapsedMs: number) {
  return {
    maxM: Math.max(1.8, (hundredths / 100) * 1.15),
    maxT: Math.max(8, (elapsedMs / 1000) * 1.1),
  };
}

/** The flight's curve from take-off to now (SVG path in a 100 × 60 box). */
function curvePath(
  hundredths: number,
  elapsedMs: number,
  growth: number,
): { d: string; x: number; y: number } {
  const { maxM, maxT } = scale(hundredths, elapsedMs);
  const seconds = elapsedMs / 1000;
  const steps = 40;
  const points: string[] = [];
  let x = 0;
  let y = 60;
  for (let i = 0; i <= steps; i++) {
    const t = (seconds * i) / steps;
    const m = Math.min(hundredths / 100, Math.exp(growth * t));
    x = (t / maxT) * 100;
    y = 60 - ((m - 1) / (maxM - 1)) * 56;
    points.push(`${x.toFixed(2)} ${y.toFixed(2)}`);
  }
  return { d: `M${points.join(' L')}`, x, y };
}

/**
 * The stage: the rising multiplier over its curve while flying, the bet window's countdown while
 * betting, the crash point in red once it flew away.
 */
export function CrashStage({
  round,
  hundredths,
  elapsedMs,
}: {
  round: CrashRound;
  hundredths: number;
  elapsedMs: number;
}) {
  const left = useWindowLeft(round);
  const windowMs = Date.parse(round.bet_window_ends_at) - Date.parse(round.server_time);
  const crashed = round.phase === 'crashed';
  const flying = round.phase === 'flying';
  const curve = curvePath(hundredths, elapsedMs, round.growth_per_second);
  return (
    <section
      className={`crash-stage crash-stage--${round.phase}`}
      aria-label={t('Round')}
      data-testid="crash-stage"
      data-phase={round.phase}
    >
      <svg
        className="crash-stage__graph"
        viewBox="0 0 100 60"
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <defs>
          <linearGradient id="crash-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ff3d5e" stopOpacity="0.55" />
            <stop offset="1" stopColor="#ff3d5e" stopOpacity="0.03" />
          </linearGradient>
        </defs>
        {flying || crashed ? (
          <>
            <path d={`${curve.d} L${curve.x.toFixed(2)} 60 L0 60 Z`} fill="url(#crash-fill)" />
            <path
              d={curve.d}
              fill="none"
              stroke="#ff3d5e"
              strokeWidth="0.9"
              vectorEffect="non-scaling-stroke"
            />
          </>
        ) : null}
      </svg>
      {flying ? (
        <svg
          className="crash-stage__plane"
          viewBox="-16 -14 32 28"
          // Kept inside the stage: at take-off the curve starts in its bottom corner.
          style={{
            left: `${Math.min(90, Math.max(5, curve.x))}%`,
            top: `${Math.min(86, Math.max(12, (curve.y / 60) * 100))}%`,
          }}
          aria-hidden="true"
        >
          <g transform="rotate(-20)">
            <path d="M-14 0 L10 -3 L14 0 L10 3 Z" fill="#ff3d5e" />
            <path d="M-4 -1 L-10 -12 L-5 -12 L4 -1 Z" fill="#fff" />
            <path d="M-4 1 L-10 12 L-5 12 L4 1 Z" fill="#fff" />
            <path d="M-13 0 L-17 -6 L-14 -6 L-9 0 Z" fill="#fff" />
          </g>
        </svg>
      ) : null}
      <div className="crash-stage__centre">
        {round.phase === 'betting' ? (
          <>
            <p className="crash-stage__label">
              {tAny(left > 0 ? STAGE_TEXT.nextRound : STAGE_TEXT.takingOff)}
            </p>
            <p className="crash-stage__countdown" data-testid="crash-countdown">
              {left.toFixed(1)}s
            </p>
            <div className="crash-stage__bar" aria-hidden="true">
              <span
                style={{
                  width: `${windowMs > 0 ? Math.min(100, (left * 100_000) / windowMs) : 0}%`,
                }}
              />
            </div>
          </>
        ) : (
          <>
            {crashed ? (
              <p className="crash-stage__label crash-stage__label--crashed">
                {tAny(STAGE_TEXT.flewAway)}
              </p>
            ) : null}
            <p
              className={`crash-stage__multiplier${crashed ? ' crash-stage__multiplier--crashed' : ''}`}
              data-testid="crash-multiplier"
              aria-live="off"
            >
              {formatMultiplier(hundredths)}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
