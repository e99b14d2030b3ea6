import { useEffect, useState } from 'react';

/**
 * The server's clock as seen from the phone: the offset between an answer's `server_time` and
 * the moment it arrived. Countdowns run on it, so a phone whose clock is wrong still shows the
 * right time left before kick-off.
 */
export function serverOffsetMs(serverTime: string | undefined, receivedAt: number): number {
  if (!serverTime) return 0;
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** Server time now, ticking every second. */
export function useServerNow(offsetMs: number, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    const timer = setInterval(() => setNow(Date.now() + offsetMs), intervalMs);
    return () => clearInterval(timer);
  }, [offsetMs, intervalMs]);
  return now;
}

/** 'mm:ss' left until `target` (ISO), never negative. */
export function countdownText(target: string, nowMs: number): string {
  const left = Math.max(0, Math.ceil((Date.parse(target) - nowMs) / 1000));
  const minutes = Math.floor(left / 60);
  const seconds = left % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
