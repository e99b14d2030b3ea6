import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The wallet alone writes its tables (issue 25): no file of the server outside wallet/ holds an
 * SQL write (INSERT, UPDATE, DELETE, TRUNCATE) to ledger_*, wallet_accounts or idempotency_keys.
 * Other capabilities call the wallet's functions. Migrations (schema and the fixed house
 * accounts) are not code and are not read here.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WRITE =
  /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+(ledger_\w+|wallet_accounts|idempotency_keys)\b/gi;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

describe('wallet table ownership', () => {
  it('finds no write to the ledger, the wallet accounts or the idempotency keys outside wallet/', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .filter((file) => !path.relative(SRC, file).startsWith(`wallet${path.sep}`))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(WRITE)].map(
          (m) => `${path.relative(SRC, file)}: ${m[1]} ${m[2]}`,
        ),
      );
    expect(offenders).toEqual([]);
  });

  it('would see one (the pattern matches the wallet’s own writes)', () => {
    const own = readFileSync(path.join(SRC, 'wallet', 'held-idempotency-key.ts'), 'utf8');
    expect([...own.matchAll(WRITE)].length).toBeGreaterThanOrEqual(3);
  });
});
