// `npm run bench`: builds, runs every benchmark, writes bench/RESULTS.md with the machine it ran on.
// Pass names to run a subset: `npm run bench -- startup catalog`; `--no-build` skips the build.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './support';
import { runStartupBench } from './startup';

type Bench = () => Promise<{ markdown: string }>;

/** Each benchmark module exports one run function; optional ones load only if their file exists. */
async function loadBenches(): Promise<Record<string, Bench>> {
  const benches: Record<string, Bench> = { startup: runStartupBench };
  const optional: Array<[string, string, string]> = [
    ['lighthouse', './lighthouse.ts', 'runLighthouseBench'],
    ['catalog', './catalog.ts', 'runCatalogBench'],
    ['fanout', './fanout.ts', 'runFanoutBench'],
    ['wallet', './wallet.ts', 'runWalletBench'],
    ['bets', './bets.ts', 'runBetsBench'],
    ['virtuals', './virtuals.ts', 'runVirtualsBench'],
    ['shikisha', './shikisha-quote.ts', 'runShikishaQuoteBench'],
    ['jackpots', './jackpot-settlement.ts', 'runJackpotSettlementBench'],
    ['casino', './casino-crash.ts', 'runCasinoCrashBench'],
    ['recommendations', './recommendations.ts', 'runRecommendationsBench'],
    ['notifications', './notifications-fanout.ts', 'runNotificationsFanoutBench'],
    ['exports', './exports.ts', 'runExportsBench'],
  ];
  for (const [name, file, fn] of optional) {
    if (!existsSync(path.join(ROOT, 'bench', file))) continue;
    const mod = (await import(file)) as Record<string, Bench>;
    if (typeof mod[fn] === 'function') benches[name] = mod[fn];
  }
  return benches;
}

function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const pgVersion = (() => {
    try {
      return execSync('psql --version', { encoding: 'utf8' }).trim();
    } catch {
      return 'psql not found';
    }
  })();
  return [
    `- Date: ${new Date().toISOString()}`,
    `- CPU: ${os.cpus().length} × ${cpu}`,
    `- Memory: ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    `- OS: ${os.type()} ${os.release()}`,
    `- Node: ${process.version}; ${pgVersion}`,
  ].join('\n');
}

const args = process.argv.slice(2);
const wanted = args.filter((a) => !a.startsWith('--'));
// --no-build: measure the build that is already there (e.g. while another run serves it).
if (!args.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const benches = await loadBenches();
const names = wanted.length > 0 ? wanted : Object.keys(benches);
const resultsPath = path.join(ROOT, 'bench/RESULTS.md');
const previous = existsSync(resultsPath) ? readFileSync(resultsPath, 'utf8') : '';
const sections = new Map<string, string>();
for (const match of previous.matchAll(/<!-- bench:(\w+) -->\n([\s\S]*?)<!-- \/bench:\1 -->/g)) {
  sections.set(match[1]!, match[2]!);
}

for (const name of names) {
  const bench = benches[name];
  if (!bench) {
    console.error(`unknown benchmark '${name}'; known: ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n=== bench: ${name} ===`);
  const started = Date.now();
  try {
    const { markdown } = await bench();
    sections.set(
      name,
      `${markdown}\n\n_Ran in ${((Date.now() - started) / 1000).toFixed(0)} s._\n`,
    );
    console.log(markdown);
  } catch (error) {
    console.error(`bench ${name} failed:`, error);
    sections.set(name, `## ${name}\n\nFailed: ${String(error)}\n`);
  }
}

const body = [...sections.entries()]
  .map(([name, text]) => `<!-- bench:${name} -->\n${text.trimEnd()}\n<!-- /bench:${name} -->`)
  .join('\n\n');
writeFileSync(
  resultsPath,
  `# Benchmark results\n\nWritten by \`npm run bench\`. Latest run on:\n\n${machine()}\n\n${body}\n`,
);
console.log(`\nwrote ${resultsPath}`);
process.exit(0);
