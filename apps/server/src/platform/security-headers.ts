import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import helmet from 'helmet';

/**
 * sha256 sources of the inline scripts of the built app shell (the theme and preload snippets
 * run before the bundle): the policy allows exactly those, no other inline script.
 */
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
 * address is https (on plain http they would break the site).
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
  // The policy is the same for every answer (no per-request nonces), so helmet's middleware is
  // built once here; @fastify/helmet rebuilt it (parsing every directive) on each request.
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...inlineScriptHashes(shell)],
        'script-src-attr': ["'none'"],
        // React sets style attributes (row heights, pull-to-refresh); the shell has one inline
        // <style> block. Styles cannot run code, so inline ones stay allowed.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        // The socket connects to the same host (ws:/wss: on 'self').
        'connect-src': ["'self'"],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    // frame-ancestors does the work; the old header for browsers without CSP level 2.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: https ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: true } : false,
    // The checkout page opens in a window the app keeps a handle on (same origin).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  // On the root instance, first of the request's hooks: every answer (pages, API, errors, 404s).
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error === undefined || error instanceof Error ? error : new Error(String(error))),
    );
  });
}
