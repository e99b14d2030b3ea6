import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARE_PRODUCT_TYPES } from '@shangwe/contract';
import { BET_TYPE_CODES, JACKPOT_KINDS, PRODUCTS } from '@shangwe/domain';
import { describe, expect, it } from 'vitest';

/**
 * One vocabulary (issue 30): products, bet type codes and jackpot kinds are spelled once, in
 * packages/domain/src/constants/vocabulary.ts; the database's CHECK constraints list the same
 * values; no other source file defines them again.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const DEFINITION = 'packages/domain/src/constants/vocabulary.ts';
const MIGRATION = 'apps/server/migrations/0105_product_vocabulary.sql';
const SOURCE_DIRS = ['apps', 'packages', 'bench', 'scripts', 'e2e'];

/** Lines that spell a product's name for another reason, with that reason. */
const ALLOWED: Readonly<Record<string, string>> = {
  'packages/domain/src/sms/sms-commands.ts': 'JACKPOT is also the SMS command word (JP, JACKPOT)',
};

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'build', 'test-results', '.vite'].includes(entry.name)) {
        sourceFiles(rel, out);
      }
    } else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
      out.push(rel);
    }
  }
  return out;
}

const files = SOURCE_DIRS.flatMap((d) => sourceFiles(d)).filter((f) => f !== DEFINITION);
const read = (rel: string) => readFileSync(path.join(ROOT, rel), 'utf8');

/** The values of the CHECK constraint `name` of the migration. */
function checkValues(name: string): string[] {
  const sql = read(MIGRATION);
  const at = sql.indexOf(name);
  expect(at, `${name} in ${MIGRATION}`).toBeGreaterThan(0);
  const list = /IN \(([^)]*)\)/.exec(sql.slice(at))![1]!;
  return list.split(',').map((v) => v.trim().replace(/^'|'$/g, ''));
}

/** `file:line: text` of every line matching `pattern`, outside ALLOWED files. */
function hits(pattern: RegExp): string[] {
  return files.flatMap((file) =>
    ALLOWED[file]
      ? []
      : read(file)
          .split('\n')
          .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('the product vocabulary', () => {
  it('the database checks the same products, bet types and jackpot kinds as the domain', () => {
    expect(checkValues('bets_product_known')).toEqual([...PRODUCTS]);
    expect(checkValues('bets_bet_type_known').map(Number)).toEqual(
      [...BET_TYPE_CODES].sort((a, b) => a - b),
    );
    expect(checkValues('bet_legs_bet_type_known').map(Number)).toEqual(
      [...BET_TYPE_CODES].sort((a, b) => a - b),
    );
    expect(checkValues('jackpot_events_kind_known')).toEqual([...JACKPOT_KINDS]);
    expect(checkValues('jackpot_entries_kind_known')).toEqual([...JACKPOT_KINDS]);
    expect(checkValues('share_codes_product_type_known')).toEqual([...SHARE_PRODUCT_TYPES]);
  });

  it('every product has a bet type code of its own family and codes are unique', () => {
    expect(new Set(BET_TYPE_CODES).size).toBe(BET_TYPE_CODES.length);
    expect(new Set(PRODUCTS).size).toBe(PRODUCTS.length);
  });

  it('no source file but the definition spells a product name', () => {
    const names = PRODUCTS.join('|');
    expect(hits(new RegExp(`(['"\`])(${names})\\1`))).toEqual([]);
  });

  it('no source file but the definition gives a bet type a number', () => {
    expect(hits(/\b(bet_?type\w*|BET_TYPE\w*)\s*(:|=|===|!==|==|!=)\s*\d/i)).toEqual([]);
  });

  it('no source file but the definition lists the jackpot kinds again', () => {
    const kinds = JACKPOT_KINDS.map((k) => `'${k}'`);
    const lists = files.filter((file) =>
      [...read(file).matchAll(/\[[^\]]*\]/g)].some(
        (m) => kinds.filter((k) => m[0].includes(k)).length >= 6,
      ),
    );
    expect(lists).toEqual([]);
  });
});
