// `npm test`: every suite, as a graph of steps. A step starts once the steps it follows have
// passed, so the independent ones run side by side: the browser journeys spend most of their
// time waiting (settlement delays, virtual rounds, payment callbacks), and the API suite's two
// runs (PGlite, then PostgreSQL + Redis) are separate steps, so the slowest suite is not the
// sum of both after the unit tests. The first failure stops the run.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const withServices = Boolean(process.env.DATABASE_URL || process.env.REDIS_URL);
/** name, npm arguments, the steps it follows. */
const steps = [
  ['typecheck', ['run', 'typecheck'], []],
  ['lint', ['run', 'lint'], []],
  ['browser', ['run', 'test:e2e'], []],
  ['unit', ['run', 'test:unit'], ['typecheck', 'lint']],
  ['api', ['run', 'test:api', '--', '--databases=embedded'], ['typecheck', 'lint']],
  ...(withServices
    ? [['api-services', ['run', 'test:api', '--', '--databases=services'], ['unit']]]
    : []),
];

const started = Date.now();
const timings = [];
const running = new Set();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs `npm <args>` with every output line prefixed by the step's name; resolves its exit code. */
function step(name, args) {
  const stepStart = Date.now();
  console.log(`\n=== ${name} ===`);
  const child = spawn('npm', args, {
    env: { ...process.env, TZ: 'UTC', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      timings.push(`${name} ${seconds(stepStart)}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

let failed = false;
const done = new Map();
/** Runs a step once the steps it follows have passed; resolves whether it passed. */
function schedule(name) {
  if (done.has(name)) return done.get(name);
  const [, args, after] = steps.find(([stepName]) => stepName === name);
  const result = Promise.all(after.map(schedule)).then(async (passed) => {
    if (failed || !passed.every(Boolean)) return false;
    const code = await step(name, args);
    if (code !== 0 && !failed) {
      failed = true;
      console.error(`\n${name} failed; stopping. (${timings.join(', ')})`);
      stopAll();
      process.exitCode = code;
    }
    return code === 0;
  });
  done.set(name, result);
  return result;
}

// Each step runs in a process group of its own (so a failure can stop its whole tree): a
// signal to this script is passed on to every group, or the steps would outlive it.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
]) {
  process.on(signal, () => {
    stopAll();
    process.exit(code);
  });
}

await Promise.all(steps.map(([name]) => schedule(name)));
if (!failed) console.log(`\nall suites passed in ${seconds(started)} (${timings.join(', ')})`);
