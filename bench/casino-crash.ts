import { randomUUID } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import type { CrashRound } from '@shangwe/contract';
import { createTestProfile } from '../apps/server/src/accounts/test-factories';
import { openPostgres } from '../apps/server/src/db/database';
import { checkLedger } from '../apps/server/src/wallet/ledger-check';
import { connectionsPerProcess } from './connections-per-process';
import { pidCpuMs, postgresCpuMs, serverCpuMs } from './process-cpu';
import { forkLoadClient, LOAD_CLIENT, type LoadClient } from './socket-load-client';
import {
  DEFAULT_PG_URL,
  p99Verdict,
  perServerProcessCount,
  postgresAnswers,
  serverProcessCounts,
  sleep,
  startBuiltServer,
} from './support';

/**
 * One crash round with 5,000 connected watchers (socket.io, websocket only, room casino:crash)
 * and 1,000 bets from 1,000 funded players (half with an auto cash-out between 1.20x and 3.00x);
 * the other 500 cash out by hand at random moments in the first 4 s of flight. Measures the
 * multiplier tick delivery (engine publishing a tick → a watcher receiving it, same clock) and
 * the cash-out latency (request sent → answer received). The crash point is the chain's, so a
 * round that crashes in under 4 s is played out and the next one measured (at most 6 rounds),
 * after one warm-up round played alike and never measured.
 * PostgreSQL (the players are made directly in it); the ledger is checked afterwards.
 */

/**
 * Rounds played in full before any is measured. A server's first cash-outs run its cash-out
 * and settlement code cold (not yet compiled): the first tick of that flight reached watchers
 * ~160 ms late (p50), the same tick of the next flight 26 ms. A live server has long been warm.
 */
const WARM_UP_ROUNDS = 1;
/** Rounds played after the warm-up until one flies through the hand cash-outs (the last counts). */
const MEASURED_ATTEMPTS = 6;
const LAST_ATTEMPT = WARM_UP_ROUNDS + MEASURED_ATTEMPTS;

/** The server's port (CASINO_BENCH_PORT: another run, or a CI job, may hold the default). */
const PORT = Number(process.env.CASINO_BENCH_PORT ?? 24_310);
/** CRASH_BENCH_WATCHERS lowers it (0: the bets and cash-outs with no room to push to). */
const WATCHERS = Number(process.env.CRASH_BENCH_WATCHERS ?? 5000);
const PLAYERS = 1000;
const FLIGHT_MS = 4000;
/** The curve's speed (CRASH_GROWTH_PER_SECOND's default): multiplier e^(rate × seconds). */
const GROWTH_PER_SECOND = 0.06;
/** Processes holding the watchers (CRASH_BENCH_WATCHER_PROCESSES), apart from the bettors'. */
const WATCHER_PROCESSES = Number(process.env.CRASH_BENCH_WATCHER_PROCESSES ?? 2);
/**
 * The server process counts measured, one round each (API_PROCESSES, platform/cluster.ts;
 * CRASH_BENCH_SERVER_PROCESSES, default "1,2"): above one they share the port and Redis carries
 * the engine's ticks to each.
 */
const SERVER_PROCESSES = serverProcessCounts('CRASH_BENCH_SERVER_PROCESSES');
/** The targets of issue 35 (tick delivery and cash-out answer p99), ms. */
const TARGET_P99_MS = 100;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
};

/**
 * Each tick's spread over the room, by its time since take-off: from its first watcher's
 * receipt to its last. The server writes the room's sockets one after another (and the
 * watchers read them likewise), so this is the time one tick takes to cross the whole room
 * even when nothing else runs: the floor under the tick's p99.
 */
function tickSpans(latencies: number[], elapsed: number[]): Map<number, number> {
  const range = new Map<number, [number, number]>();
  latencies.forEach((ms, i) => {
    const seen = range.get(elapsed[i]!);
    range.set(elapsed[i]!, seen ? [Math.min(seen[0], ms), Math.max(seen[1], ms)] : [ms, ms]);
  });
  return new Map([...range].map(([at, [first, last]]) => [at, last - first]));
}

async function inBatches<T>(n: number, size: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += size) {
    out.push(
      ...(await Promise.all(Array.from({ length: Math.min(size, n - i) }, (_, k) => fn(i + k)))),
    );
  }
  return out;
}

export async function runCasinoCrashBench(): Promise<{ markdown: string }> {
  const base = process.env.DATABASE_URL ?? DEFAULT_PG_URL;
  if (!(await postgresAnswers(base))) {
    return {
      markdown: '## Casino crash round\n\nNot measured: no PostgreSQL server on 127.0.0.1:5432.',
    };
  }
  const { sections, verdicts } = await perServerProcessCount(
    SERVER_PROCESSES,
    (processes) => runCasinoCrashOnce(base, processes),
    (run) => [
      p99Verdict('tick', run.tickP99, TARGET_P99_MS),
      p99Verdict('cash-out', run.cashoutP99, TARGET_P99_MS),
    ],
  );
  return {
    markdown: ['## Casino crash round', '', ...sections, '', ...verdicts].join('\n'),
  };
}

async function runCasinoCrashOnce(
  base: string,
  processes: number,
): Promise<{ markdown: string; tickP99: number; cashoutP99: number }> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const appDb = `bench_casino_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${appDb}`);
  const url = new URL(base);
  url.pathname = `/${appDb}`;
  const server = await startBuiltServer(
    PORT,
    {
      DATABASE_URL: url.toString(),
      ...(processes > 1 && {
        API_PROCESSES: String(processes),
        REDIS_URL,
        REDIS_PREFIX: `${appDb}:`,
      }),
      CRASH_BET_WINDOW_MS: '25000',
      CRASH_PAUSE_MS: '2000',
      CRASH_SEEDING_WINDOW_MS: '0',
      LIVE_DEMO: '0',
    },
    undefined,
    // CASINO_BENCH_ROOT: another checkout's build (a baseline to compare with in the same minutes).
    process.env.CASINO_BENCH_ROOT ? { root: process.env.CASINO_BENCH_ROOT } : {},
  );
  const db = openPostgres({ connectionString: url.toString(), max: 10 });
  const watchers: LoadClient[] = [];
  try {
    const ctx = { db, now: () => new Date() };
    const tokens =
      // Numbered phones: random ones collide now and then (profiles_mobile_key) in 1,000.
      (
        await inBatches(PLAYERS, 20, (i) =>
          createTestProfile(ctx, {
            cashCents: 10_000_000,
            mobile: `2547${String(10_000_000 + i).padStart(8, '0')}`,
          }),
        )
      ).map((p) => p.token);
    // Statistics, as a running site's database has (autovacuum); a fresh one is planned blind.
    await db.query('ANALYZE');

    const rounds: CrashRound[] = [];
    // The watchers live in processes of their own: this one only bets and cashes out, so the
    // cash-out times are not those of a process decoding 25,000 ticks a second.
    for (let p = 0; p < WATCHER_PROCESSES; p++) {
      // At least one socket in the first process: it forwards the round events.
      const share = Math.max(
        p === 0 ? 1 : 0,
        Math.floor(WATCHERS / WATCHER_PROCESSES) + (p < WATCHERS % WATCHER_PROCESSES ? 1 : 0),
      );
      const client = forkLoadClient({
        kind: 'crash',
        url: server.url,
        sockets: share,
        forwardRounds: p === 0,
      });
      if (p === 0) client.onEvent((_event, payload) => rounds.push(payload as CrashRound));
      watchers.push(client);
    }
    const connectMs = Math.max(
      ...(await Promise.all(watchers.map((w) => w.ready))).map((r) => r.connectMs),
    );
    // Before any bettor connects: the watchers' sockets alone.
    const perProcess = connectionsPerProcess(server.pid, PORT);
    const cpuOf = () => ({
      ...serverCpuMs(server.pid),
      postgres: postgresCpuMs(appDb),
      watchers: watchers.reduce((sum, w) => sum + pidCpuMs(w.pid), 0),
      bettors: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
    });

    const post = async (path: string, token: string, body: unknown) => {
      const started = performance.now();
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      if (process.env.CASINO_BENCH_DEBUG && res.status >= 400)
        console.error(path, res.status, text.slice(0, 200));
      return { status: res.status, ms: performance.now() - started };
    };

    for (let attempt = 1; attempt <= LAST_ATTEMPT; attempt++) {
      // A round with at least 15 s of its bet window left.
      let round: CrashRound | undefined;
      for (const deadline = Date.now() + 120_000; !round && Date.now() < deadline;) {
        const state = (await (await fetch(`${server.url}/api/casino/crash/state`)).json()) as {
          round?: CrashRound;
        };
        const r = state.round;
        if (
          r?.phase === 'betting' &&
          Date.parse(r.bet_window_ends_at) - Date.parse(r.server_time) > 15_000
        )
          round = r;
        else await sleep(500);
      }
      if (!round) throw new Error('no crash round opened for bets');
      const betStarted = Date.now();
      const bets = await inBatches(PLAYERS, 100, (i) =>
        post('/api/casino/crash/bet', tokens[i]!, {
          round_id: round!.round_id,
          slot: 1,
          stake: 10,
          ...(i % 2 === 0 ? { auto_cashout: 1.2 + ((i * 7) % 181) / 100 } : {}),
        }),
      );
      const betSeconds = (Date.now() - betStarted) / 1000;
      // Every tick of this round counts, from the first: told at take-off, a watcher could
      // receive the first tick (sent with the take-off) before it heard which round to measure.
      for (const w of watchers) w.measure(round.round_id);
      // Take-off, by the round event the engine sends.
      while (!rounds.some((r) => r.round_id === round!.round_id && r.phase !== 'betting'))
        await sleep(20);
      const tookOff = Date.now();
      const loadAtTakeOff = os.loadavg()[0]!;
      const cpuBefore = cpuOf();
      const cashouts = await Promise.all(
        Array.from({ length: PLAYERS / 2 }, async (_, k) => {
          await sleep(Math.random() * FLIGHT_MS);
          return post('/api/casino/crash/cashout', tokens[2 * k + 1]!, {
            round_id: round!.round_id,
            slot: 1,
          });
        }),
      );
      while (!rounds.some((r) => r.round_id === round!.round_id && r.phase === 'crashed'))
        await sleep(20);
      const flew = Date.now() - tookOff;
      for (const w of watchers) w.measure(null);
      const cpuAfter = cpuOf();
      const cpu = Object.fromEntries(
        Object.entries(cpuAfter).map(([k, v]) => [
          k,
          Math.round(v - cpuBefore[k as keyof typeof cpuBefore]),
        ]),
      ) as typeof cpuAfter;
      const reports = await Promise.all(watchers.map((w) => w.report()));
      const tickLatencies = reports.flatMap((r) => r.tickLatencies);
      // The ticks while the hand cash-outs arrive (the first FLIGHT_MS) and after them.
      const tickElapsed = reports.flatMap((r) => r.tickElapsed);
      const duringCashouts = tickLatencies.filter((_, i) => tickElapsed[i]! < FLIGHT_MS);
      const afterCashouts = tickLatencies.filter((_, i) => tickElapsed[i]! >= FLIGHT_MS);
      const spans = [...tickSpans(tickLatencies, tickElapsed)];
      const spansDuring = spans.filter(([at]) => at < FLIGHT_MS).map(([, span]) => span);
      const spansAfter = spans.filter(([at]) => at >= FLIGHT_MS).map(([, span]) => span);
      const crashed = rounds.find((r) => r.round_id === round!.round_id && r.phase === 'crashed')!;
      // By the crash point, not by the events' arrival (late on a loaded machine): a round that
      // crashes before the cash-outs' 4 s is played out and the next one measured.
      const flightMs = (Math.log(crashed.crash_point!) / GROWTH_PER_SECOND) * 1000;
      if (attempt <= WARM_UP_ROUNDS) continue;
      if ((flightMs < FLIGHT_MS || flew < FLIGHT_MS) && attempt < LAST_ATTEMPT) continue;

      await sleep(3000);
      const ledger = await checkLedger(db);
      const won = cashouts.filter((c) => c.status === 200);
      const late = cashouts.filter((c) => c.status === 409).length;
      const other = cashouts.length - won.length - late;
      // What the others were answered (a 404: the bet was refused, its window closed first).
      const otherStatuses = [
        ...cashouts
          .filter((c) => c.status !== 200 && c.status !== 409)
          .reduce((m, c) => m.set(c.status, (m.get(c.status) ?? 0) + 1), new Map<number, number>()),
      ]
        .map(([status, n]) => `${n} × ${status}`)
        .join(', ');
      const seconds = flew / 1000;
      const share = (ms: number) =>
        `${Math.round(ms)} ms (${((ms / flew) * 100).toFixed(0)} % of a core)`;
      const ms = cashouts.map((c) => c.ms);
      return {
        tickP99: quantile(tickLatencies, 0.99),
        cashoutP99: quantile(ms, 0.99),
        markdown: [
          `### ${processes > 1 ? `${processes} server processes (API_PROCESSES=${processes})` : 'One server process'}`,
          '',
          `${WATCHERS} socket.io watchers (websocket only, ${LOAD_CLIENT === 'lean' ? 'the protocol spoken over `ws` by bench/lean-socket.ts' : 'socket.io-client'}) in the room casino:crash, held by ${watchers.length} load-client processes of their own, connected in ${connectMs} ms${processes > 1 ? ` (open connections on the port per server process: ${perProcess.join(' / ')})` : ''}; ` +
            `${PLAYERS} funded players bet in one round (${bets.filter((b) => b.status === 201).length} accepted in ${betSeconds.toFixed(1)} s, ` +
            'half with an auto cash-out between 1.20x and 3.00x); the other half cash out by hand at random moments in ' +
            `the first ${FLIGHT_MS / 1000} s of flight. PostgreSQL, ${processes > 1 ? `${processes} server processes on one port (API_PROCESSES; API and gateway in each, the crash engine in the first, its ticks to the others through Redis)` : 'one server process (API, gateway and the crash engine)'} pushing the multiplier every 200 ms. ` +
            `Round ${crashed.round_id} crashed at ${crashed.crash_point!.toFixed(2)}x after ${(flew / 1000).toFixed(1)} s (attempt ${attempt}; ` +
            `rounds that crash sooner are played out and the next one measured; the first round, played alike, warms the server up and is never measured). Tick delivery: the engine publishing a tick → ` +
            'a watcher receiving it (same machine clock); cash-out latency: request sent → answer received (decided by the ' +
            `server's clock, paid through the ledger). Ledger check afterwards: ${ledger.ok ? 'balanced' : 'NOT balanced'}. ` +
            `Load average (1 min) at take-off ${loadAtTakeOff.toFixed(1)}, after the round ${os.loadavg()[0]!.toFixed(1)} (${os.cpus().length} cores, shared).` +
            (other > 0 ? ` Other cash-out answers: ${otherStatuses}.` : ''),
          '',
          `CPU during the ${seconds.toFixed(1)} s of flight: server ${share(cpu.server)}, ${Math.round((cpu.serverKernel / Math.max(1, cpu.server)) * 100)} % of it in the kernel (the sockets' writes and reads), PostgreSQL ${share(cpu.postgres)}, ` +
            `watcher processes ${share(cpu.watchers)}, the bettors' process ${share(cpu.bettors)}.`,
          '',
          '| watchers | bets | tick messages delivered | tick p50 | tick p99 | cash-outs (won / too late / other) | cash-out p50 | cash-out p99 |',
          '|---|---|---|---|---|---|---|---|',
          `| ${WATCHERS} | ${bets.length} | ${tickLatencies.length} | ${quantile(tickLatencies, 0.5)} ms | ${quantile(tickLatencies, 0.99)} ms | ` +
            `${won.length} / ${late} / ${other} | ${quantile(ms, 0.5)} ms | ${quantile(ms, 0.99)} ms |`,
          '',
          `Ticks during the hand cash-outs (first ${FLIGHT_MS / 1000} s of flight): p50 ${quantile(duringCashouts, 0.5)} ms, p99 ${quantile(duringCashouts, 0.99)} ms (${duringCashouts.length} messages); ` +
            `after them: p50 ${quantile(afterCashouts, 0.5)} ms, p99 ${quantile(afterCashouts, 0.99)} ms (${afterCashouts.length}). ` +
            `One tick from its first watcher to its last (the room written socket by socket): median ${quantile(spansAfter, 0.5)} ms, shortest ${quantile(spansAfter, 0)} ms after the cash-outs (${spansAfter.length} ticks); ` +
            `median ${quantile(spansDuring, 0.5)} ms, longest ${quantile(spansDuring, 1)} ms during them (${spansDuring.length}).`,
        ].join('\n'),
      };
    }
    throw new Error(`no round flew long enough in ${MEASURED_ATTEMPTS} attempts`);
  } finally {
    await Promise.all(watchers.map((w) => w.stop()));
    await db.close();
    await server.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${appDb} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

// `node --import tsx bench/casino-crash.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  runCasinoCrashBench().then(
    (r) => console.log(r.markdown),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
