import { createRequire } from 'node:module';
import { sleep, startBuiltServer, type RunningServer } from './support';

/**
 * Shikisha quote latency: `POST /api/betbuilder/quote` with a 5-pick combination of one soccer
 * match (result, goals, both teams to score, half-time result, odd/even) with autocannon on
 * loopback against the built server (PGlite) holding the full generated catalog, the live
 * engine running. Also the first quote of each of 20 other matches (model loaded from the
 * database, its joint distribution computed), measured one by one.
 */

interface CannonResult {
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  latency: { p50: number; p99: number; average: number };
  requests: { average: number; total: number };
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const CONNECTIONS = 10;
const DURATION_S = 15;
const PORT = 8196;

interface MarketOdd {
  odd_key: string;
  parent_match_id: number;
}
interface BuildMarket {
  sub_type_id: number;
  special_bet_value: string;
  bet_status: string;
  odds: MarketOdd[];
}

/**
 * The 5 picks: every one a market the soccer model builds, none contradicting another and
 * none implied by the others (a home win with both teams scoring implies over 1.5: refused).
 */
const WANTED: Array<[number, string, string]> = [
  [1, '', '1'],
  [90, 'total=1.5', 'over 1.5'],
  [29, '', 'yes'],
  [60, '', '1'],
  [26, '', 'odd'],
];

async function picksOf(server: RunningServer, parentMatchId: number) {
  const res = await fetch(`${server.url}/api/betbuilder/markets?parent_match_id=${parentMatchId}`);
  if (!res.ok) return null;
  const markets = ((await res.json()) as { data: { markets: BuildMarket[] } }).data.markets;
  const picks = WANTED.map(([sub, sbv, key]) => {
    const m = markets.find(
      (x) => x.sub_type_id === sub && x.special_bet_value === sbv && x.bet_status === 'ACTIVE',
    );
    return m?.odds.some((o) => o.odd_key === key)
      ? { parent_match_id: parentMatchId, sub_type_id: sub, special_bet_value: sbv, bet_pick: key }
      : null;
  });
  return picks.every((p) => p !== null) ? picks : null;
}

async function quoteOnce(
  server: RunningServer,
  body: string,
): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  const res = await fetch(`${server.url}/api/betbuilder/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  await res.text();
  return { ms: performance.now() - started, ok: res.ok };
}

async function soccerMatches(server: RunningServer): Promise<number[]> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const res = await fetch(`${server.url}/api/betbuilder/matches?limit=200`);
    if (res.ok) {
      const body = (await res.json()) as {
        data: Array<{ parent_match_id: number; live: boolean }>;
      };
      const ids = body.data.filter((m) => !m.live).map((m) => m.parent_match_id);
      if (ids.length >= 40) return ids;
    }
    if (Date.now() > deadline) throw new Error('no Shikisha matches within 120 s');
    await sleep(500);
  }
}

export async function runShikishaQuoteBench(): Promise<{ markdown: string }> {
  const server = await startBuiltServer(PORT);
  try {
    const ids = await soccerMatches(server);
    let body: string | null = null;
    let matchId = 0;
    for (const id of ids) {
      const picks = await picksOf(server, id);
      if (picks && (await quoteOnce(server, JSON.stringify({ betslip: picks }))).ok) {
        body = JSON.stringify({ betslip: picks });
        matchId = id;
        break;
      }
    }
    if (!body) throw new Error('no soccer match priced the 5-pick combination');

    // First quotes of other matches: model read from the database, distribution computed.
    const cold: number[] = [];
    for (const id of ids.filter((x) => x !== matchId).slice(0, 20)) {
      const picks = await picksOf(server, id);
      if (!picks) continue;
      const q = await quoteOnce(server, JSON.stringify({ betslip: picks }));
      if (q.ok) cold.push(q.ms);
    }
    cold.sort((a, b) => a - b);

    const options = {
      url: `${server.url}/api/betbuilder/quote`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    };
    await autocannon({ ...options, connections: CONNECTIONS, duration: 2 });
    const r = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_S });
    const one = await autocannon({ ...options, connections: 1, duration: 5 });
    const ok = (x: CannonResult) =>
      x.non2xx === 0 && x.errors === 0 && x.timeouts === 0
        ? 'all 2xx'
        : `${x.non2xx} non-2xx, ${x.errors} errors, ${x.timeouts} timeouts`;
    const median = cold[Math.floor(cold.length / 2)] ?? 0;
    return {
      markdown: [
        '## Shikisha quote',
        '',
        '`POST /api/betbuilder/quote` with 5 picks of one soccer match (1X2 home, over 1.5, both teams ' +
          'to score, 1st-half 1X2 home, odd/even odd) on the built server (PGlite, full generated catalog, ' +
          `live engine running), autocannon on loopback. Target: p99 < 10 ms. The combination is priced ` +
          'over the joint (half-time, full-time) score distribution, kept per model state.',
        '',
        '| load | req/s | p50 | p99 | errors |',
        '|---|---:|---:|---:|---|',
        `| ${CONNECTIONS} connections, ${DURATION_S} s | ${Math.round(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${ok(r)} |`,
        `| 1 connection, 5 s | ${Math.round(one.requests.average)} | ${one.latency.p50} ms | ${one.latency.p99} ms | ${ok(one)} |`,
        '',
        `First quote of ${cold.length} other matches (model from the database, distribution computed): ` +
          `median ${median.toFixed(1)} ms, max ${(cold.at(-1) ?? 0).toFixed(1)} ms.`,
        '',
        `- p99 at 1 connection ${one.latency.p99} ms (< 10 ms): ${one.latency.p99 < 10 ? '✅' : '❌'}`,
        `- p99 at ${CONNECTIONS} connections ${r.latency.p99} ms (< 10 ms): ${r.latency.p99 < 10 ? '✅' : '❌'}`,
      ].join('\n'),
    };
  } finally {
    await server.stop();
  }
}

// `node --import tsx bench/shikisha-quote.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { markdown } = await runShikishaQuoteBench();
  console.log(markdown);
}
