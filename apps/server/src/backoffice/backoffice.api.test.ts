import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { recordStaffAction } from './audit';
import { createAdminTask } from './create-admin-task';
import { asStaff, createTestStaff, staffToken } from './test-staff';
import { totpCode } from './totp';

describe('back office: staff login, sessions, staff accounts and the audit log', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const login = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/bo/login', payload });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/bo/me', headers: asStaff(token) });
  const audit = (token: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/bo/audit${query}`, headers: asStaff(token) });

  it('an admin made by the create-admin task logs in with password then TOTP, and the login is audited', async () => {
    t = await buildTestApp();
    const lines: string[] = [];
    const code = await createAdminTask(
      t.ctx,
      ['--task=create-admin', '--email=Ops@Example.com', '--name=Amina Otieno'],
      (l) => lines.push(l),
    );
    expect(code).toBe(0);
    const password = /Initial password: (\S+)/.exec(lines.join('\n'))![1]!;
    const secret = /TOTP secret: (\S+)/.exec(lines.join('\n'))![1]!;
    expect(lines.join('\n')).toMatch(/otpauth:\/\/totp\/.*ops%40example\.com\?secret=/);
    const stored = await t.ctx.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM staff',
    );
    expect(stored.rows[0]!.password_hash).toMatch(/^scrypt\$/);
    expect(stored.rows[0]!.password_hash).not.toContain(password);

    const first = await login({ email: 'ops@example.com', password });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ second_factor: 'required', staff: null });
    const pending = first.json().token as string;
    // The pending session opens nothing but the TOTP step.
    expect((await me(pending)).json().error.code).toBe('STAFF_SECOND_FACTOR_REQUIRED');

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/bo/login/totp',
      headers: asStaff(pending),
      payload: { totp: totpCode(secret, new Date(t.ctx.now().getTime() - 10 * 60_000)) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('STAFF_CODE_INVALID');

    const second = await t.app.inject({
      method: 'POST',
      url: '/api/bo/login/totp',
      headers: asStaff(pending),
      payload: { totp: totpCode(secret, t.ctx.now()) },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().staff).toMatchObject({ email: 'ops@example.com', role: 'admin' });
    const whoami = await me(pending);
    expect(whoami.statusCode).toBe(200);
    expect(whoami.json().staff.permissions).toContain('staff.create');

    const log = await audit(pending, '?order=asc');
    expect(log.statusCode).toBe(200);
    expect(
      log
        .json()
        .items.map((i: { action: string; staff_email: string }) => `${i.staff_email} ${i.action}`),
    ).toEqual(['task:create-admin staff.create', 'ops@example.com staff.login']);
  });

  it('refuses a TOTP code used before, even with the right password', async () => {
    t = await buildTestApp();
    const admin = await createTestStaff(t.ctx, 'admin');
    const totp = totpCode(admin.totpSecret, t.ctx.now());
    expect((await login({ email: admin.email, password: admin.password, totp })).statusCode).toBe(
      200,
    );
    const again = await login({ email: admin.email, password: admin.password, totp });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('STAFF_CODE_INVALID');
  });

  it('answers a wrong password and an unknown email alike, and locks the email after 5 failures', async () => {
    t = await buildTestApp();
    const admin = await createTestStaff(t.ctx, 'admin');
    const unknown = await login({ email: 'nobody@staff.test', password: 'whatever-1' });
    const wrong = await login({ email: admin.email, password: 'whatever-1' });
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.code).toBe('STAFF_INVALID_CREDENTIALS');
    for (let i = 0; i < 4; i += 1) await login({ email: admin.email, password: 'whatever-1' });
    const locked = await login({ email: admin.email, password: admin.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('RATE_LIMITED');
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('refuses bad input with specific messages', async () => {
    t = await buildTestApp();
    const res = await login({ email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(/Enter a valid email|Enter your password/);
  });

  it('logout ends the session and is audited', async () => {
    t = await buildTestApp();
    const support = await createTestStaff(t.ctx, 'support');
    const token = await staffToken(t.ctx, support);
    expect((await me(token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/bo/logout',
      headers: asStaff(token),
    });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).json().error.code).toBe('STAFF_SESSION_EXPIRED');
    const rows = await t.ctx.db.query<{ action: string }>(
      'SELECT action FROM staff_audit WHERE staff_id = $1',
      [support.id],
    );
    expect(rows.rows.map((r) => r.action)).toEqual(['staff.logout']);
  });

  it('a bettor token opens nothing of the back office', async () => {
    t = await buildTestApp();
    const bettor = await createTestProfile(t.ctx);
    const res = await me(bettor.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('STAFF_SESSION_EXPIRED');
  });

  it('an admin creates staff with a role (audited, one row); an email is used once', async () => {
    t = await buildTestApp();
    const admin = await createTestStaff(t.ctx, 'admin');
    const token = await staffToken(t.ctx, admin);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bo/staff',
      headers: asStaff(token),
      payload: {
        email: 'Agent@Shangwe.test',
        name: 'Wanjiru',
        role: 'support',
        reason: 'new hire',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().staff).toMatchObject({ email: 'agent@shangwe.test', role: 'support' });
    expect(res.json().staff.permissions).not.toContain('staff.create');
    expect(res.json().otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
    const rows = await t.ctx.db.query<{
      staff_id: number;
      object_id: string;
      after: { role: string };
      reason: string;
    }>(
      "SELECT staff_id, object_id, after, reason FROM staff_audit WHERE action = 'staff.create' AND staff_id IS NOT NULL",
    );
    expect(rows.rows).toEqual([
      {
        staff_id: admin.id,
        object_id: String(res.json().staff.id),
        after: expect.objectContaining({ role: 'support' }),
        reason: 'new hire',
      },
    ]);
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/bo/staff',
      headers: asStaff(token),
      payload: { email: 'agent@shangwe.test', name: 'Other', role: 'kyc' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.code).toBe('STAFF_EMAIL_IN_USE');
  });

  it('searches the audit log by staff, action, object and period, paged', async () => {
    t = await buildTestApp();
    const compliance = await createTestStaff(t.ctx, 'compliance');
    const token = await staffToken(t.ctx, compliance);
    const base = new Date('2026-03-01T10:00:00Z');
    await t.ctx.db.transaction(async (tx) => {
      for (let i = 0; i < 7; i += 1) {
        await recordStaffAction(tx, {
          staff: { id: compliance.id, email: compliance.email },
          action: i % 2 ? 'bettor.lock' : 'bettor.unlock',
          objectType: 'bettor',
          objectId: 100 + (i % 3),
          before: { locked: i % 2 === 0 },
          after: { locked: i % 2 === 1 },
          reason: `case ${i}`,
          at: new Date(base.getTime() + i * 3_600_000),
        });
      }
    });
    const page1 = await audit(token, '?action=bettor.&per_page=3&order=asc');
    expect(page1.json()).toMatchObject({ total: 7, page: 1, per_page: 3 });
    expect(page1.json().items.map((i: { reason: string }) => i.reason)).toEqual([
      'case 0',
      'case 1',
      'case 2',
    ]);
    const page3 = await audit(token, '?action=bettor.&per_page=3&order=asc&page=3');
    expect(page3.json().items.map((i: { reason: string }) => i.reason)).toEqual(['case 6']);
    const locks = await audit(token, '?action=bettor.lock&object_type=bettor&object_id=101');
    expect(locks.json().items.map((i: { reason: string }) => i.reason)).toEqual(['case 1']);
    const period = await audit(
      token,
      `?from=${encodeURIComponent('2026-03-01T12:00:00Z')}&to=${encodeURIComponent('2026-03-01T14:00:00Z')}`,
    );
    expect(period.json().items.map((i: { reason: string }) => i.reason)).toEqual([
      'case 3',
      'case 2',
    ]);
    const byStaff = await audit(token, `?staff=${compliance.email.slice(0, 12)}&per_page=1`);
    expect(byStaff.json().total).toBe(7);
    expect((await audit(token, '?staff=nobody')).json().total).toBe(0);
    const bad = await audit(token, '?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Enter a valid date');
  });

  it('the audit table refuses UPDATE, DELETE and TRUNCATE', async () => {
    t = await buildTestApp();
    await createTestStaff(t.ctx, 'admin');
    const before = await t.ctx.db.query('SELECT * FROM staff_audit');
    expect(before.rows).toHaveLength(1);
    await expect(t.ctx.db.query("UPDATE staff_audit SET reason = 'edited'")).rejects.toThrow(
      /append-only/,
    );
    await expect(t.ctx.db.query('DELETE FROM staff_audit')).rejects.toThrow(/append-only/);
    await expect(t.ctx.db.query('TRUNCATE staff_audit')).rejects.toThrow(/append-only/);
    expect((await t.ctx.db.query('SELECT * FROM staff_audit')).rows).toEqual(before.rows);
  });

  it('an action and its audit row commit together or not at all', async () => {
    t = await buildTestApp();
    const admin = await createTestStaff(t.ctx, 'admin');
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await recordStaffAction(tx, {
          staff: admin,
          action: 'bettor.lock',
          objectType: 'bettor',
          objectId: 1,
          at: t.ctx.now(),
        });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    const rows = await t.ctx.db.query("SELECT 1 FROM staff_audit WHERE action = 'bettor.lock'");
    expect(rows.rows).toHaveLength(0);
  });
});
