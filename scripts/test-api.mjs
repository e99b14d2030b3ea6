// API tests through the HTTP layer: always on PGlite, then again on PostgreSQL + Redis when
// DATABASE_URL / REDIS_URL are set. `--databases=embedded` or `--databases=services` runs one
// of the two (`npm test` runs them side by side); other arguments go to vitest.
import { spawnSync } from 'node:child_process';

const DATABASES = '--databases=';
const only = process.argv.find((a) => a.startsWith(DATABASES))?.slice(DATABASES.length);
if (only !== undefined && only !== 'embedded' && only !== 'services') {
  console.error(`${DATABASES}${only}: expected embedded or services`);
  process.exit(2);
}
const extra = process.argv.slice(2).filter((a) => !a.startsWith(DATABASES));
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
if (only !== 'services') run('PGlite (embedded)', withoutServices);
if (only !== 'embedded' && (DATABASE_URL || REDIS_URL)) {
  run(`${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}${REDIS_URL ? ' + Redis' : ''}`, process.env);
}
