import { BET_TYPE } from '@shangwe/domain';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { autocannon } from './autocannon';
import { measureCpu, type CpuSplit } from './process-cpu';
import {
  dbUrl,
  DEFAULT_PG_URL,
  fundedBettors,
  loadPrematchPicks as loadPicks,
  postgresAnswers,
  sleep,
  startBuiltServer,
  type Pick,
  type RunningServer,
} from './support';

/**
 * Bet placement on PostgreSQL: 1,000 funded bettors with live sessions place 5-leg prematch
 * accumulators through POST /api/v2/bet (JSON, idempotency key per request) with autocannon
 * on loopback. Reported as a ratio of pgbench (TPC-B-like) on the same machine in the same
 * run, then p99 at half the measured rate. Bounded: 15 s per phase. This commit runs twice in
 * the same rounds, with batched ingestion on and off (BET_BATCHING, wagers/placement-batcher.ts),
 * each on its own fresh database, so the batching's effect is read off one run. BETS_WRITERS
 * (e.g. "1,2") runs "batching on" once per count of writers (BET_BATCH_WRITERS), default 1.
 */

/** The first of the servers' ports (BETS_BENCH_PORT; the others follow it). */
const PORT = Number(process.env.BETS_BENCH_PORT ?? 8204);
const BETTORS = 1000;
/** Same concurrency for pgbench clients and HTTP connections, so the ratio compares like with like. */
const CONNECTIONS = 32;
const DURATION_S = 15;
const LEGS = 5;

/** pgbench's built-in TPC-B-like script, scale 10, same connection count, same duration. */
function runPgbench(url: string): number {
  // A shared PostgreSQL (max_connections 100) may be full for a moment: try again a few times.
  for (let attempt = 1; ; attempt++) {
    try {
      return runPgbenchOnce(url);
    } catch (error) {
      if (attempt >= 4 || !String(error).includes('too many clients')) throw error;
      execFileSync('sleep', ['5']);
    }
  }
}

function runPgbenchOnce(url: string): number {
  const out = execFileSync(
    'pgbench',
    ['-n', '-c', String(CONNECTIONS), '-j', '2', '-T', String(DURATION_S), url],
    {
      encoding: 'utf8',
    },
  );
  const tps =
    /tps = ([\d.]+) \(without initial connection time\)/.exec(out) ?? /tps = ([\d.]+)/.exec(out);
  if (!tps) throw new Error(`could not read pgbench output:\n${out}`);
  return Number(tps[1]);
}

/** Rounds of pgbench, full load and half rate; the report checks the medians. */
const ROUNDS = Number(process.env.BETS_ROUNDS ?? 3);

interface Round {
  pgbenchTps: number;
  full: { perSecond: number; ok: number; non2xx: number; errors: number; p50: number; p99: number };
  rate: number;
  half: { ok: number; non2xx: number; errors: number; p50: number; p99: number };
  ratio: number;
  /** CPU per bet at full load, ms. */
  cpuPerBet: CpuSplit;
  /** Where in its round the build was measured (1: right after pgbench). */
  position: number;
}

function slipFor(picks: readonly Pick[], seed: number): Pick[] {
  const chosen = new Set<number>();
  let i = seed;
  while (chosen.size < LEGS) {
    chosen.add((i * 7919 + chosen.size * 104729) % picks.length);
    i++;
  }
  return [...chosen].map((idx) => picks[idx]!);
}

/** The request of bet number i: a 5-leg slip, a bettor's token, a fresh idempotency key. */
function betRequest(tokens: readonly string[], picks: readonly Pick[], i: number) {
  const legs = slipFor(picks, i).map((p) => ({
    ...p,
    bet_type: BET_TYPE.prematch,
    is_shared: false,
  }));
  return {
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${tokens[i % tokens.length]}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ stake: '10', src: 'MOBILE_WEB', betslip: legs }),
  };
}

/** Closed loop: CONNECTIONS connections, each sending its next bet as soon as one is answered. */
async function cannon(url: string, tokens: readonly string[], picks: readonly Pick[]) {
  let n = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        path: '/api/v2/bet',
        setupRequest: (request) => ({ ...request, ...betRequest(tokens, picks, n++) }),
      },
    ],
  });
  return {
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    perSecond: result['2xx'] / DURATION_S,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/**
 * Open loop at a steady rate: bet i is due at start + i/rate, whatever happened to the ones
 * before, over keep-alive connections (at most CONNECTIONS). Latency runs from the moment a bet
 * was due, so a server falling behind shows in it (autocannon's overallRate sends each second's
 * quota in a burst at the start of the second, which measures bursts, not a steady rate).
 */
async function paced(url: string, tokens: readonly string[], picks: readonly Pick[], rate: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const target = new URL('/api/v2/bet', url);
  const total = Math.round(rate * DURATION_S);
  const latencies: number[] = [];
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  const send = (i: number, due: number) =>
    new Promise<void>((resolve) => {
      const { headers, body } = betRequest(tokens, picks, i);
      const request = http.request(target, { method: 'POST', agent, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - due);
          if (response.statusCode! >= 200 && response.statusCode! < 300) ok++;
          else non2xx++;
          resolve();
        });
      });
      request.on('error', () => {
        errors++;
        resolve();
      });
      request.end(body);
    });
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    inFlight.push(send(i, due));
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { ok, non2xx, errors, p50: at(0.5), p99: at(0.99) };
}

/** A built server under test with its own database, funded bettors and the picks it serves. */
interface Target {
  label: string;
  server: RunningServer;
  tokens: string[];
  picks: Pick[];
  rounds: Round[];
  /** Its database's name (for the PostgreSQL CPU of its backends). */
  database: string;
}

/** A counter's samples summed, from a server's /metrics. */
async function counterOf(server: RunningServer, name: string, label = ''): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return text
    .split('\n')
    .filter((l) => l.startsWith(`${name}{${label}`) || (!label && l.startsWith(`${name} `)))
    .reduce((sum, l) => sum + Number(l.split(' ').at(-1) ?? 0), 0);
}

/** Starts the server of `root` on a fresh database, funds the bettors and warms it up. */
async function prepareTarget(
  label: string,
  root: string | undefined,
  url: string,
  database: string,
  port: number,
  env: Record<string, string> = {},
): Promise<Target> {
  const server = await startBuiltServer(port, { DATABASE_URL: url, ...env }, 180_000, { root });
  // Not a target until ready: a server whose preparation failed is stopped here, not left running.
  try {
    return await warmUp(label, server, url, database);
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Funds the bettors of a started server, warms it up and refreshes its planner statistics. */
async function warmUp(
  label: string,
  server: RunningServer,
  url: string,
  database: string,
): Promise<Target> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const picks = await loadPicks(client);
  await client.end();
  // 1,000 bettors, each funded through the ledger with a live session.
  const tokens = (await fundedBettors(url, BETTORS)).map((b) => b.token);
  await cannon(server.url, tokens, picks).then(
    () => undefined,
    () => undefined,
  ); // warm-up run, not reported
  // The planner's statistics of the warmed-up tables, as autovacuum keeps them on a production
  // server (this machine's PostgreSQL runs with autovacuum off, and a fresh database's tables were
  // empty when last planned for); pgbench's own initialisation ends with the same.
  const analyzer = new pg.Client({ connectionString: url });
  await analyzer.connect();
  await analyzer.query('ANALYZE');
  await analyzer.end();
  return { label, server, tokens, picks, rounds: [], database };
}

/**
 * Runs `measure` with every server but `measured` stopped (SIGSTOP), and continues them after,
 * however it ends: a server's connections stay open, its timers fire late once continued.
 */
async function pausing<T>(
  targets: readonly Target[],
  measured: Target | null,
  measure: () => Promise<T>,
): Promise<T> {
  const others = targets.filter((t) => t !== measured);
  for (const other of others) process.kill(other.server.pid, 'SIGSTOP');
  try {
    return await measure();
  } finally {
    for (const other of others) process.kill(other.server.pid, 'SIGCONT');
  }
}

/**
 * Every phase (pgbench's too) starts right after a checkpoint. PostgreSQL starts one by itself
 * after every ~0.5 GB of WAL, which these runs write in a minute or two; its writes, spread
 * over the next minute, then slow the commits of whichever phase they fall in, so without this a
 * phase's tail told where the last checkpoint fell more than how the build behaves.
 */
async function checkpoint(admin: pg.Client): Promise<void> {
  await admin.query('CHECKPOINT');
}

/** One round of a target: full load (with its CPU split), then half that rate. */
async function measureRound(
  target: Target,
  pgbenchTps: number,
  admin: pg.Client,
): Promise<Omit<Round, 'position'>> {
  const { server, tokens, picks } = target;
  await checkpoint(admin);
  const { result: full, cpu } = await measureCpu(server.pid, target.database, () =>
    cannon(server.url, tokens, picks),
  );
  const bets = Math.max(1, full.ok);
  const rate = Math.max(1, Math.round(full.perSecond / 2));
  await checkpoint(admin);
  const half = await paced(server.url, tokens, picks, rate);
  return {
    pgbenchTps,
    full,
    rate,
    half,
    ratio: full.perSecond / pgbenchTps,
    cpuPerBet: {
      server: cpu.server / bets,
      postgres: cpu.postgres / bets,
      client: cpu.client / bets,
    },
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The short commit of a checkout, for the report. */
function commitOf(root: string): string {
  try {
    return execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    return path.basename(root);
  }
}

/**
 * BETS_BASELINE_DIR: another checkout of the project with its server built (`npm ci && npm run
 * build` there). Its server is measured in the same rounds as this commit's, each on its own
 * fresh database, so "not slower than before" is read off one run on one machine.
 */
const BASELINE_DIR = process.env.BETS_BASELINE_DIR;

/** The counts of writers "batching on" runs with (BETS_WRITERS, default "1"). */
const WRITERS = (process.env.BETS_WRITERS ?? '1')
  .split(',')
  .map((w) => Math.max(1, Math.floor(Number(w))))
  .filter((w) => Number.isFinite(w));

export async function runBetsBench(): Promise<{ markdown: string }> {
  const base = process.env.DATABASE_URL ?? DEFAULT_PG_URL;
  if (!(await postgresAnswers(base))) {
    return {
      markdown: '## Bet placement\n\nNot measured: no PostgreSQL server on 127.0.0.1:5432.',
    };
  }
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const stamp = Date.now();
  const pgbenchDb = `bench_pgbench_${stamp}`;
  const plans: Array<{
    label: string;
    root: string | undefined;
    db: string;
    port: number;
    env?: Record<string, string>;
  }> = [
    ...WRITERS.map((writers, i) => ({
      label: WRITERS.length > 1 ? `batching on, ${writers} writers` : 'batching on',
      root: undefined,
      db: `bench_bets_${i === 0 ? '' : `w${writers}_`}${stamp}`,
      port: PORT + (i === 0 ? 0 : 2 + i),
      env: { BET_BATCHING: 'on', BET_BATCH_WRITERS: String(writers) },
    })),
    {
      label: 'batching off',
      root: undefined,
      db: `bench_bets_off_${stamp}`,
      port: PORT + 2,
      env: { BET_BATCHING: 'off' },
    },
    ...(BASELINE_DIR
      ? [
          {
            label: `baseline ${commitOf(BASELINE_DIR)}`,
            root: path.resolve(BASELINE_DIR),
            db: `bench_bets_base_${stamp}`,
            port: PORT + 1,
          },
        ]
      : []),
  ];
  await admin.query(`CREATE DATABASE ${pgbenchDb}`);
  for (const plan of plans) await admin.query(`CREATE DATABASE ${plan.db}`);
  const targets: Target[] = [];
  try {
    const loadBefore = os.loadavg()[0]!;
    // pgbench is initialised once; each round measures it again right before the bets, so a
    // ratio pairs two figures taken on the host in the same state.
    execFileSync('pgbench', ['-i', '-q', '-s', '10', dbUrl(base, pgbenchDb)], { stdio: 'ignore' });
    for (const plan of plans) {
      targets.push(
        await prepareTarget(
          plan.label,
          plan.root,
          dbUrl(base, plan.db),
          plan.db,
          plan.port,
          plan.env,
        ),
      );
    }
    for (let r = 0; r < ROUNDS; r++) {
      // The servers' pools close connections idle for 10 s (pg's default): with two or three
      // servers of 20 each still open, pgbench's 32 clients could find a shared PostgreSQL
      // (max_connections 100) full.
      await sleep(11_000);
      // Every server runs the product's workers (live odds, crash rounds, virtual leagues):
      // while one is measured the others are paused, so their workers' bursts (tens of ms of
      // CPU each second) land on no measured phase, pgbench's included.
      const pgbenchTps = await pausing(targets, null, async () => {
        await checkpoint(admin);
        return runPgbench(dbUrl(base, pgbenchDb));
      });
      // Each round starts with another build: measured right after pgbench, a build placed up
      // to 15 points of ratio fewer than in the same round's later slots, so a fixed order
      // handed one build that slot in every round.
      const order = targets.map((_, i) => targets[(i + r) % targets.length]!);
      for (const [slot, target] of order.entries()) {
        const round = await pausing(targets, target, () => measureRound(target, pgbenchTps, admin));
        target.rounds.push({ ...round, position: slot + 1 });
      }
    }
    // Which catalog copy had the last word on each bet (memory, or the database behind it).
    const metrics = await (await fetch(`${targets[0]!.server.url}/metrics`)).text();
    const judged = (catalog: string) =>
      Number(
        metrics
          .split('\n')
          .find((l) => l.startsWith(`bets_judged_total{catalog="${catalog}"}`))
          ?.split(' ')
          .at(-1) ?? 0,
      );
    const current = targets[0];
    const baseline = BASELINE_DIR ? targets.at(-1) : undefined;
    // How the batched server wrote its bets (warm-up included): batches of more than one bet.
    const batches = await counterOf(current!.server, 'bet_write_batches_total');
    const batchedBets = await counterOf(current!.server, 'bet_writes_batched_total');
    const alone = await counterOf(current!.server, 'bet_writes_batched_total', 'outcome="alone"');
    const placedOn = await counterOf(current!.server, 'bets_placed_total');
    const ratio = median(current!.rounds.map((r) => r.ratio));
    const halfP99 = median(current!.rounds.map((r) => r.half.p99));
    const perSecond = (t: Target) => median(t.rounds.map((r) => r.full.perSecond));
    const cpuMedian = (t: Target, part: keyof CpuSplit) =>
      median(t.rounds.map((r) => r.cpuPerBet[part])).toFixed(2);
    const summary = (t: Target) =>
      `- ${t.label}: median ratio to pgbench ${(median(t.rounds.map((r) => r.ratio)) * 100).toFixed(0)}%, ` +
      `${perSecond(t).toFixed(0)} bets/s, half-rate p99 ${median(t.rounds.map((r) => r.half.p99))} ms; ` +
      `CPU per bet server ${cpuMedian(t, 'server')} / PostgreSQL ${cpuMedian(t, 'postgres')} / client ${cpuMedian(t, 'client')} ms`;
    const row = (t: Target, r: Round, i: number) =>
      `| ${i + 1} | ${t.label} | ${r.position} | ${r.pgbenchTps.toFixed(0)} tps | ${r.full.perSecond.toFixed(0)} (${r.full.ok} ok, ${r.full.non2xx} non-2xx, ${r.full.errors} errors) | ${(r.ratio * 100).toFixed(0)}% | ${r.full.p50} / ${r.full.p99} ms | ${r.cpuPerBet.server.toFixed(2)} / ${r.cpuPerBet.postgres.toFixed(2)} / ${r.cpuPerBet.client.toFixed(2)} ms | ${r.rate}/s (${r.half.ok} ok, ${r.half.non2xx} non-2xx, ${r.half.errors} errors) | ${r.half.p50} / ${r.half.p99} ms |`;
    return {
      markdown: [
        '## Bet placement (PostgreSQL)',
        '',
        `\`POST /api/v2/bet\`, 5-leg prematch accumulators from ${BETTORS} funded bettors (Bearer tokens, one idempotency key per request), ` +
          `${CONNECTIONS} connections for ${DURATION_S} s with autocannon on loopback; each bet is judged against the catalog and the ` +
          'session the server keeps in memory (packages/domain quote), then one autocommitted statement checks the database still ' +
          'agrees, debits the ledger and writes the bet, its legs and the idempotent answer; when it does not, the bet is judged ' +
          'again on the database (session read, picks read, write). "batching on": a placement that arrives while another ' +
          'is being written waits for it and is then written with the others that arrived meanwhile by one database call ' +
          '(wager_placements: a batch of cash placements naming each bettor once by one set-based statement, migration 0161; otherwise, or when it fails, ' +
          "each bet's own placement statement in turn, all in one block; if one fails, the batch again with each bet undone alone; one commit; " +
          'wagers/placement-batcher.ts); "batching off" (BET_BATCHING=off): each statement autocommitted alone. ' +
          'Both are this commit, in the same rounds, each on its own fresh database, warmed up by one unreported full-load run and then ANALYZEd ' +
          "(autovacuum's statistics; this machine's PostgreSQL runs with autovacuum off). Half rate: an open-loop client sending one bet every " +
          `1/rate s for ${DURATION_S} s, latency from the moment each bet was due. pgbench: built-in TPC-B-like ` +
          `script, scale 10, ${CONNECTIONS} clients, ${DURATION_S} s, same machine, run right before each round. ` +
          'CPU per bet: user + system time of the server process, of the PostgreSQL processes serving its database (with the shared writer and checkpointer) and of the load client during ' +
          `the full-load run, divided by the bets placed. ${ROUNDS} rounds; the targets are checked on the medians. ` +
          'Every server runs the workers (live odds, crash rounds, virtual leagues); while one server or pgbench is measured, the other servers are paused (SIGSTOP), so their bursts of work fall in no measured phase. ' +
          "Each phase (pgbench's too) starts right after a CHECKPOINT, so PostgreSQL's own checkpoints (one per ~0.5 GB of WAL, its writes spread over a minute) fall in no phase by chance." +
          (baseline
            ? ` The baseline build (BETS_BASELINE_DIR) runs in the same rounds as this commit's two, on its own fresh database.`
            : '') +
          ' The builds of a round are measured one after the other, each round starting with the next one ("measured": 1st is right after pgbench), so no build always has the same slot.',
        '',
        `| round | build | measured | pgbench TPC-B-like | bets/s, full load | ratio | full load p50 / p99 | CPU per bet: server / PostgreSQL / client | half rate | half rate p50 / p99 |`,
        `|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|`,
        ...current!.rounds.flatMap((r, i) => targets.map((t) => row(t, t.rounds[i] ?? r, i))),
        '',
        `- median ratio to pgbench with batching ${(ratio * 100).toFixed(0)}% (≥ 60%): ${ratio >= 0.6 ? '✅' : '❌'}`,
        `- median p99 at half rate with batching ${halfP99} ms (< 50 ms): ${halfP99 < 50 ? '✅' : '❌'}`,
        ...targets.map(summary),
        `- batching on: ${batchedBets} of ${placedOn} bets placed were written in ${batches} batches of more than one ` +
          `(mean ${(batchedBets / Math.max(1, batches)).toFixed(1)} bets a batch, each batch one database call; ` +
          `${alone} fallen back to one by one); the rest went alone, finding a writer free`,
        ...(baseline
          ? [
              `- median bets/s against the ${baseline.label}: ${perSecond(current!).toFixed(0)} vs ${perSecond(baseline).toFixed(0)} ` +
                `(${((perSecond(current!) / perSecond(baseline)) * 100).toFixed(0)}%), half-rate p99 ${halfP99} vs ` +
                `${median(baseline.rounds.map((r) => r.half.p99))} ms, server CPU per bet ` +
                `${median(current!.rounds.map((r) => r.cpuPerBet.server)).toFixed(2)} vs ${median(baseline.rounds.map((r) => r.cpuPerBet.server)).toFixed(2)} ms`,
            ]
          : []),
        `- bets judged from memory / on the database (batching on): ${judged('memory')} / ${judged('database')}`,
        '',
        `Load average (1 min) when the run started: ${loadBefore.toFixed(1)} on ${os.cpus().length} cores; ` +
          'other processes on the machine slow both sides alike but add latency.',
      ].join('\n'),
    };
  } finally {
    for (const target of targets) await target.server.stop();
    for (const plan of plans) await admin.query(`DROP DATABASE IF EXISTS ${plan.db} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${pgbenchDb} WITH (FORCE)`);
    await admin.end();
  }
}
