import type { IncomingHttpHeaders } from 'node:http';

const hostsOf = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value : [value ?? ''])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);

/**
 * Whether a websocket handshake may proceed: browsers always send Origin, so a page of another
 * site (which would ride on the bettor's session) is refused unless its origin is listed. The
 * page's own host is always allowed, as the browser reached it directly or through a proxy.
 * Clients without Origin are not browsers (apps, servers, tests) and cannot be forged by a page.
 */
export function socketOriginAllowed(
  headers: IncomingHttpHeaders,
  allowedOrigins: readonly string[],
): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  return [...hostsOf(headers.host), ...hostsOf(headers['x-forwarded-host'])].includes(host);
}
