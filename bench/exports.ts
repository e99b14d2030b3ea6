import http from 'node:http';
import pg from 'pg';
import { BET_TYPE, PRODUCT } from '@shangwe/domain';
import { createTestStaff, staffToken } from '../apps/server/src/backoffice/test-staff';
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/database';
import { pgliteDir } from '../apps/server/src/db/pglite-first-start';
import type { AppContext } from '../apps/server/src/platform/context';
import {
  DEFAULT_PG_URL,
  dbUrl,
  postgresAnswers,
  rssMb,
  sleep,
  startBuiltServer,
  type RunningServer,
} from './support';

/**
 * `GET /api/bo/exports/bets` of one million bets (a month), read by a client as fast as it
 * goes: rows per second, and the server's resident memory sampled every 50 ms during the
 * download, against its memory just before (a small export first, so code and pools are warm).
 * Then a slow reader: the client takes 2 MB and stops reading for 5 s; if the server ignored
 * backpressure it would go on reading and buffering the rest meanwhile. The bets are written
 * straight into the database (generate_series: a million wagers through the API would take
 * hours); the export reads them like any others.
 */

const ROWS = 1_000_000;
const FROM = '2026-01-01';
const TO = '2026-01-31';

/** The products the generated bets cycle through, each with its own bet type. */
const KINDS = [
  [PRODUCT.normal, BET_TYPE.prematch],
  [PRODUCT.normal, BET_TYPE.live],
  [PRODUCT.virtual, BET_TYPE.virtual],
  [PRODUCT.shikisha, BET_TYPE.shikisha],
  [PRODUCT.casinoDice, BET_TYPE.casino],
] as const;
const PRODUCTS_SQL = `ARRAY[${KINDS.map(([p]) => `'${p}'`).join(',')}]`;
const BET_TYPES_SQL = `ARRAY[${KINDS.map(([, t]) => t).join(',')}]`;

const BETS_SQL = `
  INSERT INTO bets (short_id, ref, profile_id, country, product, bet_type, status, stake,
                    excise_tax, total_odd, possible_win, withholding_tax, bonus, final_payout,
                    amount_paid, src, created_at, settled_at)
  SELECT 'X' || i, 'bench-' || i, 1 + i % 5000, (ARRAY['KE','GH','NG'])[1 + i % 3],
         (${PRODUCTS_SQL})[1 + i % 5], (${BET_TYPES_SQL})[1 + i % 5],
         (ARRAY['won','lost','lost','void'])[1 + i % 4], 10000 + i % 9000, 700, 2.35,
         23500, 0, 0, 23500, CASE WHEN i % 4 = 0 THEN 23500 ELSE 0 END,
         (ARRAY['web','android','ussd'])[1 + i % 3],
         timestamptz '2026-01-01 00:00:00+00' + (i % 31) * interval '1 day' + (i % 86000) * interval '1 second',
         timestamptz '2026-01-01 03:00:00+00' + (i % 31) * interval '1 day'
    FROM generate_series(1, ${ROWS}) AS i`;

interface Run {
  rows: number;
  bytes: number;
  seconds: number;
  rssBefore: number;
  rssPeak: number;
}

async function tokenFor(db: Database): Promise<string> {
  const ctx = { db, now: () => new Date() } as unknown as AppContext;
  return staffToken(ctx, await createTestStaff(ctx, 'finance'));
}

function get(
  server: RunningServer,
  token: string,
  query: string,
  onData: (chunk: Buffer, res: http.IncomingMessage) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${server.url}/api/bo/exports/bets?${query}`,
      { headers: { authorization: `Bearer ${token}` } },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`export answered ${res.statusCode}`));
        res.on('data', (chunk: Buffer) => onData(chunk, res));
        res.on('end', resolve);
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

async function measure(server: RunningServer, token: string): Promise<Run> {
  await get(server, token, 'from=2026-01-01&to=2026-01-01', () => undefined); // warm-up
  await sleep(500);
  const rssBefore = rssMb(server.pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(server.pid))), 50);
  let rows = -1; // the header
  let bytes = 0;
  const started = performance.now();
  try {
    await get(server, token, `from=${FROM}&to=${TO}`, (chunk) => {
      bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows++;
    });
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  return { rows, bytes, seconds, rssBefore, rssPeak: Math.max(rssPeak, rssMb(server.pid)) };
}

/** Reads 2 MB, stops for 5 s (server memory sampled), then reads on to the end. */
async function slowReader(server: RunningServer, token: string) {
  const rssBefore = rssMb(server.pid);
  let rssPeak = rssBefore;
  let bytes = 0;
  let paused = false;
  let pausedAt = 0;
  await get(server, token, `from=${FROM}&to=${TO}`, (chunk, res) => {
    bytes += chunk.length;
    if (!paused && bytes > 2 * 2 ** 20) {
      paused = true;
      pausedAt = bytes;
      res.pause();
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(server.pid))), 50);
      setTimeout(() => {
        clearInterval(sampler);
        res.resume();
      }, 5000);
    }
  });
  return { rssBefore, rssPeak, pausedAt, bytes };
}

async function runOn(label: string, server: RunningServer, token: string): Promise<string[]> {
  const fast = await measure(server, token);
  if (fast.rows !== ROWS) throw new Error(`${label}: ${fast.rows} rows exported, not ${ROWS}`);
  const slow = await slowReader(server, token);
  return [
    `| ${label} | ${fast.rows.toLocaleString('en')} | ${Math.round(fast.bytes / 2 ** 20)} MB | ` +
      `${fast.seconds.toFixed(1)} s | ${Math.round(fast.rows / fast.seconds).toLocaleString('en')} | ` +
      `${fast.rssBefore} MB | ${fast.rssPeak} MB | +${fast.rssPeak - fast.rssBefore} MB | ` +
      `+${slow.rssPeak - slow.rssBefore} MB |`,
  ];
}

async function onPostgres(): Promise<string[]> {
  const base = process.env.DATABASE_URL ?? DEFAULT_PG_URL;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const name = `bench_exports_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = dbUrl(base, name);
    const server = await startBuiltServer(26001, { DATABASE_URL: url });
    const db = openPostgres({ connectionString: url, max: 2 });
    try {
      await db.query(BETS_SQL);
      await db.query('ANALYZE bets');
      return await runOn('PostgreSQL (cursor)', server, await tokenFor(db));
    } finally {
      await db.close();
      await server.stop();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function onPglite(): Promise<string[]> {
  // First start makes the embedded database; stopped, the bets go in; started again, measured.
  const first = await startBuiltServer(26002, {}, 300_000, { keepData: true });
  await first.stop();
  const db = await openPglite({ dataDir: pgliteDir(first.dataDir) });
  let token: string;
  try {
    await db.query(BETS_SQL);
    await db.query('ANALYZE bets');
    token = await tokenFor(db);
  } finally {
    await db.close();
  }
  const server = await startBuiltServer(26002, { DATA_DIR: first.dataDir }, 300_000);
  try {
    return await runOn('PGlite (keyset pages)', server, token);
  } finally {
    await server.stop();
  }
}

export async function runExportsBench(): Promise<{ markdown: string }> {
  const rows = [
    ...((await postgresAnswers()) ? await onPostgres() : ['| PostgreSQL | not reachable |']),
    ...(await onPglite()),
  ];
  return {
    markdown: [
      '## Exports: one million bets as CSV',
      '',
      `\`GET /api/bo/exports/bets?from=${FROM}&to=${TO}\` (${ROWS.toLocaleString('en')} bets in the period), ` +
        'read by one client as fast as it goes; server RSS sampled every 50 ms. ' +
        '"Slow reader": the client stops reading for 5 s after 2 MB; the growth of the server meanwhile.',
      '',
      '| database | rows | CSV | time | rows/s | RSS before | RSS peak | growth | slow reader growth |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
    ].join('\n'),
  };
}
