// Typechecks every project of the tree with its own tsconfig (one strict base, per-project libs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'packages/domain',
  'packages/contract',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
].filter((p) => existsSync(`${p}/tsconfig.json`));

for (const project of projects) {
  const started = Date.now();
  const result = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], {
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`typecheck failed in ${project}`);
    process.exit(result.status ?? 1);
  }
  console.log(`typecheck ok: ${project} (${Date.now() - started} ms)`);
}
