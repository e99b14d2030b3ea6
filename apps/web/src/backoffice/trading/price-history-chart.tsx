import { boEndpoints } from '@shangwe/contract/backoffice';
import { useQuery } from '@tanstack/react-query';
import { boRequest } from '../lib/api';

const W = 320;
const H = 120;
const PAD = 4;
const COLOURS = ['#1565c0', '#c62828', '#2e7d32', '#6a1b9a', '#ef6c00', '#00838f'];

export interface MarketKey {
  parent_match_id: number;
  sub_type_id: number;
  special_bet_value: string;
}

/**
 * A small inline chart of one market's prices over time: a step line per selection (a price
 * holds until it changes), from the server's history of changes.
 */
export function PriceHistoryChart({ market }: { market: MarketKey }) {
  const history = useQuery({
    queryKey: ['bo', 'trading', 'price-history', market],
    queryFn: () => boRequest(boEndpoints.tradingPriceHistory, { query: market }),
  });
  if (!history.data) return null;
  const { odd_keys: keys, points } = history.data;
  if (points.length === 0) return <p>No price changes recorded.</p>;
  const times = points.map((p) => Date.parse(p.at));
  const t0 = times[0]!;
  const span = Math.max(1, times.at(-1)! - t0);
  const prices = points.flatMap((p) => p.odds.filter((o) => o > 0));
  const lo = Math.min(...prices);
  const hi = Math.max(...prices);
  const x = (t: number) => PAD + ((t - t0) / span) * (W - 2 * PAD);
  const y = (v: number) => H - PAD - ((v - lo) / Math.max(0.01, hi - lo)) * (H - 2 * PAD);
  const line = (k: number) =>
    points
      .map((p, i) => {
        const v = p.odds[k]!;
        if (v <= 0) return '';
        const next = i + 1 < points.length ? times[i + 1]! : times[i]!;
        return `${x(times[i]!)},${y(v)} ${x(next)},${y(v)}`;
      })
      .join(' ');
  return (
    <figure className="bo-price-chart" style={{ gridColumn: '1 / -1', margin: 0 }}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        height={H}
        role="img"
        aria-label={`Price history: ${keys.join(', ')}, ${points.length} changes, from ${lo.toFixed(2)} to ${hi.toFixed(2)}`}
      >
        {keys.map((k, i) => (
          <polyline
            key={k}
            points={line(i)}
            fill="none"
            stroke={COLOURS[i % COLOURS.length]}
            strokeWidth={1.5}
          />
        ))}
      </svg>
      <figcaption>
        {keys.map((k, i) => (
          <span key={k} style={{ color: COLOURS[i % COLOURS.length], marginRight: '0.75rem' }}>
            {k} {points.at(-1)!.odds[i]!.toFixed(2)}
          </span>
        ))}
        ({points.length} changes, {lo.toFixed(2)}–{hi.toFixed(2)})
      </figcaption>
    </figure>
  );
}
