import { createRequire } from 'node:module';
import pg from 'pg';
import {
  DEFAULT_PG_URL,
  postgresAnswers,
  rssMb,
  sleep,
  startBuiltServer,
  type RunningServer,
} from './support';

/**
 * Catalog read throughput: `GET /api/uo/sport?id=1&page=1&limit=100` (a page of 100 soccer
 * matches, the busiest list call) with autocannon on loopback against the built server holding
 * the full generated catalog (~1,500 matches over 7 days plus live-demo matches, the live engine
 * running), and the server's resident memory with that catalog loaded.
 */

interface CannonResult {
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  latency: { p50: number; p99: number; average: number };
  requests: { average: number; total: number };
  throughput: { average: number };
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  pipelining?: number;
}) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const PATH = '/api/uo/sport?id=1&page=1&limit=100';
const CONNECTIONS = 50;
const DURATION_S = 15;

async function waitForCatalog(server: RunningServer): Promise<number> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const res = await fetch(`${server.url}/api/uo/totalMatches`);
    if (res.ok) {
      const body = (await res.json()) as { total_matches: number };
      if (body.total_matches >= 1400) return body.total_matches;
    }
    if (Date.now() > deadline) throw new Error('the catalog did not fill within 120 s');
    await sleep(500);
  }
}

async function measure(label: string, server: RunningServer): Promise<string> {
  const matches = await waitForCatalog(server);
  const page = (await (await fetch(`${server.url}${PATH}`)).json()) as { data: unknown[] };
  if (page.data.length !== 100)
    throw new Error(`expected 100 matches on the page, got ${page.data.length}`);
  const bytes = JSON.stringify(page).length;
  // Warm-up, then the measured run.
  await autocannon({ url: `${server.url}${PATH}`, connections: 10, duration: 2 });
  const r = await autocannon({
    url: `${server.url}${PATH}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  const rss = rssMb(server.pid);
  const ok = r.non2xx === 0 && r.errors === 0 && r.timeouts === 0;
  return (
    `| ${label} | ${server.readyMs} ms | ${matches} | ${Math.round(bytes / 1024)} KB | ${Math.round(r.requests.average)} | ` +
    `${r.latency.p50} ms | ${r.latency.p99} ms | ${rss} MB | ${ok ? 'all 2xx' : `${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`} |`
  );
}

export async function runCatalogBench(): Promise<{ markdown: string }> {
  const rows: string[] = [];
  const pglite = await startBuiltServer(8321);
  try {
    rows.push(await measure('PGlite', pglite));
  } finally {
    await pglite.stop();
  }
  if (await postgresAnswers()) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL ?? DEFAULT_PG_URL });
    await admin.connect();
    const name = `bench_catalog_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL ?? DEFAULT_PG_URL);
    url.pathname = `/${name}`;
    try {
      const server = await startBuiltServer(8322, { DATABASE_URL: url.toString() });
      try {
        rows.push(await measure('PostgreSQL', server));
      } finally {
        await server.stop();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    rows.push('| PostgreSQL | not measured: no server on 127.0.0.1:5432 | | | | | | | |');
  }
  return {
    markdown: [
      '## Catalog reads',
      '',
      `\`GET ${PATH}\` (100 soccer matches with their 1X2 odds), ${CONNECTIONS} connections for ${DURATION_S} s with ` +
        'autocannon on loopback, no compression asked. The server holds the full generated catalog and runs the live ' +
        'engine during the run, so pages are rebuilt whenever a live match on them changes. Targets: ≥ 5,000 req/s, ' +
        'p99 < 20 ms, RSS < 400 MB. RSS is read after the run; on PGlite it includes the embedded database ' +
        '(WebAssembly PostgreSQL, about 250 MB of it), so the PostgreSQL row shows what the catalog itself costs.',
      '',
      '| database | cold start to /readyz (with catalog) | matches | page size | req/s | p50 | p99 | RSS | errors |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  };
}

// `node --import tsx bench/catalog.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  runCatalogBench().then(
    (r) => console.log(r.markdown),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
