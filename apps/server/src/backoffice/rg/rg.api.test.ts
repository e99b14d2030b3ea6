import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../../accounts/test-factories';
import { computeHarmMarkers } from '../../responsible-gambling/harm-markers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { paidDeposit } from '../../test/paid-deposit';
import { checkLedger } from '../../wallet/ledger-check';
import { asStaff, createTestStaff, staffToken } from '../test-staff';

// 10:00 in Nairobi on a Wednesday.
const NOW = new Date('2030-03-06T07:00:00Z');

describe('back office: responsible gambling on the Bettor 360 page', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function staffOfRole(app: TestApp, role: Parameters<typeof createTestStaff>[1]) {
    const staff = await createTestStaff(app.ctx, role);
    return { ...staff, headers: asStaff(await staffToken(app.ctx, staff)) };
  }

  const dice = (app: TestApp, me: TestProfile, stake: number) =>
    app.app.inject({
      method: 'POST',
      url: '/api/casino/dice/play',
      headers: { authorization: `Bearer ${me.token}`, 'idempotency-key': randomUUID() },
      payload: { stake, target: 50, direction: 'under' },
    });

  it('a compliance officer imposes a limit and a break with a reason, logs a contact and reads the markers; each audited', async () => {
    t = await buildTestApp();
    const app = t;
    app.ctx.now = () => NOW;
    const me = await createTestProfile(app.ctx, { cashCents: 100_000 });
    const compliance = await staffOfRole(app, 'compliance');
    const support = await staffOfRole(app, 'support');
    const base = `/api/bo/bettors/${me.profileId}/rg`;
    const post = (path: string, headers: Record<string, string>, payload: object) =>
      app.app.inject({ method: 'POST', url: `${base}${path}`, headers, payload });

    // Support may not; a reason is required.
    const notAllowed = await post('/limits', support.headers, {
      kind: 'stake',
      period: 'bet',
      amount: 50,
      reason: 'Asked on the phone',
    });
    expect(notAllowed.statusCode).toBe(403);
    const noReason = await post('/limits', compliance.headers, {
      kind: 'stake',
      period: 'bet',
      amount: 50,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe('Give a reason');

    const limit = await post('/limits', compliance.headers, {
      kind: 'stake',
      period: 'bet',
      amount: 50,
      reason: 'Chasing losses after the call',
    });
    expect(limit.statusCode).toBe(200);
    expect(limit.json().message).toContain('KES 50');
    const over = await dice(app, me, 100);
    expect(over.statusCode).toBe(403);
    expect(over.json().error.code).toBe('RG_LIMIT_REACHED');
    // The bettor cannot lift what an operator imposed.
    const lift = await app.app.inject({
      method: 'POST',
      url: '/api/rg/limits',
      headers: { authorization: `Bearer ${me.token}` },
      payload: { kind: 'stake', period: 'bet', amount: null },
    });
    expect(lift.statusCode).toBe(403);

    const contact = await post('/interactions', compliance.headers, {
      channel: 'phone',
      note: 'Talked about a break; agreed to a 7-day time-out',
    });
    expect(contact.statusCode).toBe(201);
    const badChannel = await post('/interactions', compliance.headers, {
      channel: 'pigeon',
      note: 'x x x',
    });
    expect(badChannel.statusCode).toBe(400);

    const brk = await post('/exclusions', compliance.headers, {
      kind: 'time_out',
      period: '7d',
      reason: 'Agreed on the phone',
    });
    expect(brk.statusCode).toBe(200);
    expect((await dice(app, me, 10)).json().error.code).toBe('RG_EXCLUDED');

    // Five deposits in the week before the break: the deposit-frequency marker, explained.
    const other = await createTestProfile(app.ctx);
    for (let i = 0; i < 5; i++) await paidDeposit(app, other, 100);
    expect(await computeHarmMarkers(app.ctx.db, NOW)).toBeGreaterThan(0);

    const page = await app.app.inject({
      method: 'GET',
      url: base,
      headers: compliance.headers,
    });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.date_of_birth).toBe('1990-01-15');
    expect(body.limits).toEqual([
      {
        kind: 'stake',
        period: 'bet',
        amount: 50,
        pending_amount: null,
        requested_at: null,
        imposed_by: compliance.email,
      },
    ]);
    expect(body.exclusions[0]).toMatchObject({
      kind: 'time_out',
      period: '7d',
      imposed_by: compliance.email,
      reason: 'Agreed on the phone',
      in_force: true,
    });
    expect(body.interactions[0]).toMatchObject({
      staff: compliance.email,
      channel: 'phone',
      note: 'Talked about a break; agreed to a 7-day time-out',
    });
    expect(body.events.map((e: { kind: string }) => e.kind)).toEqual([
      'exclusion_started',
      'limit_set',
    ]);
    const otherPage = await app.app.inject({
      method: 'GET',
      url: `/api/bo/bettors/${other.profileId}/rg`,
      headers: compliance.headers,
    });
    expect(otherPage.json().markers).toContainEqual({
      day: '2030-03-06',
      marker: 'deposit_frequency',
      score: 0.25,
      explanation: '5 deposits in the last 7 days, against 0.0 a week in the 3 weeks before.',
    });
    const unknown = await app.app.inject({
      method: 'GET',
      url: '/api/bo/bettors/999999/rg',
      headers: compliance.headers,
    });
    expect(unknown.statusCode).toBe(404);

    // Each change is in the audit trail of the bettor, with its reason.
    const { rows } = await app.ctx.db.query<{ action: string; reason: string | null }>(
      `SELECT action, reason FROM staff_audit WHERE object_type = 'bettor' AND object_id = $1
        ORDER BY id`,
      [String(me.profileId)],
    );
    expect(rows).toEqual([
      { action: 'rg.limit', reason: 'Chasing losses after the call' },
      { action: 'rg.interaction', reason: null },
      { action: 'rg.exclusion', reason: 'Agreed on the phone' },
    ]);
    expect((await checkLedger(app.ctx.db)).ok).toBe(true);
  });
});
