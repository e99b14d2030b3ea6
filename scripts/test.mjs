// `npm test`: every suite in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit', ['run', 'test:unit']],
  ['api', ['run', 'test:api']],
  ['browser', ['run', 'test:e2e']],
];

const started = Date.now();
const timings = [];
for (const [name, args] of steps) {
  const stepStart = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync('npm', args, { stdio: 'inherit', env: { ...process.env, TZ: 'UTC' } });
  timings.push(`${name} ${((Date.now() - stepStart) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n${name} failed; stopping. (${timings.join(', ')})`);
    process.exit(result.status ?? 1);
  }
}
console.log(
  `\nall suites passed in ${((Date.now() - started) / 1000).toFixed(1)} s (${timings.join(', ')})`,
);
