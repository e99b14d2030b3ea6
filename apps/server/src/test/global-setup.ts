import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/database';
import { loadMigrations, migrate } from '../db/migrate';
import { migrationsDir } from '../platform/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

/**
 * Builds one migrated PGlite for the whole API run and saves it as a tarball; every test then
 * starts from its own copy (a fresh database in well under a second instead of several).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplatePath', '');
    return;
  }
  const db = await openPglite({});
  await migrate(db, await loadMigrations(migrationsDir()));
  const blob = await db.dumpDataDir!();
  await db.close();
  const file = path.join(os.tmpdir(), `shangwe-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  return () => rmSync(file, { force: true });
}
