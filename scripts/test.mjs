// `npm test`: every suite. Two lanes run side by side, because the browser journeys spend most
// of their time waiting (settlement delays, virtual rounds, payment callbacks) while the other
// suites keep both cores busy: the checks lane (typecheck and lint together, then unit, then
// the API suite) and the browser lane (build, then journeys). The first failure stops the run.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Each lane is a list of stages; the steps of a stage run together. */
const lanes = [
  [
    [
      ['typecheck', ['run', 'typecheck']],
      ['lint', ['run', 'lint']],
    ],
    [['unit', ['run', 'test:unit']]],
    [['api', ['run', 'test:api']]],
  ],
  [[['browser', ['run', 'test:e2e']]]],
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
async function runLane(stages) {
  for (const stage of stages) {
    if (failed) return;
    const codes = await Promise.all(stage.map(([name, args]) => step(name, args)));
    const bad = codes.findIndex((code) => code !== 0);
    if (bad >= 0 && !failed) {
      failed = true;
      console.error(`\n${stage[bad][0]} failed; stopping. (${timings.join(', ')})`);
      stopAll();
      process.exitCode = codes[bad];
      return;
    }
  }
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

await Promise.all(lanes.map(runLane));
if (!failed) console.log(`\nall suites passed in ${seconds(started)} (${timings.join(', ')})`);
