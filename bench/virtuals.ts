import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { readEnv } from '../apps/server/src/platform/env';
import { openContext } from '../apps/server/src/platform/runtime';
import { drawMatchDay, newSeed } from '../apps/server/src/virtuals/virtual-fairness';
import { SCHEDULE, VirtualEngine } from '../apps/server/src/virtuals/virtual-engine';
import { timingsFor } from '../apps/server/src/virtuals/virtual-league';
import { priceFixture } from '../apps/server/src/virtuals/virtual-markets';
import { teamById } from '../apps/server/src/virtuals/virtual-teams';
import { rssMb, sleep, startBuiltServer } from './support';

const ROUNDS = 10;
const ROUND_SECONDS = 180;
/** The worker ticks twice a second. */
const TICK_MS = 500;

const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

/** Pricing 8 fixtures (every market) and drawing their results: the engine's pure work per round. */
function computeCost(): number {
  const rounds = 200;
  const started = process.cpuUsage();
  for (let r = 0; r < rounds; r++) {
    const fixtures = SCHEDULE[r % SCHEDULE.length]!.map(([h, a]) => ({
      home: teamById(h),
      away: teamById(a),
    }));
    for (const f of fixtures) priceFixture(f.home, f.away);
    drawMatchDay(newSeed().seed, fixtures);
  }
  return cpuMs(process.cpuUsage(started)) / rounds;
}

/**
 * The engine with its database (in-process PGlite) over simulated rounds of 180 s, ticked twice
 * a simulated second as the worker does: CPU per round and per tick.
 */
async function engineCost(): Promise<{
  perRound: number;
  p50: number;
  p99: number;
  ticks: number;
}> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shangwe-virtuals-'));
  const env = {
    ...readEnv({ ...process.env, DATA_DIR: dataDir, PORT: '0' }, []),
    logLevel: 'silent',
  };
  const { ctx, close } = await openContext(env, pino({ level: 'silent' }));
  try {
    const engine = new VirtualEngine(ctx, timingsFor(ROUND_SECONDS));
    let at = Date.UTC(2030, 0, 1, 12, 0, 0);
    ctx.now = () => new Date(at);
    await engine.tick(new Date(at));
    const ticks: number[] = [];
    const started = process.cpuUsage();
    for (let i = 0; i < (ROUNDS * ROUND_SECONDS * 1000) / TICK_MS; i++) {
      at += TICK_MS;
      const t0 = process.cpuUsage();
      await engine.tick(new Date(at));
      ticks.push(cpuMs(process.cpuUsage(t0)));
    }
    return {
      perRound: cpuMs(process.cpuUsage(started)) / ROUNDS,
      p50: percentile(ticks, 0.5),
      p99: percentile(ticks, 0.99),
      ticks: ticks.length,
    };
  } finally {
    await close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Resident memory of the built server after a minute, rounds of 180 s and rounds of 6 s. */
async function serverRss(roundSeconds: number): Promise<number> {
  const server = await startBuiltServer(8313, { VIRTUAL_ROUND_SECONDS: String(roundSeconds) });
  try {
    await sleep(60_000);
    const res = await fetch(`${server.url}/api/virtuals/results?limit=1`);
    if (!res.ok) throw new Error(`results answered ${res.status}`);
    return rssMb(server.pid);
  } finally {
    await server.stop();
  }
}

export async function runVirtualsBench(): Promise<{ markdown: string }> {
  const compute = computeCost();
  const engine = await engineCost();
  const rssDefault = await serverRss(180);
  const rssFast = await serverRss(6);
  const share = (engine.perRound / (ROUND_SECONDS * 1000)) * 100;
  return {
    markdown: [
      '## Virtual league engine',
      '',
      `The engine (apps/server/src/virtuals) over ${ROUNDS} simulated match-days of ${ROUND_SECONDS} s, ticked every ${TICK_MS} ms as its worker does, on an in-process PGlite: open (price 8 fixtures, commit the seed), kick off, push the clock and goals, finish from the seed, standings, settle. Pure work: pricing every market of 8 fixtures and drawing their results, mean of 200 rounds. RSS: the built server (PGlite, whole sportsbook running) 60 s after ready.`,
      '',
      '| measure | value |',
      '|---|---:|',
      `| CPU per match-day, engine with its database | ${engine.perRound.toFixed(0)} ms (${share.toFixed(2)} % of one core) |`,
      `| CPU per tick, p50 / p99 (${engine.ticks} ticks) | ${engine.p50.toFixed(2)} / ${engine.p99.toFixed(2)} ms |`,
      `| CPU per match-day, pricing and draw only | ${compute.toFixed(1)} ms |`,
      `| server RSS, VIRTUAL_ROUND_SECONDS=180 | ${rssDefault} MB |`,
      `| server RSS, VIRTUAL_ROUND_SECONDS=6 (30× the rounds) | ${rssFast} MB |`,
      '',
      'Compare the RSS with the start-up section (same server, idle): the engine keeps one match-day in memory.',
    ].join('\n'),
  };
}
