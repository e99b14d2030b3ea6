import { useRef, useState } from 'react';
import { WHEEL_SEGMENTS, type CasinoGame } from '@shangwe/domain';
import type { InstantPlayResponse } from '@shangwe/contract';
import { play } from '../../hooks/casino-sound';
import { useInstantPlay } from '../../hooks/use-instant-play';
import { InstantBetPanel, InstantOutcome } from './instant-bet-panel';
import { msg, t } from '../../../../lib/i18n';

const SEGMENT_DEG = 360 / WHEEL_SEGMENTS.length;
const SPIN_MS = 3200;

/** The colour of a segment by its multiplier (in hundredths). */
const COLOURS: Record<number, string> = {
  0: '#2a2247',
  120: '#17b890',
  150: '#3b82f6',
  200: '#a855f7',
  300: '#ffd84d',
};

/**
 * The rotation that brings the middle of `segment` under the pointer at the top, at least five
 * whole turns past `from` (the wheel only ever turns forward).
 */
export function wheelRotationFor(segment: number, from: number): number {
  const stop = 360 - (segment + 0.5) * SEGMENT_DEG;
  const base = from - (from % 360) + 5 * 360;
  return base + stop;
}

function Wheel({ rotation, spinning }: { rotation: number; spinning: boolean }) {
  const slices = WHEEL_SEGMENTS.map((m, i) => {
    const a0 = ((i * SEGMENT_DEG - 90) * Math.PI) / 180;
    const a1 = (((i + 1) * SEGMENT_DEG - 90) * Math.PI) / 180;
    const mid = (((i + 0.5) * SEGMENT_DEG - 90) * Math.PI) / 180;
    const p = (a: number, r: number) =>
      `${(50 + r * Math.cos(a)).toFixed(3)} ${(50 + r * Math.sin(a)).toFixed(3)}`;
    return (
      <g key={i}>
        <path
          d={`M50 50 L${p(a0, 48)} A48 48 0 0 1 ${p(a1, 48)} Z`}
          fill={COLOURS[m] ?? '#555'}
          stroke="#120d22"
          strokeWidth="0.4"
        />
        <text
          x={50 + 38 * Math.cos(mid)}
          y={50 + 38 * Math.sin(mid)}
          transform={`rotate(${(i + 0.5) * SEGMENT_DEG} ${50 + 38 * Math.cos(mid)} ${50 + 38 * Math.sin(mid)})`}
          textAnchor="middle"
          dominantBaseline="middle"
          fontSize="4.2"
          fontWeight="800"
          fill={m === 300 ? '#1a1330' : '#fff'}
        >
          {m === 0 ? '0' : (m / 100).toFixed(m % 100 === 0 ? 0 : 1)}
        </text>
      </g>
    );
  });
  return (
    <div className="wheel">
      <svg className="wheel__pointer" viewBox="0 0 20 16" aria-hidden="true">
        <path d="M10 16 L2 0 H18 Z" fill="#ffd84d" stroke="#120d22" strokeWidth="1" />
      </svg>
      <svg
        className="wheel__disc"
        viewBox="0 0 100 100"
        style={{
          transform: `rotate(${rotation}deg)`,
          transition: spinning
            ? `transform ${SPIN_MS}ms cubic-bezier(0.12, 0.65, 0.12, 1)`
            : 'none',
        }}
        aria-hidden="true"
      >
        <circle cx="50" cy="50" r="49.5" fill="#ffd84d" />
        {slices}
        <circle cx="50" cy="50" r="9" fill="#120d22" stroke="#ffd84d" strokeWidth="1.2" />
      </svg>
    </div>
  );
}

/** The multipliers of the wheel with how many segments carry each. */
function Legend() {
  const counts = new Map<number, number>();
  for (const m of WHEEL_SEGMENTS) counts.set(m, (counts.get(m) ?? 0) + 1);
  return (
    <ul className="wheel-legend" aria-label={t('Segments')}>
      {[...counts.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([m, n]) => (
          <li key={m}>
            <span className="wheel-legend__dot" style={{ background: COLOURS[m] }} />
            {(m / 100).toFixed(2)}x <span className="casino-muted">×{n}</span>
          </li>
        ))}
    </ul>
  );
}

/**
 * Spin wheel: one stake, one spin; the wheel turns to the segment the seeds give and the win
 * shows once it stops. The seeds are shown before the spin; past spins verify in the browser.
 */
export function WheelGame({ game }: { game: CasinoGame }) {
  const instant = useInstantPlay();
  const { mutation } = instant;
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [shown, setShown] = useState<InstantPlayResponse | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const onPlay = (stakeCents: number) => {
    setShown(null);
    mutation.mutate(
      { game: 'wheel', stake: stakeCents / 100 },
      {
        onSuccess: (answer) => {
          if (answer.result.game !== 'wheel') return;
          const segment = answer.result.segment;
          setSpinning(true);
          setRotation((from) => wheelRotationFor(segment, from));
          clearTimeout(timer.current);
          timer.current = setTimeout(() => {
            setSpinning(false);
            setShown(answer);
            play(answer.won ? 'win' : 'lose');
          }, SPIN_MS);
        },
      },
    );
  };

  const result = shown?.result.game === 'wheel' ? shown.result : null;
  return (
    <div className="instant-game wheel-game">
      <section className="instant-stage" aria-label={t('Wheel')} data-testid="wheel-stage">
        <Wheel rotation={rotation} spinning={spinning} />
        <p
          className={`wheel-result${result ? (shown?.won ? ' dice-roll--won' : ' dice-roll--lost') : ''}`}
          data-testid="wheel-result"
          aria-live="polite"
        >
          {result
            ? `${result.multiplier.toFixed(2)}x`
            : spinning
              ? t('Spinning…')
              : t('Spin to win up to 3x')}
        </p>
        <InstantOutcome answer={shown} idle=" " />
        <Legend />
      </section>
      <InstantBetPanel
        game={game}
        id="wheel"
        label={msg('Spin')}
        instant={instant}
        busy={mutation.isPending || spinning}
        onPlay={onPlay}
        fairness={
          <>
            {t(
              'Each spin is HMAC-SHA256(server seed, “client seed:nonce”): its first 52 bits pick one of the {count} equal segments. The segments’ multipliers add up to {sum}, so the wheel returns {percent}%.',
              {
                count: WHEEL_SEGMENTS.length,
                sum: (WHEEL_SEGMENTS.reduce((s, m) => s + m, 0) / 100).toFixed(2),
                percent: game.rtpPercent,
              },
            )}
          </>
        }
      />
    </div>
  );
}
