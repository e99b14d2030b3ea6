/**
 * What the app shell makes every page download before anything else: the entry chunk, its
 * static imports and every chunk index.html modulepreloads, read from the build (Vite manifest
 * and index.html). The bundle-budget journey holds it under SHELL_BUDGET_GZIP_BYTES; the
 * Lighthouse bench reports it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The built web app (BUNDLE_BUDGET_DIST: another build to check, e.g. a trial one). */
export const WEB_DIST =
  process.env.BUNDLE_BUDGET_DIST ??
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/**
 * The shell's eager JavaScript may weigh at most this much, gzip -9 (issue 27: 67.9 KB on
 * Preact, 124.3 KB when it ran on React 19). Raise it only with the Lighthouse figures of the change
 * (bench/RESULTS.md): every byte here is downloaded and parsed before any page shows.
 */
export const SHELL_BUDGET_GZIP_BYTES = 72 * 1024;

/**
 * What each page of issue 27 may load from the build for its first view, gzip -9: the shell's
 * eager files and its screen's static closure (the betslip, the largest, was 92.7 KB when this
 * was set). Lighthouse's 100 KB counts what is transferred: brotli (about 15% below gzip) with
 * ~600 bytes of headers per request, plus the layout's slots and the overlays that load at idle.
 */
export const PAGE_BUDGET_GZIP_BYTES = 96 * 1024;

/** The pages of issue 27 and the screen each shows (names of the features' screens.ts). */
export const BUDGET_PAGES: { page: string; screen: string }[] = [
  { page: '/', screen: 'home' },
  { page: '/live', screen: 'live' },
  { page: '/m/:matchId', screen: 'prebet-markets' },
  { page: '/betslip', screen: 'betslip' },
  { page: '/casino', screen: 'casino' },
  { page: '/virtual', screen: 'virtual' },
  { page: '/jackpots', screen: 'jackpots' },
];

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

const WEB_SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src');

/** Screen name → manifest key (source path under apps/web), from the features' screens.ts. */
export function screenManifestKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  const featuresDir = path.join(WEB_SRC, 'features');
  for (const feature of existsSync(featuresDir) ? readdirSync(featuresDir) : []) {
    const file = path.join(featuresDir, feature, 'screens.ts');
    if (!existsSync(file)) continue;
    const block = /screens:\s*{([\s\S]*?)\n {2}}/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
    for (const m of block.matchAll(/['"]?([\w-]+)['"]?\s*:\s*\(\)\s*=>\s*import\(\s*'([^']+)'/g)) {
      const rel = path.posix.join(`src/features/${feature}`, m[2]!.replace(/^\.\//, ''));
      if (!keys.has(m[1]!)) keys.set(m[1]!, rel.replace(/\.tsx?$/, ''));
    }
  }
  return keys;
}

/** A page's first-view JavaScript from the build: the shell's eager files and its screen's. */
export function pageSize(
  screen: string,
  dist = WEB_DIST,
): { files: { file: string; gzip: number }[]; total: number } {
  const manifest = readManifest(dist);
  const source = screenManifestKeys().get(screen);
  const key = Object.keys(manifest).find((k) => source && k.replace(/\.tsx?$/, '') === source);
  if (!key) throw new Error(`screen ${screen} is not in the build manifest`);
  const names = new Set(shellEagerFiles(dist));
  for (const file of staticClosure(manifest, key)) if (file.endsWith('.js')) names.add(file);
  const files = [...names].sort().map((file) => ({ file, gzip: gzipBytes(file, dist) }));
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}
