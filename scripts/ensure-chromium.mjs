// Browser tests use Debian's chromium; no browser is ever downloaded.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log('chromium is missing: installing it with apt-get ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
