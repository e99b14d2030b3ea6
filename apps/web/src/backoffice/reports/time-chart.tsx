import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface TimeSeries {
  label: string;
  values: number[];
}

/** A colour per series, in order (readable on white, distinct for the usual handful). */
const COLOURS = ['#0b6e4f', '#c0392b', '#2e86c1', '#d68910', '#7d3c98', '#117a65', '#5d6d7e'];

/**
 * A line chart of values per UTC day (uPlot: a canvas, ~20 KB gzip, in the reports page's chunk
 * only). Its width follows its container; the legend below names each series and, on hover,
 * the day's values.
 */
export function TimeChart(props: {
  title: string;
  days: readonly string[];
  series: readonly TimeSeries[];
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { title, days, series, height = 240 } = props;
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 280),
        height,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: { x: { time: true } },
        series: [
          { label: 'Day' },
          ...series.map((s, i) => ({
            label: s.label,
            stroke: COLOURS[i % COLOURS.length],
            width: 2,
            value: (_: uPlot, v: number | null) =>
              v === null ? '—' : v.toLocaleString('en-GB', { maximumFractionDigits: 2 }),
          })),
        ],
        axes: [{}, { size: 70 }],
      },
      [xs, ...series.map((s) => s.values)],
      el,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(el.clientWidth, 280), height }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series, height]);
  return (
    <figure className="bo-chart">
      <figcaption>{title}</figcaption>
      <div ref={box} role="img" aria-label={title} />
    </figure>
  );
}
