import { randomUUID } from 'node:crypto';
import { EXPORT_COLUMNS } from '@shangwe/contract/backoffice';
import { describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../../accounts/test-factories';
import { pick, seedFixtureMatches } from '../../betting/test-fixtures';
import { streamRows } from '../../db/row-stream';
import type { TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { asStaff, createTestStaff, staffToken } from '../test-staff';

const apps = useTestApp();
const LATER = new Date(Date.now() + 6 * 3600_000);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const shift = (days: number) => dayOf(new Date(Date.now() + days * 86_400_000));

async function place(t: TestApp, user: TestProfile, leg: unknown, stake: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/bet',
    headers: { 'idempotency-key': randomUUID() },
    payload: { token: user.token, stake, betslip: [leg] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().bet_id as number;
}

/** A CSV body as rows of cells (our CSV never quotes these exports' values but names). */
function parse(body: string): string[][] {
  return body
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
}

/** Reads a row's cell by its column's name in the header (a missing column fails the test). */
function columns(header: readonly string[] | undefined) {
  return (row: readonly string[] | undefined, name: string) => {
    const i = header?.indexOf(name) ?? -1;
    expect(i, `column ${name}`).toBeGreaterThanOrEqual(0);
    return row?.[i];
  };
}

describe('exports', () => {
  it("streams the period's bets, ledger entries and new bettors as CSV; audited; other periods and roles get nothing", async () => {
    const t = await apps.build();
    await seedFixtureMatches(t.ctx, [
      { id: 701, start: LATER, odds: { home: 2.5, draw: 3.1, away: 2.9 } },
    ]);
    const ke = await createTestProfile(t.ctx, { cashCents: 500_000, country: 'KE' });
    const ng = await createTestProfile(t.ctx, { cashCents: 500_000, country: 'NG' });
    await t.ctx.db.query(
      `UPDATE profiles SET kyc_official_name = 'Chinedu Okafor', kyc_id_type = 'nin',
              kyc_id_number = '12345678901' WHERE id = $1`,
      [ng.profileId],
    );
    const placed = [
      { user: ke, id: await place(t, ke, pick(701, '1', 2.5), 120), stake: 120 },
      { user: ng, id: await place(t, ng, pick(701, '2', 2.9), 250), stake: 250 },
    ];
    const staff = await createTestStaff(t.ctx, 'finance');
    const headers = asStaff(await staffToken(t.ctx, staff));
    const get = (url: string, h = headers) => t.app.inject({ method: 'GET', url, headers: h });
    const today = shift(0);

    const bets = await get(`/api/bo/exports/bets?from=${today}&to=${today}`);
    expect(bets.statusCode, bets.body).toBe(200);
    expect(bets.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(bets.headers['content-disposition']).toBe(
      `attachment; filename="bets-${today}-${today}.csv"`,
    );
    const [betHeader, ...betRows] = parse(bets.body);
    expect(betHeader).toEqual(EXPORT_COLUMNS.bets);
    const bet = columns(betHeader);
    expect(
      betRows.map((r) => [
        Number(bet(r, 'bet_id')),
        Number(bet(r, 'profile_id')),
        bet(r, 'country'),
        bet(r, 'product'),
        bet(r, 'status'),
        bet(r, 'stake'),
      ]),
    ).toEqual(
      placed.map((p) => [
        p.id,
        p.user.profileId,
        p.user === ke ? 'KE' : 'NG',
        'sportsbook_prematch',
        'open',
        `${p.stake}.00`,
      ]),
    );
    // Each row says what the bettor's own bet page says.
    for (const [i, p] of placed.entries()) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/bet/${p.id}`,
        headers: { authorization: `Bearer ${p.user.token}` },
      });
      const data = page.json().data as { bet_code?: string; possible_win: number };
      expect(Number(bet(betRows[i], 'possible_win'))).toBe(data.possible_win);
    }

    // Ledger entries: every entry of the day, each movement's sides summing to zero.
    const tx = await get(`/api/bo/exports/transactions?from=${today}&to=${today}`);
    expect(tx.statusCode, tx.body).toBe(200);
    const [txHeader, ...txRows] = parse(tx.body);
    expect(txHeader).toEqual(EXPORT_COLUMNS.transactions);
    const entry = columns(txHeader);
    const cents = (r: string[]) => Math.round(Number(entry(r, 'amount')) * 100);
    const { rows: entries } = await t.ctx.db.query<{ id: number; amount: number }>(
      `SELECT e.id, e.amount FROM ledger_entries e
         JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE t.created_at >= $1::date ORDER BY e.id`,
      [today],
    );
    expect(txRows.map((r) => [Number(entry(r, 'entry_id')), cents(r)])).toEqual(
      entries.map((e) => [e.id, e.amount]),
    );
    const perTransaction = new Map<string, number>();
    for (const r of txRows) {
      const id = entry(r, 'transaction_id')!;
      perTransaction.set(id, (perTransaction.get(id) ?? 0) + cents(r));
    }
    expect([...perTransaction.values()].every((sum) => sum === 0)).toBe(true);
    const keStake = txRows.find(
      (r) =>
        entry(r, 'kind') === 'stake' &&
        entry(r, 'reference') === String(placed[0]!.id) &&
        entry(r, 'account') === 'cash',
    );
    expect(entry(keStake, 'amount')).toBe('-120.00');
    expect(entry(keStake, 'balance_after')).toBe('4880.00');

    // Players who signed up in the period, with their KYC identity and balances.
    const players = await get(`/api/bo/exports/players?from=${today}&to=${today}`);
    const [playerHeader, ...playerRows] = parse(players.body);
    expect(playerHeader).toEqual(EXPORT_COLUMNS.players);
    const player = columns(playerHeader);
    const nigerian = playerRows.find((r) => Number(player(r, 'profile_id')) === ng.profileId);
    expect(
      ['mobile', 'country', 'kyc_name', 'kyc_id_type', 'kyc_id_number', 'cash_balance'].map(
        (name) => player(nigerian, name),
      ),
    ).toEqual([ng.mobile, 'NG', 'Chinedu Okafor', 'nin', '12345678901', '4750.00']);

    // Another period: the header and nothing else.
    for (const [from, to] of [
      [shift(1), shift(2)],
      [shift(-3), shift(-1)],
    ]) {
      const none = await get(`/api/bo/exports/bets?from=${from}&to=${to}`);
      expect(none.statusCode).toBe(200);
      expect(parse(none.body)).toHaveLength(1);
    }

    // Each export is in the audit log, with the period.
    const audit = await get('/api/bo/audit?action=export.run&order=asc');
    const exported = (
      audit.json() as {
        items: { action: string; object_id: string; staff_email: string; after: unknown }[];
      }
    ).items;
    expect(exported.map((a) => a.object_id)).toEqual([
      'bets',
      'transactions',
      'players',
      'bets',
      'bets',
    ]);
    expect(exported[0]).toMatchObject({
      staff_email: staff.email,
      after: { dataset: 'bets', from: today, to: today },
    });

    // Roles without exports.run, and bad input.
    const support = asStaff(await staffToken(t.ctx, await createTestStaff(t.ctx, 'support')));
    const refused = await get(`/api/bo/exports/bets?from=${today}&to=${today}`, support);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('STAFF_FORBIDDEN');
    const unknown = await get(`/api/bo/exports/passwords?from=${today}&to=${today}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Choose bets, transactions or players');
    const backwards = await get(`/api/bo/exports/bets?from=${today}&to=${shift(-1)}`);
    expect(backwards.statusCode).toBe(400);
  });

  it('reads in batches that add up to the whole query, and a stream broken off frees its connection', async () => {
    const t = await apps.build();
    for (let i = 0; i < 4; i++) await createTestProfile(t.ctx, { cashCents: 1000 + i });
    const query = {
      select: 'SELECT e.id AS stream_key, e.amount FROM ledger_entries e WHERE e.amount <> $1',
      key: 'e.id',
      params: [0],
    };
    const batches: number[][] = [];
    for await (const rows of streamRows<{ stream_key: number }>(t.ctx.db, query, 3))
      batches.push(rows.map((r) => r.stream_key));
    const { rows: all } = await t.ctx.db.query<{ id: number }>(
      'SELECT id FROM ledger_entries ORDER BY id',
    );
    expect(batches.flat()).toEqual(all.map((r) => r.id));
    expect(batches.every((b) => b.length <= 3)).toBe(true);
    expect(batches.length).toBe(Math.ceil(all.length / 3));

    // Broken off after the first batch, many times over: more than the pool's connections.
    for (let i = 0; i < 25; i++) {
      for await (const rows of streamRows<{ stream_key: number }>(t.ctx.db, query, 3)) {
        expect(rows).toHaveLength(3);
        break;
      }
    }
    const { rows } = await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM profiles');
    expect(rows[0]!.n).toBeGreaterThanOrEqual(4);
  });
});
