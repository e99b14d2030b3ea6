/**
 * What the app shell makes every page download before anything else: the entry chunk, its
 * static imports and every chunk index.html modulepreloads, read from the build (Vite manifest
 * and index.html). The bundle-budget journey holds it under SHELL_BUDGET_GZIP_BYTES; the
 * Lighthouse bench reports it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The built web app (BUNDLE_BUDGET_DIST: another build to check, e.g. a trial one). */
export const WEB_DIST =
  process.env.BUNDLE_BUDGET_DIST ??
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/**
 * The shell's eager JavaScript may weigh at most this much, gzip -9 (issue 27: React and
 * ReactDOM alone are about 67 KB of it). Raise it only with the Lighthouse figures of the change
 * (bench/RESULTS.md): every byte here is downloaded and parsed before any page shows.
 */
export const SHELL_BUDGET_GZIP_BYTES = 128 * 1024;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The build manifest (build.manifest is on in apps/web/vite.config.ts). */
export function readManifest(dist = WEB_DIST): Manifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Chunk files a manifest key loads statically: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

/** Files index.html preloads as modules (`<link rel="modulepreload" href="/...">`). */
export function modulePreloads(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
    (m) => m[1]!,
  );
}

/** The shell's eager JavaScript files: the entry's static closure and the modulepreloads. */
export function shellEagerFiles(dist = WEB_DIST): string[] {
  const manifest = readManifest(dist);
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('no entry chunk in the build manifest');
  const files = staticClosure(manifest, entry);
  for (const file of modulePreloads(readFileSync(path.join(dist, 'index.html'), 'utf8'))) {
    files.add(file);
  }
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

/** A built file's size compressed with gzip -9. */
export function gzipBytes(file: string, dist = WEB_DIST): number {
  return gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
}

/** The shell's eager files with their gzip sizes, and the total. */
export function shellEagerSize(dist = WEB_DIST): {
  files: { file: string; gzip: number }[];
  total: number;
} {
  const files = shellEagerFiles(dist).map((file) => ({ file, gzip: gzipBytes(file, dist) }));
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}
