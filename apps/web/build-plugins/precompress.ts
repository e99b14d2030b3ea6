/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy next to every text file of the build:
 * the server's static handler sends them as they are (preCompressed), so a bettor downloads the
 * smallest encoding without the server compressing on each request at its fast, weaker setting.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : [file];
  });
}

/** Compresses every text file under `dir` (both encodings), skipping tiny ones. */
export function precompressDir(dir: string): void {
  for (const file of files(dir)) {
    if (!TEXT.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < 256) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

/** Runs after every other plugin has written its files (the service worker included). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'shangwe-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompressDir(outDir);
      },
    },
  };
}
