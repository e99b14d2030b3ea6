import { formatTimer } from '@shangwe/domain';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** The clock ticks locally every second (spec 01 §9) between corrections from the server. */
export const CLOCK_TICK_MS = 1000;

export interface LiveClockInput {
  /** Latest match time in seconds known from the server (API or websocket). */
  seconds: number | null | undefined;
  /** False at half-time, breaks and after the end. */
  running: boolean;
  /** Changes whenever the server value was received again (e.g. query dataUpdatedAt). */
  stamp?: number | string;
  /** Match seconds per real second (TIME_SCALE demos run faster than the wall clock). */
  rate?: number;
}

/**
 * One shared one-second ticker for every clock on screen: a live list of dozens of matches
 * re-renders its clocks in one pass per second instead of one timer and one render per row.
 */
const ticker = {
  ticks: 0,
  listeners: new Set<() => void>(),
  timer: undefined as ReturnType<typeof setInterval> | undefined,
};

function subscribeTicker(listener: () => void): () => void {
  ticker.listeners.add(listener);
  if (!ticker.timer) {
    ticker.timer = setInterval(() => {
      ticker.ticks += 1;
      ticker.listeners.forEach((l) => l());
    }, CLOCK_TICK_MS);
  }
  return () => {
    ticker.listeners.delete(listener);
    if (ticker.listeners.size === 0 && ticker.timer) {
      clearInterval(ticker.timer);
      ticker.timer = undefined;
    }
  };
}

const noSubscription = () => () => {};
const readTicks = () => ticker.ticks;

/**
 * Seconds shown by a running match clock. Each server value restarts the local count from it,
 * so drift never accumulates between corrections.
 */
export function useLiveClock({
  seconds,
  running,
  stamp = 0,
  rate = 1,
}: LiveClockInput): number | null {
  const ticking = running && seconds !== null && seconds !== undefined;
  const ticks = useSyncExternalStore(ticking ? subscribeTicker : noSubscription, readTicks);
  const key = `${seconds ?? ''}|${stamp}|${ticking}`;
  const [base, setBase] = useState({ key, ticks });
  if (base.key !== key) setBase({ key, ticks });

  if (seconds === null || seconds === undefined) return null;
  const elapsed = ticking && base.key === key ? Math.max(0, ticks - base.ticks) * rate : 0;
  return Math.floor(seconds + elapsed);
}

/** Spec 02 §9: time displayed as minutes:seconds ('' without a clock). */
export function formatClock(totalSeconds: number | null): string {
  if (totalSeconds === null || totalSeconds < 0) return '';
  return formatTimer(totalSeconds);
}

/**
 * Match seconds per real second, observed from consecutive server values of a running clock.
 * A demo server with an accelerated clock (TIME_SCALE) then ticks at its own pace between
 * corrections instead of jumping forward at each one. 1 until two values were seen.
 */
export function useObservedClockRate(seconds: number | null | undefined, running: boolean): number {
  const last = useRef<{ seconds: number; at: number } | null>(null);
  const [rate, setRate] = useState(1);
  useEffect(() => {
    if (seconds === null || seconds === undefined || !running) {
      last.current = null;
      return;
    }
    const now = performance.now();
    const previous = last.current;
    last.current = { seconds, at: now };
    if (!previous) return;
    const elapsed = (now - previous.at) / 1000;
    const advanced = seconds - previous.seconds;
    // Ignore bursts and resets: a rate needs a real interval and a forward clock.
    if (elapsed < 0.5 || advanced <= 0) return;
    setRate(Math.min(600, Math.max(1, Math.round(advanced / elapsed))));
  }, [seconds, running]);
  return rate;
}
