import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { htmlPageSchema } from '@shangwe/contract';
import { COUNTRY_CODES, getCountryConfig } from '@shangwe/domain';
import helmet from 'helmet';

/**
 * sha256 sources of the inline scripts of the built app shell (the theme and preload snippets
 * run before the bundle): the policy allows exactly those, no other inline script.
 */
/** Hosts of the third-party tags the web app loads with the bettor's consent (and their beacons). */
const TAG_HOSTS = {
  scripts: ['https://www.googletagmanager.com', 'https://connect.facebook.net'],
  beacons: [
    'https://www.googletagmanager.com',
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.facebook.com',
  ],
} as const;

/**
 * Origins of the countries' affiliate registration pixels (web lib/affiliate-pixel: an image
 * loaded with the bettor's consent), from the configurations' https templates.
 */
export function affiliatePixelOrigins(): string[] {
  const origins = new Set<string>();
  for (const code of COUNTRY_CODES) {
    const template = getCountryConfig(code).trackingIds.affiliateRegistrationPixel.trim();
    if (template.startsWith('https://')) origins.add(new URL(template).origin);
  }
  return [...origins];
}

export function inlineScriptHashes(indexHtml: string): string[] {
  const hashes = new Set<string>();
  for (const match of indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const digest = createHash('sha256')
      .update(match[1] ?? '')
      .digest('base64');
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

/**
 * Security headers on every answer (pages and API): a content security policy, no framing,
 * nosniff, a strict referrer policy; HSTS and upgrade-insecure-requests only when the public
 * address is https (on plain http they would break the site). JSON answers under /api/ get the
 * headers that mean something for a response no browser renders as a page (OWASP's REST set):
 * the page-only ones (the script and style policy, opener policy, origin-agent-cluster, the DNS
 * prefetch, download, cross-domain and XSS-filter headers) would double the headers of every call
 * (445 bytes instead of about 980).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string; indexHtmlPath: string | undefined },
): void {
  const https = options.publicUrl.startsWith('https://');
  const shell =
    options.indexHtmlPath && existsSync(options.indexHtmlPath)
      ? readFileSync(options.indexHtmlPath, 'utf8')
      : '';
  const everywhere = everywhereOf(https);
  // The policy is the same for every answer (no per-request nonces, no directive computed from
  // the request), so helmet runs once here and each answer gets the headers it produced: running
  // its dozen middlewares per request was measurable on bet placement.
  const page = headersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...everywhere.directives,
          // The country's tag manager and pixel load only after the bettor's consent (web lib/consent).
          'script-src': ["'self'", ...inlineScriptHashes(shell), ...TAG_HOSTS.scripts],
          'script-src-attr': ["'none'"],
          // React sets style attributes (row heights, pull-to-refresh); the shell has one inline
          // <style> block. Styles cannot run code, so inline ones stay allowed.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', ...TAG_HOSTS.beacons, ...affiliatePixelOrigins()],
          'font-src': ["'self'", 'data:'],
          // The socket connects to the same host (ws:/wss: on 'self').
          'connect-src': ["'self'", ...TAG_HOSTS.beacons],
          'worker-src': ["'self'"],
          'manifest-src': ["'self'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
        },
      },
      ...everywhere.options,
      // The checkout page opens in a window the app keeps a handle on (same origin).
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );
  const api = apiSecurityHeaders(options.publicUrl);
  const apply =
    (headers: typeof page) =>
    (_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const raw = reply.raw;
      for (const name of headers.removed) raw.removeHeader(name);
      for (const [name, value] of headers.set) raw.setHeader(name, value);
      done();
    };
  const apiHeaders = apply(api);
  const pageHeaders = apply(page);
  // On the root instance, first of the request's hooks: every answer (pages, API, errors, 404s).
  // The hashed scripts and styles under /assets/ are never rendered as a page either: a page's
  // set on each of them cost a first visit about 0.5 KB per file.
  app.addHook('onRequest', (request, reply, done) =>
    (request.url.startsWith('/api/') || request.url.startsWith('/assets/')
      ? apiHeaders
      : pageHeaders)(request, reply, done),
  );
  // A page served under /api/ (the sandbox checkout: its contract answers an HTML page)
  // overrides them with the page's, in a hook of its own route (after the root's): no
  // per-request lookup of the route on every call.
  app.addHook('onRoute', (route) => {
    const answers = (route.schema?.response ?? {}) as Record<string, unknown>;
    if (!Object.values(answers).includes(htmlPageSchema)) return;
    const own = route.onRequest;
    route.onRequest = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), pageHeaders];
  });
}

/** What pages and API answers share: no framing, no plugins, the referrer policy, HSTS on https. */
function everywhereOf(https: boolean) {
  return {
    directives: {
      'default-src': ["'self'"],
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'upgrade-insecure-requests': https ? [] : null,
    },
    options: {
      // frame-ancestors does the work; the old header for browsers without CSP level 2.
      frameguard: { action: 'deny' as const },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
      hsts: https ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: true } : (false as const),
    },
  };
}

/**
 * The headers of an answer no browser renders as a page (the API's set): also what the
 * Socket.IO gateway puts on its own refusals, which never pass through Fastify.
 */
export function apiSecurityHeaders(publicUrl: string): ReturnType<typeof headersOf> {
  const everywhere = everywhereOf(publicUrl.startsWith('https://'));
  return headersOf(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: everywhere.directives },
      ...everywhere.options,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  );
}

/** What a helmet middleware does to a response: headers set (in order) and headers removed. */
function headersOf(middleware: ReturnType<typeof helmet>): {
  set: Array<[string, string | number | readonly string[]]>;
  removed: string[];
} {
  const set: Array<[string, string | number | readonly string[]]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name, value]);
      return recorder;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let failure: unknown;
  let finished = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
    finished = true;
  });
  // helmet's middlewares are synchronous; a policy it refuses is a configuration error at start.
  if (!finished || failure !== undefined) {
    throw failure instanceof Error ? failure : new Error('helmet did not produce the headers');
  }
  return { set, removed };
}
