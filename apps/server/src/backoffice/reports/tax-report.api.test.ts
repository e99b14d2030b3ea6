import { randomUUID } from 'node:crypto';
import type { BoTaxResponse } from '@shangwe/contract/backoffice';
import { cents, exciseTax, GAMING_TAX_RATE, gamingTaxDue, KENYA } from '@shangwe/domain';
import { describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../../accounts/test-factories';
import { pick, resultMatch, seedFixtureMatches } from '../../betting/test-fixtures';
import { settleMatch } from '../../settlement/bet-settler';
import type { TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { asStaff, createTestStaff, staffToken } from '../test-staff';

const apps = useTestApp();
const LATER = new Date(Date.now() + 6 * 3600_000);

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

describe('tax report', () => {
  it("states a month's excise, each winning bet's withholding with the bettor's identity and the gaming tax; CSV and PDF", async () => {
    const t = await apps.build();
    await seedFixtureMatches(t.ctx, [
      { id: 601, start: LATER, odds: { home: 3.5, draw: 3.1, away: 2.2 } },
      { id: 602, start: LATER, odds: { home: 1.9, draw: 3.1, away: 4.2 } },
    ]);
    const ke = await createTestProfile(t.ctx, { cashCents: 10_000_000, country: 'KE' });
    const gh = await createTestProfile(t.ctx, { cashCents: 10_000_000, country: 'GH' });
    await t.ctx.db.query(
      `UPDATE profiles SET kyc_official_name = 'Wanjiru Kamau', kyc_id_type = 'national_id',
              kyc_id_number = '31234567' WHERE id = $1`,
      [ke.profileId],
    );
    const bets = [
      { user: ke, id: await place(t, ke, pick(601, '1', 3.5), 1000), stake: 1000 },
      { user: ke, id: await place(t, ke, pick(601, '1', 3.5), 2500), stake: 2500 },
      { user: ke, id: await place(t, ke, pick(601, '2', 2.2), 700), stake: 700 },
      { user: ke, id: await place(t, ke, pick(602, '1', 1.9), 400), stake: 400 },
      { user: gh, id: await place(t, gh, pick(601, '1', 3.5), 900), stake: 900 },
    ];
    await resultMatch(t.ctx, 601, '1', LATER);
    await resultMatch(t.ctx, 602, 'void', LATER);
    await settleMatch(t.ctx, 601);
    await settleMatch(t.ctx, 602);
    const details = await Promise.all(
      bets.map(async (b) => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/bet/${b.id}`,
          headers: { authorization: `Bearer ${b.user.token}` },
        });
        return {
          ...b,
          ...(res.json().data as { status: string; amount_paid: number; withholding_tax: number }),
        };
      }),
    );
    const keBets = details.filter((d) => d.user === ke);
    const keWon = keBets.filter((d) => d.status === 'won');
    expect(keWon).toHaveLength(2);

    const staff = await createTestStaff(t.ctx, 'compliance');
    const headers = asStaff(await staffToken(t.ctx, staff));
    const period = new Date().toISOString().slice(0, 7);
    const get = (q: string) =>
      t.app.inject({ method: 'GET', url: `/api/bo/reports/tax?${q}`, headers });
    const res = await get(`country=KE&period=${period}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<BoTaxResponse>();

    // Excise: the domain's excise on each stake that was not refunded (the void one was).
    const kept = keBets.filter((d) => d.status !== 'void');
    const excise = kept.reduce((s, d) => s + exciseTax(cents(d.stake * 100), KENYA.exciseTax), 0);
    expect(report.rates).toEqual({ excise: 0.075, withholding: KENYA.whtTax, gaming: 0.15 });
    expect(report.excise).toEqual({
      bets: kept.length,
      stakes: kept.reduce((s, d) => s + d.stake, 0),
      collected: excise / 100,
    });
    // Withholding: one line per winning bet, as the bettor's own bet page shows it.
    expect(report.withholding.lines.map((l) => [l.bet_id, l.withholding, l.paid])).toEqual(
      keWon.map((d) => [d.id, d.withholding_tax, d.amount_paid]),
    );
    expect(report.withholding.lines[0]).toMatchObject({
      name: 'Wanjiru Kamau',
      id_type: 'national_id',
      id_number: '31234567',
    });
    expect(report.withholding.lines.every((l) => l.withholding > 0)).toBe(true);
    // Gaming tax: 15 % of the month's GGR (stakes − refunds − paid), from the bettor's side.
    const ggrCents =
      keBets.reduce((s, d) => s + d.stake * 100, 0) -
      keBets.reduce((s, d) => s + Math.round(d.amount_paid * 100), 0);
    expect(Math.round(report.gaming.ggr * 100)).toBe(ggrCents);
    expect(Math.round(report.gaming.due * 100)).toBe(gamingTaxDue(ggrCents, GAMING_TAX_RATE.KE));

    // Ghana's return holds only the Ghanaian bet.
    const ghana = (await get(`country=GH&period=${period}`)).json<BoTaxResponse>();
    expect(ghana.excise.bets).toBe(1);
    // Each return is one country's, in its currency only: the Kenyan stakes are not in it.
    expect([report.currency, ghana.currency]).toEqual(['KES', 'GHS']);
    expect(ghana.excise.stakes).toBe(
      details.filter((d) => d.user === gh && d.status !== 'void').reduce((s, d) => s + d.stake, 0),
    );
    expect(ghana.withholding.lines.every((l) => l.profile_id === gh.profileId)).toBe(true);

    const csv = await get(`country=KE&period=${period}&format=csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain(`excise,collected,${(excise / 100).toFixed(2)}\r\n`);
    expect(csv.body).toContain('Wanjiru Kamau,national_id,31234567');
    expect(csv.body).toContain('return,currency,KES\r\n');
    const pdf = await get(`country=KE&period=${period}&format=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const bad = await get('country=ET&period=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose the country: KE, GH or NG');
  });
});
