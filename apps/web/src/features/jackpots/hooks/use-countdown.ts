import { useEffect, useState } from 'react';

/** The server's clock as seen from the phone: the offset of an answer's `server_time`. */
export function serverOffsetMs(serverTime: string | undefined, receivedAt: number): number {
  if (!serverTime) return 0;
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** '2d 04:05:06' / '04:05:06' left until `target`, never negative. */
export function closingText(target: string, nowMs: number): string {
  const left = Math.max(0, Math.floor((Date.parse(target) - nowMs) / 1000));
  const days = Math.floor(left / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/**
 * Server time now, ticking every second, so a phone whose clock is wrong still counts down to
 * the right closing time.
 */
export function useServerNow(serverTime: string | undefined, receivedAt: number): number {
  const offset = serverOffsetMs(serverTime, receivedAt);
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [offset]);
  return now;
}
