import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Each table has one owning module (README.md, "Who owns which table"): the wallet's money
 * tables are named in SQL only under wallet/, the bet store's only under wagers/; every other
 * module calls the owner's functions. Scans the source text of apps/server/src, tests and
 * migrations aside.
 */

const SRC = path.dirname(fileURLToPath(import.meta.url));

const OWNERS: readonly { owner: string; tables: readonly string[] }[] = [
  {
    owner: 'wallet/',
    tables: ['ledger_transactions', 'ledger_entries', 'wallet_accounts', 'idempotency_keys'],
  },
  { owner: 'wagers/', tables: ['bets', 'bet_legs', 'bet_events'] },
];

/**
 * Read-only views an owner publishes for the others to join in their own statements (the
 * owner's migration names it): read anywhere, written nowhere (the database refuses it too).
 */
const PUBLISHED_VIEWS: readonly { owner: string; view: string; migration: string }[] = [
  { owner: 'wagers/', view: 'wagers_read', migration: '0155_report_views.sql' },
  { owner: 'wallet/', view: 'wallet_movements', migration: '0155_report_views.sql' },
  { owner: 'wallet/', view: 'wallet_movement_entries', migration: '0155_report_views.sql' },
];

/** A table named where SQL names tables (after FROM, JOIN, INTO, UPDATE, TABLE). */
const NAMED = (tables: readonly string[]) =>
  new RegExp(`\\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\\s+(${tables.join('|')})\\b`, 'gi');

/** SQL that writes a table: never outside its owner. */
const WRITE = (table: string) =>
  new RegExp(`\\b(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+${table}\\b`, 'i');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') &&
      !entry.name.endsWith('.test.ts') &&
      !/^test-(fixtures|factories)\.ts$/.test(entry.name)
      ? [full]
      : [];
  });
}

/** The text of the string literals of a file (where SQL lives), comments left out. */
function stringLiterals(text: string): string {
  return [...text.matchAll(/`(?:[^`\\]|\\.)*`|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g)]
    .map((m) => m[0])
    .join('\n');
}

describe('table ownership', () => {
  const files = sourceFiles(SRC).map((file) => ({
    file: path.relative(SRC, file).split(path.sep).join('/'),
    sql: stringLiterals(readFileSync(file, 'utf8')),
  }));

  it('names the money tables and the bet tables only in their owner', () => {
    const offenders: string[] = [];
    for (const { file, sql } of files) {
      for (const { owner, tables } of OWNERS) {
        if (file.startsWith(owner)) continue;
        const named = new Set([...sql.matchAll(NAMED(tables))].map((m) => m[1]!));
        if (named.size === 0) continue;
        const written = [...named].filter((t) => WRITE(t).test(sql));
        if (written.length > 0) offenders.push(`${file} writes ${written.join(', ')} (${owner})`);
        else offenders.push(`${file} reads ${[...named].join(', ')} (${owner})`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('writes a published view nowhere', () => {
    const writers = PUBLISHED_VIEWS.flatMap(({ view }) =>
      files.filter(({ sql }) => WRITE(view).test(sql)).map(({ file }) => `${file} writes ${view}`),
    );
    expect(writers).toEqual([]);
    for (const { view, migration } of PUBLISHED_VIEWS) {
      const sql = readFileSync(path.join(SRC, '..', 'migrations', migration), 'utf8');
      expect(sql).toMatch(new RegExp(`CREATE VIEW ${view} AS`));
      expect(sql).toMatch(new RegExp(`INSTEAD OF INSERT OR UPDATE OR DELETE ON ${view}\\b`));
    }
  });

  it('would catch a write or a read of an owned table outside its owner', () => {
    const [wallet, wagers] = OWNERS;
    const named = (code: string, tables: readonly string[]) =>
      [...stringLiterals(code).matchAll(NAMED(tables))].map((m) => m[1]);
    expect(named('q(`UPDATE wallet_accounts SET balance = 0`)', wallet!.tables)).toEqual([
      'wallet_accounts',
    ]);
    expect(WRITE('bet_legs').test("UPDATE bet_legs l SET result = 'won'")).toBe(true);
    expect(named("q('SELECT id FROM bets b JOIN bet_legs l ON true')", wagers!.tables)).toEqual([
      'bets',
      'bet_legs',
    ]);
    // Words in comments, identifiers and the bettor's texts are not SQL.
    expect(named("// SELECT 1 FROM bets\nconst bets = 'Only open bets';", wagers!.tables)).toEqual(
      [],
    );
  });
});
