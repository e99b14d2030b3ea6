import { afterEach } from 'vitest';
import type { Database } from '../db/database';
import { loadMigrations, migrate } from '../db/migrate';
import { migrationsDir } from '../platform/paths';
import { freshDatabase } from './build-test-app';

/**
 * A fresh, migrated database per test for the tests that call repositories directly (no app):
 * returns the opener; the database is closed and dropped after each test.
 */
export function useMigratedDatabase(): () => Promise<Database> {
  let opened: { db: Database; drop(): Promise<void> } | undefined;
  afterEach(async () => {
    await opened?.db.close();
    await opened?.drop();
    opened = undefined;
  });
  return async () => {
    opened = await freshDatabase();
    await migrate(opened.db, await loadMigrations(migrationsDir()));
    return opened.db;
  };
}
