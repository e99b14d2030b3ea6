// Browser journeys against the production build, in Debian's chromium.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

ensureChromium();
const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
const result = spawnSync(
  process.execPath,
  [
    'node_modules/@playwright/test/cli.js',
    'test',
    '-c',
    'e2e/playwright.config.ts',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', TZ: 'UTC' } },
);
process.exit(result.status ?? 1);
