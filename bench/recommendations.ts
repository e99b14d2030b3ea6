import { BET_TYPE } from '@shangwe/domain';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { autocannon } from './autocannon';
import {
  dbUrl,
  DEFAULT_PG_URL,
  fundedBettors,
  loadPrematchPicks as loadPicks,
  postgresAnswers,
  startBuiltServer,
  type Pick,
} from './support';

/**
 * Recommendations on PostgreSQL: 1,000 bettors place 10,000 open 5-leg accumulators over 400
 * coming matches (50,000 open legs) through POST /api/v2/bet; then
 * `GET /api/recommendations/pre-bet` with a 3-match slip, for logged-in bettors (history,
 * co-backing, popularity) and for visitors (co-backing, popularity), 10 connections for 15 s
 * each with autocannon on loopback.
 */

const PORT = 14_210;
const BETTORS = 1000;
const BETS_PER_BETTOR = 10;
const LEGS = 5;
const CONNECTIONS = 10;
const DURATION_S = 15;

/** Five distinct picks for bet `seed`, bettors clustering on neighbouring matches. */
function slipFor(picks: readonly Pick[], seed: number): Pick[] {
  const chosen = new Set<number>();
  let i = seed;
  while (chosen.size < LEGS) {
    chosen.add((i * 7919 + chosen.size * 31) % picks.length);
    i++;
  }
  return [...chosen].map((idx) => picks[idx]!);
}

/** Places every bet, `parallel` at a time. */
async function placeAll(url: string, tokens: readonly string[], picks: readonly Pick[]) {
  const total = tokens.length * BETS_PER_BETTOR;
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const res = await fetch(`${url}/api/v2/bet`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${tokens[i % tokens.length]}`,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          stake: '10',
          src: 'MOBILE_WEB',
          betslip: slipFor(picks, i).map((p) => ({
            ...p,
            bet_type: BET_TYPE.prematch,
            is_shared: false,
          })),
        }),
      });
      await res.text();
      if (!res.ok) failed++;
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return { total, failed };
}

async function cannon(
  url: string,
  picks: readonly Pick[],
  profiles: readonly { profileId: number; token: string }[] | null,
) {
  let n = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        method: 'GET',
        path: '/api/recommendations/pre-bet',
        setupRequest: (request) => {
          const i = n++;
          const slip = slipFor(picks, i * 13).slice(0, 3);
          const events = slip.map((p) => `sr:match:${p.parent_match_id}`).join(',');
          const who = profiles ? profiles[i % profiles.length]! : null;
          return {
            ...request,
            path: `/api/recommendations/pre-bet?widget=betslip-pre&event_ids=${events}${who ? `&user_id=${who.profileId}` : ''}`,
            headers: who
              ? { authorization: `Bearer ${who.token}` }
              : ({} as Record<string, string>),
          };
        },
      },
    ],
  });
  return {
    ok: result['2xx'],
    bad: result.non2xx + result.errors + result.timeouts,
    perSecond: Math.round(result['2xx'] / DURATION_S),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

export async function runRecommendationsBench(): Promise<{ markdown: string }> {
  const base = process.env.DATABASE_URL ?? DEFAULT_PG_URL;
  if (!(await postgresAnswers(base))) {
    return { markdown: '## Recommendations\n\nNot measured: no PostgreSQL server.' };
  }
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const appDb = `bench_recommendations_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${appDb}`);
  try {
    const loadBefore = os.loadavg()[0]!;
    const server = await startBuiltServer(PORT, { DATABASE_URL: dbUrl(base, appDb) });
    try {
      const client = new pg.Client({ connectionString: dbUrl(base, appDb) });
      await client.connect();
      const picks = await loadPicks(client);
      const profiles = await fundedBettors(dbUrl(base, appDb), BETTORS);
      const placed = await placeAll(
        server.url,
        profiles.map((p) => p.token),
        picks,
      );
      const { rows } = await client.query<{ legs: string }>(
        `SELECT count(*) AS legs FROM bet_legs WHERE status = 'open'`,
      );
      await client.end();

      const coldStarted = performance.now();
      await (await fetch(`${server.url}/api/recommendations/pre-bet?widget=betslip-pre`)).text();
      const coldMs = Math.round(performance.now() - coldStarted);
      const personal = await cannon(server.url, picks, profiles);
      const anonymous = await cannon(server.url, picks, null);
      const row = (name: string, r: typeof personal) =>
        `| ${name} | ${r.perSecond} (${r.ok} ok, ${r.bad} failed) | ${r.p50} / ${r.p99} ms |`;
      return {
        markdown: [
          '## Recommendations (PostgreSQL)',
          '',
          `\`GET /api/recommendations/pre-bet\` with a 3-match slip, after ${BETTORS} bettors placed ` +
            `${placed.total - placed.failed} open ${LEGS}-leg accumulators over ${picks.length} coming matches ` +
            `(${rows[0]!.legs} open legs; ${placed.failed} placements refused). ${CONNECTIONS} connections for ` +
            `${DURATION_S} s with autocannon on loopback, against the built server with the feed and live engine running. ` +
            'Logged in: the bettor history, co-backing and popularity; visitor: co-backing and popularity. ' +
            'Popularity is one scan of the open legs per country every 30 s (shared cache).',
          '',
          '| caller | answers/s | p50 / p99 |',
          '|---|---:|---:|',
          row('logged-in bettor', personal),
          row('visitor', anonymous),
          '',
          `- first call (popularity read from the database): ${coldMs} ms`,
          `- load average (1 min) when the run started: ${loadBefore.toFixed(1)} on ${os.cpus().length} cores`,
        ].join('\n'),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${appDb} WITH (FORCE)`);
    await admin.end();
  }
}
