import { randomUUID } from 'node:crypto';
import type { BoGgrResponse } from '@shangwe/contract/backoffice';
import { describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../../accounts/test-factories';
import { pick, resultMatch, seedFixtureMatches } from '../../betting/test-fixtures';
import { settleMatch } from '../../settlement/bet-settler';
import type { TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { checkLedger } from '../../wallet/ledger-check';
import { asStaff, createTestStaff, staffToken } from '../test-staff';

const apps = useTestApp();
const LATER = new Date(Date.now() + 6 * 3600_000);

interface Activity {
  /** Cash staked, refunded and paid out, as the bettor API answered it (cents). */
  staked: number;
  refunded: number;
  paid: number;
}

async function placeSportsbook(
  t: TestApp,
  user: TestProfile,
  legs: unknown[],
  stake: number,
  src: string,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/bet',
    headers: { 'idempotency-key': randomUUID() },
    payload: { token: user.token, stake, betslip: legs, src },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().bet_id as number;
}

async function playCasino(
  t: TestApp,
  user: TestProfile,
  game: 'dice' | 'wheel',
  activity: Activity,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/casino/${game}/play`,
    headers: { authorization: `Bearer ${user.token}`, 'idempotency-key': randomUUID() },
    payload: game === 'dice' ? { stake: 100, target: 50, direction: 'under' } : { stake: 100 },
  });
  expect(res.statusCode, res.body).toBe(201);
  activity.staked += 10_000;
  activity.paid += Math.round(res.json().payout * 100);
}

async function betDetail(t: TestApp, user: TestProfile, betId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/bet/${betId}`,
    headers: { authorization: `Bearer ${user.token}` },
  });
  return res.json().data as { status: string; amount_paid: number };
}

/**
 * The independent recomputation: every ledger entry of every transaction that names a bet,
 * classified here in plain code (not the report's SQL), per (day, product, country).
 */
async function recompute(t: TestApp) {
  const { rows } = await t.ctx.db.query<{
    day: string;
    tkind: string;
    akind: string;
    amount: string;
    bet_id: string;
    product: string;
    bet_type: number;
    country: string;
    src: string | null;
    free: boolean;
  }>(
    `SELECT to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, t.kind AS tkind,
            a.kind AS akind, e.amount, b.id AS bet_id, b.product, b.bet_type, b.country, b.src,
            b.free_bet_id IS NOT NULL AS free
       FROM ledger_entries e
       JOIN ledger_transactions t ON t.id = e.transaction_id
       JOIN wallet_accounts a ON a.id = e.account_id
       JOIN bets b ON t.reference = b.id::text
      WHERE t.kind IN ('stake', 'payout', 'bet_lost', 'refund', 'cashout')`,
  );
  const cells = new Map<
    string,
    { stakes: number; returns: number; voids: number; bets: Set<string> }
  >();
  for (const r of rows) {
    if (r.akind !== 'cash') continue;
    const product =
      r.product === 'NORMAL'
        ? Number(r.bet_type) === 8
          ? 'sportsbook_live'
          : 'sportsbook_prematch'
        : `casino_${r.product.replace('CASINO_', '').toLowerCase()}`;
    const key = `${r.day}|${product}|${r.country}`;
    const cell = cells.get(key) ?? { stakes: 0, returns: 0, voids: 0, bets: new Set() };
    const amount = Number(r.amount);
    if (r.tkind === 'stake') {
      cell.stakes -= amount;
      cell.bets.add(r.bet_id);
    } else if (r.tkind === 'refund') cell.voids += amount;
    else cell.returns += amount;
    cells.set(key, cell);
  }
  return cells;
}

describe('GGR report', () => {
  it('adds up stakes, voids and returns of every product and country from the ledger, to the cent', async () => {
    const t = await apps.build();
    await seedFixtureMatches(
      t.ctx,
      [1, 2, 3].map((i) => ({
        id: 500 + i,
        start: LATER,
        odds: { home: 1.9, draw: 3.1, away: 4.2 },
      })),
    );
    // What each country's bettor did, in its currency (never added across currencies).
    const countries = ['KE', 'GH', 'NG'] as const;
    const currencies = ['KES', 'GHS', 'NGN'] as const;
    const activities = currencies.map((): Activity => ({ staked: 0, refunded: 0, paid: 0 }));
    const bettors = await Promise.all(
      countries.map((country) => createTestProfile(t.ctx, { cashCents: 5_000_000, country })),
    );
    const placed: { user: TestProfile; betId: number; stake: number; activity: Activity }[] = [];
    for (const [i, user] of bettors.entries()) {
      const activity = activities[i]!;
      for (const [m, key] of [
        [501, '1'],
        [502, '2'],
        [503, 'X'],
      ] as const) {
        const stake = 100 + 37 * i + m - 500;
        const odd = key === '1' ? 1.9 : key === '2' ? 4.2 : 3.1;
        const betId = await placeSportsbook(
          t,
          user,
          [pick(m, key, odd)],
          stake,
          i === 1 ? 'ussd' : 'web',
        );
        placed.push({ user, betId, stake, activity });
        activity.staked += stake * 100;
      }
      for (let n = 0; n < 3; n++) await playCasino(t, user, n % 2 ? 'wheel' : 'dice', activity);
    }
    // 501 home wins (the '1' bets win), 502 home wins (the '2' bets lose), 503 is void.
    await resultMatch(t.ctx, 501, '1', LATER);
    await resultMatch(t.ctx, 502, '1', LATER);
    await resultMatch(t.ctx, 503, 'void', LATER);
    for (const m of [501, 502, 503]) await settleMatch(t.ctx, m);
    for (const { user, betId, stake, activity } of placed) {
      const bet = await betDetail(t, user, betId);
      expect(['won', 'lost', 'void']).toContain(bet.status);
      if (bet.status === 'void') activity.refunded += stake * 100;
      else activity.paid += Math.round(bet.amount_paid * 100);
    }
    for (const activity of activities) expect(activity.refunded).toBeGreaterThan(0);

    const finance = await createTestStaff(t.ctx, 'finance');
    const headers = asStaff(await staffToken(t.ctx, finance));
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const get = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/bo/reports/ggr?${query}`, headers });

    // Totals, one per currency, equal what each country's bettor API answered; with no grouping
    // the lines are those same totals: nothing adds KES, GHS and NGN together.
    const totalsRes = await get(`from=${yesterday}&to=${tomorrow}&groupBy=`);
    expect(totalsRes.statusCode, totalsRes.body).toBe(200);
    const flat = totalsRes.json<BoGgrResponse>();
    expect(flat.totals.map((l) => l.currency)).toEqual([...currencies].sort());
    expect(flat.lines).toEqual(flat.totals);
    for (const [i, currency] of currencies.entries()) {
      const totals = flat.totals.find((l) => l.currency === currency)!;
      const activity = activities[i]!;
      expect(Math.round(totals.stakes * 100)).toBe(activity.staked);
      expect(Math.round(totals.voids * 100)).toBe(activity.refunded);
      expect(Math.round(totals.returns * 100)).toBe(activity.paid);
      expect(Math.round(totals.ggr * 100)).toBe(
        activity.staked - activity.refunded - activity.paid,
      );
      expect(totals.ngr).toBe(totals.ggr);
      expect(totals.bets).toBe(6);
    }

    // Every (day, product, country) line equals the recomputation from the raw entries.
    const res = await get(`from=${yesterday}&to=${tomorrow}&groupBy=day,product,country`);
    const report = res.json<BoGgrResponse>();
    const expected = await recompute(t);
    expect(report.lines).toHaveLength(expected.size);
    for (const line of report.lines) {
      expect(line.currency).toBe(currencies[countries.indexOf(line.country as 'KE')]);
      const cell = expected.get(`${line.day}|${line.product}|${line.country}`);
      expect(cell, JSON.stringify(line)).toBeDefined();
      expect({
        stakes: Math.round(line.stakes * 100),
        returns: Math.round(line.returns * 100),
        voids: Math.round(line.voids * 100),
        bets: line.bets,
      }).toEqual({
        stakes: cell!.stakes,
        returns: cell!.returns,
        voids: cell!.voids,
        bets: cell!.bets.size,
      });
    }
    expect(new Set(report.lines.map((l) => l.country))).toEqual(new Set(['KE', 'GH', 'NG']));
    expect(new Set(report.lines.map((l) => l.product))).toEqual(
      new Set(['sportsbook_prematch', 'casino_dice', 'casino_wheel']),
    );

    // Grouped without country, lines still split by currency: the 'web' channel (Kenyan and
    // Nigerian sportsbook bets) has one line per currency (no line mixes currencies).
    const byChannel = (
      await get(`from=${today}&to=${today}&groupBy=channel`)
    ).json<BoGgrResponse>();
    const ussd = byChannel.lines.filter((l) => l.channel === 'ussd');
    expect(ussd.map((l) => l.currency)).toEqual(['GHS']);
    expect(Math.round(ussd[0]!.stakes * 100)).toBe(
      placed.filter((p) => p.user === bettors[1]).reduce((s, p) => s + p.stake * 100, 0),
    );
    const web = byChannel.lines.filter((l) => l.channel === 'web');
    expect(web.map((l) => l.currency).sort()).toEqual(['KES', 'NGN']);
    const channelCurrencies = byChannel.lines.map((l) => `${l.channel}|${l.currency}`);
    expect(new Set(channelCurrencies).size).toBe(channelCurrencies.length);
    const byProduct = (
      await get(`from=${yesterday}&to=${tomorrow}&groupBy=product`)
    ).json<BoGgrResponse>();
    for (const [i, currency] of currencies.entries()) {
      const staked = byProduct.lines
        .filter((l) => l.currency === currency)
        .reduce((s, l) => s + Math.round(l.stakes * 100), 0);
      expect(staked).toBe(activities[i]!.staked);
    }

    // The CSV carries the same figures, a currency column and one totals row per currency.
    const csv = await get(`from=${yesterday}&to=${tomorrow}&groupBy=product&format=csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const csvLines = csv.body.trim().split('\r\n');
    expect(csvLines[0]).toBe(
      'product,currency,bets,stakes,free_bet_stakes,returns,voids,bonus_cost,free_bet_cost,ggr,ngr',
    );
    expect(csvLines).toHaveLength(1 + byProduct.lines.length + 3);
    for (const [i, currency] of currencies.entries())
      expect(csvLines.find((l) => l.startsWith(`TOTAL,${currency},`))).toMatch(
        new RegExp(`^TOTAL,${currency},6,${(activities[i]!.staked / 100).toFixed(2)},`),
      );

    // A day outside the activity has nothing; bad input is refused with a clear message.
    const empty = (await get('from=2020-01-01&to=2020-01-31')).json<BoGgrResponse>();
    expect(empty.lines).toEqual([]);
    expect(empty.totals).toEqual([]);
    const bad = await get(`from=${tomorrow}&to=${yesterday}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The first date must not be after the last');
    expect((await checkLedger(t.ctx.db)).ok).toBe(true);
  });

  it('is refused to roles without reports.read', async () => {
    const t = await apps.build();
    const support = await createTestStaff(t.ctx, 'support');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/bo/reports/ggr?from=2030-01-01&to=2030-01-02',
      headers: asStaff(await staffToken(t.ctx, support)),
    });
    expect(res.statusCode).toBe(403);
  });
});
