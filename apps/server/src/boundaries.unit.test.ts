import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
// eslint-rules/ is plain JavaScript (ESLint loads it); its types are not checked here.
// @ts-expect-error no declaration file for the repository's own lint rules
import * as rules from '../../../eslint-rules/server-import-boundaries.js';

const { BELOW_PRODUCTS, EXEMPTIONS, serverImportBoundaries } = rules;

/**
 * The server's module boundaries (README.md, "Module map"): the lint rule's zones, shown
 * failing on deliberate violations, and no import cycle among the server's files.
 */

const SRC = path.dirname(fileURLToPath(import.meta.url));

function lint(file: string, code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts'],
          plugins: { server: serverImportBoundaries },
          rules: { 'server/import-boundaries': 'error' },
        },
      ],
      path.join(SRC, file),
    )
    .map((m) => m.message);
}

describe('server import boundaries (eslint-rules/server-import-boundaries.js)', () => {
  it('refuses a product importing another product', () => {
    const messages = lint('casino/x.ts', `import { normalBet } from '../betting/normal-bet';`);
    expect(messages).toEqual([expect.stringContaining('casino/ may not import betting/')]);
    expect(
      lint('jackpots/deep/x.ts', `export * from '../../virtuals/virtual-wager';`),
    ).toHaveLength(1);
  });

  it('refuses the pipeline, the wallet or the catalog importing a product', () => {
    for (const from of ['wagers/x.ts', 'wallet/x.ts', 'catalog/x.ts', 'platform/x.ts']) {
      expect(lint(from, `import { shikishaBet } from '../shikisha/shikisha-wager';`), from).toEqual(
        [expect.stringContaining('import no product')],
      );
    }
  });

  it('lets a product use the pipeline, the wallet, the catalog and the platform', () => {
    const code = [
      `import { placeWager } from '../wagers/wager-placer';`,
      `import { storedAnswerSql } from '../wallet/idempotency';`,
      `import { lookupPicks } from '../catalog/current-picks';`,
      `import { notFound } from '../platform/errors';`,
      `import { x } from './own-file';`,
    ].join('\n');
    expect(lint('virtuals/x.ts', code)).toEqual([]);
  });

  it('lets channels and the composition root compose products, and tests cross', () => {
    const code = `import { normalBet } from '../betting/normal-bet';`;
    expect(lint('sms/x.ts', code)).toEqual([]);
    expect(lint('casino/x.api.test.ts', code)).toEqual([]);
    expect(lint('products.ts', `import { normalBet } from './betting/normal-bet';`)).toEqual([]);
  });

  it('lets an import listed in EXEMPTIONS through, and lists none today', () => {
    const code = `import { shikishaMatchesOf } from '../shikisha/shikisha-lists';`;
    const exemptions = EXEMPTIONS as { from: string; to: string; why: string }[];
    expect(exemptions).toEqual([]);
    expect(lint('catalog/catalog-reader.ts', code)).toHaveLength(1);
    exemptions.push({
      from: 'catalog/catalog-reader.ts',
      to: 'shikisha/shikisha-lists',
      why: 'a test',
    });
    try {
      expect(lint('catalog/catalog-reader.ts', code)).toEqual([]);
      expect(lint('catalog/other.ts', code)).toHaveLength(1);
    } finally {
      exemptions.pop();
    }
  });
});

/** Every non-test .ts file under apps/server/src. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * The files a file loads at run time: relative imports and re-exports that are not type-only
 * (a type-only import is erased by the compiler and orders no module loading).
 */
function runtimeImports(file: string, known: ReadonlySet<string>): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  const pattern = /^(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s+['"](\.[^'"]+)['"]/gms;
  for (const m of text.matchAll(pattern)) {
    if (m[1]) continue;
    const names = m[2]!.trim();
    if (/^\{[^}]*\}$/s.test(names)) {
      const parts = names
        .slice(1, -1)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (parts.length > 0 && parts.every((p) => p.startsWith('type '))) continue;
    }
    const target = path.resolve(path.dirname(file), m[3]!);
    for (const candidate of [`${target}.ts`, path.join(target, 'index.ts')]) {
      if (known.has(candidate)) {
        found.push(candidate);
        break;
      }
    }
  }
  return found;
}

describe('server import graph', () => {
  it('has no import cycle', () => {
    const files = sourceFiles(SRC);
    const known = new Set(files);
    const edges = new Map(files.map((f) => [f, runtimeImports(f, known)]));
    // Tarjan's strongly connected components: any component of two or more files is a cycle.
    let counter = 0;
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const cycles: string[][] = [];
    const visit = (v: string): void => {
      index.set(v, counter);
      low.set(v, counter);
      counter++;
      stack.push(v);
      onStack.add(v);
      for (const w of edges.get(v)!) {
        if (!index.has(w)) {
          visit(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (onStack.has(w)) {
          low.set(v, Math.min(low.get(v)!, index.get(w)!));
        }
      }
      if (low.get(v) === index.get(v)) {
        const component: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          component.push(path.relative(SRC, w));
        } while (w !== v);
        if (component.length > 1) cycles.push(component.sort());
      }
    };
    for (const file of files) if (!index.has(file)) visit(file);
    expect(files.length).toBeGreaterThan(100);
    expect(cycles).toEqual([]);
  });
});

/** The top folder under src/ of every file a file imports, type-only imports included. */
function importedFolders(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const folders = new Set<string>();
  for (const m of text.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+['"](\.[^'"]+)['"]/gms)) {
    const target = path.relative(SRC, path.resolve(path.dirname(file), m[1]!));
    if (!target.startsWith('..') && target.includes(path.sep))
      folders.add(target.split(path.sep)[0]!);
  }
  return [...folders];
}

describe('server folder layers', () => {
  it('the pipeline (wagers/) imports only the folders below it, not offers/ or a channel', () => {
    const below = new Set<string>(BELOW_PRODUCTS as string[]);
    const upward = sourceFiles(path.join(SRC, 'wagers')).flatMap((file) =>
      importedFolders(file)
        .filter((folder) => !below.has(folder))
        .map((folder) => `${path.relative(SRC, file)} -> ${folder}/`),
    );
    expect(upward).toEqual([]);
  });
});
