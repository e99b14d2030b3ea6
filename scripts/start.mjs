// `npm start`: builds whatever is missing or older than its sources, then runs the server in
// this very process (so SIGTERM/SIGINT reach it directly), started with the server's node flags:
// without them, this script starts itself again with them and only relays signals and the
// exit code.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const { SERVER_NODE_FLAGS } = await import(
  pathToFileURL(path.join(root, 'apps/server/node-flags.mjs')).href
);
async function run() {
  buildWhatIsStale();
  const args = process.argv
    .slice(2)
    .map((a) => (a === '--ledger-check' ? '--task=ledger-check' : a));
  process.argv = [process.argv[0], path.join(root, 'apps/server/dist/main.js'), ...args];
  await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
}

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

const shared = ['packages/domain/src', 'packages/contract/src'];
const builds = [
  {
    workspace: '@shangwe/web',
    output: 'apps/web/dist/index.html',
    sources: [
      ...shared,
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
    ],
  },
  {
    workspace: '@shangwe/server',
    output: 'apps/server/dist/main.js',
    sources: [...shared, 'apps/server/src', 'apps/server/build.mjs'],
  },
];

function buildWhatIsStale() {
  for (const build of builds) {
    const builtAt = existsSync(build.output) ? statSync(build.output).mtimeMs : 0;
    const changedAt = Math.max(...build.sources.map(newest));
    if (builtAt >= changedAt) continue;
    console.log(`building ${build.workspace} ...`);
    const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (!SERVER_NODE_FLAGS.every((flag) => process.execArgv.includes(flag))) {
  const child = spawn(
    process.execPath,
    [
      ...SERVER_NODE_FLAGS,
      ...process.execArgv,
      fileURLToPath(import.meta.url),
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit' },
  );
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await run();
}
