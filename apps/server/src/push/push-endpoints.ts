import { isIP } from 'node:net';

/** Hosts that are never a push service: loopback, private, link-local and metadata addresses. */
const PRIVATE_HOST =
  /^(localhost|.*\.localhost|.*\.internal|.*\.local|0\.0\.0\.0|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+|169\.254\.\d+\.\d+|\[?::1?\]?|\[?f[cd][0-9a-f]{2}:.*|\[?fe80:.*)$/i;

/**
 * Whether the server may post pushes to this subscription endpoint. The server calls whatever
 * address a browser hands it, so in production only https addresses on public hosts are taken
 * (never the operator's own network); outside production a local push service (tests, demos)
 * is allowed.
 */
export function pushEndpointAllowed(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (!production) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (PRIVATE_HOST.test(host)) return false;
  // A bare IP address is no push service's endpoint.
  return isIP(host.replace(/^\[|\]$/g, '')) === 0;
}
