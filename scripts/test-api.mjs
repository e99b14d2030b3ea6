// API tests through the HTTP layer: always on PGlite, then again on PostgreSQL + Redis when
// DATABASE_URL / REDIS_URL are set.
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
function run(label, env) {
  console.log(`\n--- api tests on ${label} ---`);
  const result = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--project', 'api', ...extra],
    { stdio: 'inherit', env: { ...env, TZ: 'UTC' } },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { DATABASE_URL, REDIS_URL, ...withoutServices } = process.env;
run('PGlite (embedded)', withoutServices);
if (DATABASE_URL || REDIS_URL) {
  run(`${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}${REDIS_URL ? ' + Redis' : ''}`, process.env);
}
