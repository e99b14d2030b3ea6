import { randomUUID } from 'node:crypto';
import type { BoLiabilitiesResponse } from '@shangwe/contract/backoffice';
import { describe, expect, it } from 'vitest';
import { createTestProfile } from '../../accounts/test-factories';
import { pick, resultMatch, seedFixtureMatches } from '../../betting/test-fixtures';
import { settleMatch } from '../../settlement/bet-settler';
import { useTestApp } from '../../test/use-test-app';
import { getBalances } from '../../wallet/ledger';
import { asStaff, createTestStaff, staffToken } from '../test-staff';

const apps = useTestApp();
const LATER = new Date(Date.now() + 6 * 3600_000);

describe('liabilities report', () => {
  it("states each country's cash, open bets' possible payouts and held stakes at the end of the day", async () => {
    const t = await apps.build();
    await seedFixtureMatches(t.ctx, [
      { id: 701, start: LATER, odds: { home: 2.5, draw: 3.1, away: 2.9 } },
      { id: 702, start: LATER, odds: { home: 1.9, draw: 3.1, away: 4.2 } },
    ]);
    const ke = await createTestProfile(t.ctx, { cashCents: 1_000_000, country: 'KE' });
    const ng = await createTestProfile(t.ctx, { cashCents: 700_000, country: 'NG' });
    const place = async (token: string, leg: unknown, stake: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/bet',
        headers: { 'idempotency-key': randomUUID() },
        payload: { token, stake, betslip: [leg] },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().bet_id as number;
    };
    const openKe = await place(ke.token, pick(701, '1', 2.5), 1200);
    await place(ke.token, pick(702, '2', 4.2), 300); // settles lost below: no longer owed
    const openNg = await place(ng.token, pick(701, '2', 2.9), 800);
    await resultMatch(t.ctx, 702, '1', LATER);
    await settleMatch(t.ctx, 702);

    const finance = await createTestStaff(t.ctx, 'finance');
    const headers = asStaff(await staffToken(t.ctx, finance));
    const get = async (date: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/bo/reports/liabilities?date=${date}`,
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<BoLiabilitiesResponse>();
    };
    const today = new Date().toISOString().slice(0, 10);
    const report = await get(today);
    // Recomputed from the bettors' own balances and the bets' rows.
    const payoutOf = async (betId: number) =>
      Number(
        (
          await t.ctx.db.query<{ final_payout: string }>(
            'SELECT final_payout FROM bets WHERE id = $1',
            [betId],
          )
        ).rows[0]!.final_payout,
      );
    const keCash = (await getBalances(t.ctx.db, ke.profileId)).cashCents;
    const ngCash = (await getBalances(t.ctx.db, ng.profileId)).cashCents;
    expect(report.countries).toEqual([
      {
        country: 'KE',
        currency: 'KES',
        cash_balances: keCash / 100,
        bonus_balances: 0,
        withdrawals_pending: 0,
        open_bets: 1,
        open_stakes: 1200,
        open_potential_payouts: (await payoutOf(openKe)) / 100,
        unused_free_bets: 0,
        jackpot_pools: 0,
        jackpot_carries: 0,
        total: (keCash + (await payoutOf(openKe))) / 100,
      },
      {
        country: 'NG',
        currency: 'NGN',
        cash_balances: ngCash / 100,
        bonus_balances: 0,
        withdrawals_pending: 0,
        open_bets: 1,
        open_stakes: 800,
        open_potential_payouts: (await payoutOf(openNg)) / 100,
        unused_free_bets: 0,
        jackpot_pools: 0,
        jackpot_carries: 0,
        total: (ngCash + (await payoutOf(openNg))) / 100,
      },
    ]);
    // The house's held stakes are one ledger account for every currency: a ledger check (1,200
    // KES + 800 NGN of minor units), kept apart from the money lines, never a stated amount.
    expect(report.house_all_currencies.stakes_held).toBe(2000);
    expect(report.as_of).toBe(new Date(Date.parse(today) + 86_400_000).toISOString());

    // The day before anything happened: nothing was owed.
    const before = await get(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
    expect(before.countries).toEqual([]);
    expect(before.house_all_currencies.stakes_held).toBe(0);

    // Settling the open bets closes them: what they paid is now cash.
    await resultMatch(t.ctx, 701, '1', LATER);
    await settleMatch(t.ctx, 701);
    const after = await get(today);
    expect(after.countries.map((c) => c.open_bets)).toEqual([0, 0]);
    expect(after.countries.map((c) => c.currency)).toEqual(['KES', 'NGN']);
    expect(after.countries[0]!.cash_balances).toBe(
      (await getBalances(t.ctx.db, ke.profileId)).cashCents / 100,
    );
    expect(after.house_all_currencies.stakes_held).toBe(0);
  });
});
