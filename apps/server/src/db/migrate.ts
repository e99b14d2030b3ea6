import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database';

/** The advisory lock every instance applying migrations takes (one at a time per database). */
export const MIGRATIONS_LOCK = 727001;

const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** Reads the versioned SQL files, in order. The same files serve PGlite and PostgreSQL. */
export async function loadMigrations(dir: string): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => MIGRATION_FILE.test(f)).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const version = file.slice(0, 4);
    if (migrations.some((m) => m.version === version)) {
      throw new Error(`Two migrations share version ${version}: rename one of them`);
    }
    migrations.push({ version, name: file, sql: await readFile(path.join(dir, file), 'utf8') });
  }
  return migrations;
}

/** Applies the migrations not applied yet, each in its own transaction; returns their names. */
export async function migrate(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  // Under the migrations' lock too: two processes creating it at once on a fresh database both
  // pass IF NOT EXISTS and the second fails on the catalog's unique index (API_PROCESSES=2).
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATIONS_LOCK})`);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied = new Set(
    (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map(
      (r) => r.version,
    ),
  );
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      // Two instances starting together: the advisory lock makes the second wait, then skip.
      await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATIONS_LOCK})`);
      const again = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (again.rowCount > 0) return;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      done.push(migration.name);
    });
  }
  return done;
}

/** True when every migration on disk is applied (readiness). */
export async function migrationsApplied(
  db: Database,
  migrations: readonly Migration[],
): Promise<boolean> {
  const rows = (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).rows;
  const applied = new Set(rows.map((r) => r.version));
  return migrations.every((m) => applied.has(m.version));
}

/**
 * Splits a migration on semicolons that end a line, keeping $$-quoted bodies whole, because
 * extended-protocol queries (both drivers) take one statement at a time.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    const trimmed = line.trim();
    if (!inDollar && (trimmed.startsWith('--') || trimmed === '')) continue;
    current += line + '\n';
    const dollars = line.split('$$').length - 1;
    if (dollars % 2 === 1) inDollar = !inDollar;
    if (!inDollar && trimmed.endsWith(';')) {
      statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
