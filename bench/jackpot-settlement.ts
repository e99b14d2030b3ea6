import { BET_TYPE, PRODUCT } from '@shangwe/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { resultMatch, seedFixtureMatches } from '../apps/server/src/betting/test-fixtures';
import { ensureOpenEvent } from '../apps/server/src/jackpots/event-scheduler';
import { settleJackpotEvent } from '../apps/server/src/jackpots/event-settlement';
import { readEnv } from '../apps/server/src/platform/env';
import { openContext } from '../apps/server/src/platform/runtime';
import { checkLedger } from '../apps/server/src/wallet/ledger-check';
import { house, openUserAccounts, post } from '../apps/server/src/wallet/ledger';

const ENTRIES = Number(process.env.JACKPOT_BENCH_ENTRIES ?? 100_000);
const BETTORS = 2_000;
const NOW = new Date('2031-01-05T06:00:00Z');
const KICK_OFF = new Date('2031-01-05T12:00:00Z');
const AFTER = new Date('2031-01-06T12:00:00Z');

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/**
 * Writes ENTRIES grand jackpot entries of 13 matches straight into the tables the placement
 * writes (bets, legs, entries; the stakes held in house:stakes), so the bench measures the
 * settlement and not 100,000 placements. Each pick is '1' half the time (and a double '1X' one
 * time in twenty), so every tier has winners and the winners' postings are exercised.
 */
async function seedEntries(
  db: Awaited<ReturnType<typeof openContext>>['ctx']['db'],
  eventId: number,
) {
  await db.query(
    `INSERT INTO profiles (mobile, country, password_hash, verified_at, kyc_status)
     SELECT '2547' || lpad(g::text, 8, '0'), 'KE', 'x', now(), '0' FROM generate_series(1, $1) g`,
    [BETTORS],
  );
  // Their accounts through the wallet, which alone writes wallet_accounts.
  const profiles = await db.query<{ id: number }>('SELECT id FROM profiles ORDER BY id');
  for (const { id } of profiles.rows) await openUserAccounts(db, Number(id));
  await db.query(
    `CREATE TEMP TABLE bench_picks AS
     SELECT g AS n, ARRAY(SELECT CASE WHEN random() < 0.05 THEN '1X'
                                      WHEN random() < 0.5 THEN '1'
                                      WHEN random() < 0.5 THEN 'X' ELSE '2' END
                            FROM generate_series(1, 13) i WHERE i > g * 0) AS raw -- correlated, so drawn per entry
       FROM generate_series(1, $1) g`,
    [ENTRIES],
  );
  const { rows } = await db.query<{ min: number }>('SELECT min(id) AS min FROM profiles');
  const first = Number(rows[0]!.min);
  await db.query(
    `INSERT INTO bets (short_id, ref, profile_id, country, product, bet_type, status, stake,
       excise_tax, total_odd, possible_win, withholding_tax, bonus, final_payout, points, created_at)
     SELECT 'JB' || n, 'jb-' || n, $1 + n % $2, 'KE', '${PRODUCT.jackpot}', ${BET_TYPE.jackpotPool}, 'open',
            10000 * (SELECT round(exp(sum(ln(length(p)))))::bigint FROM unnest(raw) p),
            0, 1, 0, 0, 0, 0, 0, $3
       FROM bench_picks ORDER BY n`,
    [first, BETTORS, NOW],
  );
  await db.query(
    `INSERT INTO jackpot_entries (bet_id, event_id, profile_id, kind, picks, lines, stake_per_line)
     SELECT b.id, $1, b.profile_id, 'grand', p.raw, (b.stake / 10000)::int, 10000
       FROM bets b JOIN bench_picks p ON b.short_id = 'JB' || p.n`,
    [eventId],
  );
  await db.query(
    `INSERT INTO bet_legs (bet_id, leg_no, parent_match_id, sub_type_id, bet_pick, odd_value, bet_type)
     SELECT e.bet_id, x.i, em.parent_match_id, 1, x.p, 1, ${BET_TYPE.jackpotPool}
       FROM jackpot_entries e, unnest(e.picks) WITH ORDINALITY AS x(p, i)
       JOIN jackpot_event_matches em ON em.event_id = $1 AND em.position = x.i`,
    [eventId],
  );
  const total = await db.query<{ stakes: number }>('SELECT sum(stake)::bigint AS stakes FROM bets');
  // The stakes the placements would have moved into house:stakes.
  await post(db, {
    kind: 'bench_stakes',
    idempotencyKey: 'bench-jackpot-stakes',
    legs: [
      { account: house('adjustments'), amountCents: -Number(total.rows[0]!.stakes) },
      { account: house('stakes'), amountCents: Number(total.rows[0]!.stakes) },
    ],
  });
}

/**
 * Settlement of one grand jackpot event holding 100,000 entries, on an in-process PGlite:
 * count every entry's lines per tier, divide the pools, store the outcome, book the pool's
 * money and pay each winner through the ledger once, mark 1.3 million legs. Time and memory.
 */
export async function runJackpotSettlementBench(): Promise<{ markdown: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shangwe-jackpot-'));
  const env = {
    ...readEnv({ ...process.env, DATA_DIR: dataDir, PORT: '0' }, []),
    logLevel: 'silent' as const,
  };
  const { ctx, close } = await openContext(env, pino({ level: 'silent' }));
  try {
    let now = NOW;
    ctx.now = () => now;
    await seedFixtureMatches(
      ctx,
      Array.from({ length: 13 }, (_, i) => ({
        id: 90_000 + i,
        start: new Date(KICK_OFF.getTime() + i * 60_000),
      })),
    );
    const eventId = await ensureOpenEvent(ctx, 'grand', NOW);
    if (eventId === null) throw new Error('no grand event opened');
    const seedStart = Date.now();
    await seedEntries(ctx.db, eventId);
    const seedS = (Date.now() - seedStart) / 1000;
    now = AFTER;
    for (let i = 0; i < 13; i++) await resultMatch(ctx, 90_000 + i, '1', AFTER);

    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    // The process's peak RSS so far (seeding included) and after settling: PGlite's WASM memory
    // never shrinks, so a rise means the settlement itself needed more.
    const maxRssBefore = process.resourceUsage().maxRSS * 1024;
    const started = process.hrtime.bigint();
    const cpuStart = process.cpuUsage();
    const moved = await settleJackpotEvent(ctx, eventId);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const cpu = process.cpuUsage(cpuStart);
    const heapAfter = process.memoryUsage().heapUsed;
    const maxRssAfter = process.resourceUsage().maxRSS * 1024;
    if (!moved) throw new Error('the event did not settle');
    const tiers = await ctx.db.query<{ settlement: { tiers: Array<Record<string, number>> } }>(
      'SELECT settlement FROM jackpot_events WHERE id = $1',
      [eventId],
    );
    const ledger = await checkLedger(ctx.db);
    const lines = await ctx.db.query<{ n: number }>(
      'SELECT sum(lines)::bigint AS n FROM jackpot_entries',
    );
    const winners = tiers.rows[0]!.settlement.tiers.map(
      (t) => `${t.correct}/13: ${t.winning_lines}`,
    ).join(', ');
    return {
      markdown: [
        '## Jackpot settlement',
        '',
        `One grand jackpot event (13 matches) with ${ENTRIES.toLocaleString('en')} entries (${Number(lines.rows[0]!.n).toLocaleString('en')} lines, ${BETTORS.toLocaleString('en')} bettors) settled by \`settleJackpotEvent\` (apps/server/src/jackpots) on ${env.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'an in-process PGlite'}: every entry's lines counted per tier, the pools divided, the outcome stored on the event and each entry, the pool's money booked, each winner paid through the ledger once (batches of 2,000 wagers per transaction), losers moved in bulk, ${(ENTRIES * 13).toLocaleString('en')} legs marked. Entries written by SQL (seeding took ${seedS.toFixed(0)} s, not counted).`,
        '',
        '| measure | value |',
        '|---|---:|',
        `| settlement wall time | ${seconds.toFixed(1)} s |`,
        `| CPU of this process (includes PGlite, not PostgreSQL) | ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s |`,
        `| winning lines per tier | ${winners} |`,
        `| wagers moved | ${moved.won.toLocaleString('en')} won, ${moved.lost.toLocaleString('en')} lost |`,
        `| peak RSS of the process before / after settling | ${mb(maxRssBefore)} / ${mb(maxRssAfter)} MB |`,
        `| JS heap before / right after settling (no GC between) | ${mb(heapBefore)} / ${mb(heapAfter)} MB |`,
        `| ledger check after | ${ledger.ok ? 'balanced ✅' : 'FAILED ❌'} |`,
      ].join('\n'),
    };
  } finally {
    await close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('jackpot-settlement.ts')) {
  const { markdown } = await runJackpotSettlementBench();
  console.log(markdown);
  process.exit(0);
}
