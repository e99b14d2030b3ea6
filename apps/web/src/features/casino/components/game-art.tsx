/**
 * The lobby artwork of each in-house game, drawn here in SVG (no image to download, nothing
 * copied from a studio): a gradient stage and the game's emblem, scaled to the tile.
 */
import { useId } from 'react';

/** The kinds of game the studio makes; each has its own emblem. */
export type GameArtKind = 'crash' | 'dice' | 'mines' | 'plinko' | 'wheel' | 'other';

/** The artwork of a game id (the studio's games are named after what they are). */
export function artOf(gameId: string): GameArtKind {
  return (
    (['crash', 'dice', 'mines', 'plinko', 'wheel'] as const).find((k) => k === gameId) ?? 'other'
  );
}

const STAGES: Record<GameArtKind, [string, string]> = {
  crash: ['#e2143b', '#5b0a2c'],
  dice: ['#3b5bfd', '#17145e'],
  mines: ['#0aa56b', '#053b35'],
  plinko: ['#ff8a00', '#7a1d57'],
  wheel: ['#8f2bff', '#2b0b5e'],
  other: ['#0b8a48', '#0d2a1c'],
};

function CrashEmblem() {
  return (
    <g>
      {/* The curve the multiplier climbs, and the kite flying off its end. */}
      <path d="M14 82 C 46 80, 66 64, 86 30" fill="none" stroke="#fff" strokeWidth="4" />
      <path d="M14 82 C 46 80, 66 64, 86 30 L86 88 L14 88 Z" fill="#fff" opacity="0.18" />
      <g transform="translate(86 28) rotate(-30)">
        <path d="M-14 0 L10 -3 L14 0 L10 3 Z" fill="#fff" />
        <path d="M-4 -1 L-10 -12 L-5 -12 L4 -1 Z" fill="#ffd84d" />
        <path d="M-4 1 L-10 12 L-5 12 L4 1 Z" fill="#ffd84d" />
        <path d="M-13 0 L-17 -6 L-14 -6 L-9 0 Z" fill="#ffd84d" />
      </g>
      <text x="14" y="30" fill="#ffd84d" fontSize="17" fontWeight="800" fontFamily="system-ui">
        2.47x
      </text>
    </g>
  );
}

function DiceEmblem() {
  const pip = (x: number, y: number) => <circle key={`${x}-${y}`} cx={x} cy={y} r="3.6" />;
  return (
    <g>
      <g transform="rotate(-14 38 56)">
        <rect x="18" y="36" width="40" height="40" rx="9" fill="#fff" />
        <g fill="#17145e">{[pip(29, 47), pip(38, 56), pip(47, 65)]}</g>
      </g>
      <g transform="rotate(12 66 48)">
        <rect x="48" y="28" width="38" height="38" rx="9" fill="#ffd84d" />
        <g fill="#17145e">{[pip(58, 38), pip(76, 38), pip(58, 56), pip(76, 56), pip(67, 47)]}</g>
      </g>
    </g>
  );
}

function MinesEmblem() {
  const cells = [];
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) {
      const x = 20 + c * 22;
      const y = 24 + r * 22;
      const gem = (r + c) % 3 === 1;
      const mine = r === 2 && c === 0;
      cells.push(
        <g key={`${r}-${c}`}>
          <rect
            x={x}
            y={y}
            width="19"
            height="19"
            rx="4"
            fill={gem || mine ? '#0d4f44' : '#fff'}
            opacity={gem || mine ? 1 : 0.22}
          />
          {gem ? <path d={`M${x + 9.5} ${y + 3} l6 6 -6 8 -6 -8 Z`} fill="#4dffb8" /> : null}
          {mine ? <circle cx={x + 9.5} cy={y + 10} r="5.5" fill="#ff4d6d" /> : null}
        </g>,
      );
    }
  }
  return <g>{cells}</g>;
}

function PlinkoEmblem() {
  const pegs = [];
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c <= r; c++) {
      pegs.push(
        <circle key={`${r}-${c}`} cx={50 - r * 8 + c * 16} cy={22 + r * 13} r="2.6" fill="#fff" />,
      );
    }
  }
  return (
    <g>
      {pegs}
      <circle cx="58" cy="48" r="5" fill="#ffd84d" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect
          key={i}
          x={8 + i * 14}
          y="84"
          width="12"
          height="8"
          rx="2"
          fill={i === 0 || i === 5 ? '#ffd84d' : '#fff'}
          opacity={i === 0 || i === 5 ? 1 : 0.5}
        />
      ))}
    </g>
  );
}

function WheelEmblem() {
  const slices = [];
  for (let i = 0; i < 8; i++) {
    const a0 = (i * Math.PI) / 4;
    const a1 = ((i + 1) * Math.PI) / 4;
    const p = (a: number) => `${50 + 34 * Math.cos(a)} ${56 + 34 * Math.sin(a)}`;
    slices.push(
      <path
        key={i}
        d={`M50 56 L${p(a0)} A34 34 0 0 1 ${p(a1)} Z`}
        fill={i % 2 ? '#ffd84d' : '#fff'}
        opacity={i % 2 ? 1 : 0.35}
      />,
    );
  }
  return (
    <g>
      {slices}
      <circle cx="50" cy="56" r="7" fill="#2b0b5e" />
      <path d="M50 14 l-6 -8 h12 Z" fill="#fff" />
    </g>
  );
}

function OtherEmblem() {
  return (
    <text x="50" y="66" textAnchor="middle" fill="#fff" fontSize="40" fontWeight="800">
      ★
    </text>
  );
}

const EMBLEMS: Record<GameArtKind, () => React.JSX.Element> = {
  crash: CrashEmblem,
  dice: DiceEmblem,
  mines: MinesEmblem,
  plinko: PlinkoEmblem,
  wheel: WheelEmblem,
  other: OtherEmblem,
};

/** The artwork of one game: decorative, the tile's text names the game. */
export function GameArt({ kind, className }: { kind: GameArtKind; className?: string }) {
  const id = useId();
  const [from, to] = STAGES[kind];
  const Emblem = EMBLEMS[kind];
  return (
    <svg
      className={className}
      viewBox="0 0 100 100"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.3" cy="0.2" r="0.8">
          <stop offset="0" stopColor="#fff" stopOpacity="0.28" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="100" height="100" fill={`url(#${id}-bg)`} />
      <rect width="100" height="100" fill={`url(#${id}-glow)`} />
      <Emblem />
    </svg>
  );
}
