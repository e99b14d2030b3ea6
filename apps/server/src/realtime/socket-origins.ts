import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { compile } from '@fastify/proxy-addr';

const valuesOf = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value : [value ?? ''])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);

/**
 * Whether a peer may speak for the browser behind it (X-Forwarded-Host, X-Forwarded-Proto):
 * the same TRUST_PROXY rule Fastify applies to X-Forwarded-For (`true` any peer, `false` none,
 * or a list of addresses, CIDRs and the names loopback, linklocal, uniquelocal).
 */
export function forwardingTrust(
  trustProxy: boolean | string,
): (peer: string | undefined) => boolean {
  if (trustProxy === true) return () => true;
  if (trustProxy === false) return () => false;
  const trusted = compile(trustProxy.split(',').map((v) => v.trim()));
  return (peer) => peer !== undefined && trusted(peer, 0);
}

/**
 * Whether a websocket handshake may proceed: browsers always send Origin, so a page of another
 * site (which would ride on the bettor's session) is refused unless its origin is listed. The
 * page's own host is always allowed: the Host the browser reached, or, only when the request
 * came through a trusted proxy, the X-Forwarded-Host it names (and then the scheme must be its
 * X-Forwarded-Proto when it sends one). From anybody else those headers are the caller's own
 * words and would let any origin in. Clients without Origin are not browsers (apps, servers,
 * tests) and cannot be forged by a page.
 */
export function socketOriginAllowed(
  headers: IncomingHttpHeaders,
  allowedOrigins: readonly string[],
  fromTrustedProxy = false,
): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const host = url.host.toLowerCase();
  if (valuesOf(headers.host).includes(host)) return true;
  if (!fromTrustedProxy || !valuesOf(headers['x-forwarded-host']).includes(host)) return false;
  // The proxy's first hop is the browser's: its scheme is the page's.
  const proto = valuesOf(headers['x-forwarded-proto'])[0];
  return proto === undefined || `${proto}:` === url.protocol;
}

/** socketOriginAllowed for a handshake request, judging its peer by TRUST_PROXY. */
export function socketOriginCheck(
  allowedOrigins: readonly string[],
  trustProxy: boolean | string,
): (request: IncomingMessage) => boolean {
  const trusted = forwardingTrust(trustProxy);
  return (request) =>
    socketOriginAllowed(request.headers, allowedOrigins, trusted(request.socket.remoteAddress));
}
