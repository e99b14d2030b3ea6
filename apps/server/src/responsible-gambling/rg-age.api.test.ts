import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile, type TestProfile } from '../accounts/test-factories';
import { buildTestApp, type TestApp } from '../test/build-test-app';

/**
 * Issue 31, age: the KYC check confirms the account's date of birth; an account made before
 * dates of birth were asked bets only once it has one (given, or from a verified identity).
 */

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const kyc = (app: TestApp, me: TestProfile, dateOfBirth: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/add-kyc',
    payload: {
      token: me.token,
      official_name: 'Wanjiru Kamau',
      date_of_birth: dateOfBirth,
      id_type: 'national_id',
      id_number: '12345678',
    },
  });

const verify = (app: TestApp, me: TestProfile) =>
  app.app.inject({ method: 'POST', url: '/api/verify-kyc', payload: { token: me.token } });

const dice = (app: TestApp, me: TestProfile) =>
  app.app.inject({
    method: 'POST',
    url: '/api/casino/dice/play',
    headers: { authorization: `Bearer ${me.token}`, 'idempotency-key': randomUUID() },
    payload: { stake: 10, target: 50, direction: 'under' },
  });

async function birth(app: TestApp, me: TestProfile) {
  const { rows } = await app.ctx.db.query<{ dob: string | null; confirmed: boolean }>(
    `SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS dob,
            date_of_birth_confirmed_at IS NOT NULL AS confirmed
       FROM profiles WHERE id = $1`,
    [me.profileId],
  );
  return rows[0]!;
}

async function events(app: TestApp, me: TestProfile) {
  const { rows } = await app.ctx.db.query<{ kind: string }>(
    'SELECT kind FROM rg_events WHERE profile_id = $1 ORDER BY id',
    [me.profileId],
  );
  return rows.map((r) => r.kind);
}

describe('the KYC check confirms the date of birth', () => {
  it('refuses an ID with another date of birth (noted for review); a matching one confirms it', async () => {
    t = await buildTestApp();
    const me = await createTestProfile(t.ctx, { dateOfBirth: '1990-01-15' });
    const other = await kyc(t, me, '1991-02-02');
    expect(other.statusCode).toBe(400);
    expect(JSON.stringify(other.json())).toContain(
      'The date of birth on your ID does not match the one on your account',
    );
    expect(await events(t, me)).toEqual(['kyc_date_of_birth_mismatch']);
    expect((await kyc(t, me, '1990-01-15')).statusCode).toBe(200);
    expect(await birth(t, me)).toEqual({ dob: '1990-01-15', confirmed: false });
    const verified = await verify(t, me);
    expect(verified.json()).toMatchObject({ status: 'success', data: { kyc: { status: '2' } } });
    expect(await birth(t, me)).toEqual({ dob: '1990-01-15', confirmed: true });
  });

  it('an account without a date of birth bets once a verified ID gives it one', async () => {
    t = await buildTestApp();
    const me = await createTestProfile(t.ctx, { dateOfBirth: null, cashCents: 10_000 });
    const refused = await dice(t, me);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'DATE_OF_BIRTH_NEEDED',
      message: 'Please enter your date of birth before you bet',
    });
    expect((await kyc(t, me, '1988-07-07')).statusCode).toBe(200);
    expect((await verify(t, me)).json()).toMatchObject({ data: { kyc: { status: '2' } } });
    expect(await birth(t, me)).toEqual({ dob: '1988-07-07', confirmed: true });
    expect((await dice(t, me)).statusCode).toBe(201);
  });

  it('a date of birth given after the ID was sent must still match it at verification', async () => {
    t = await buildTestApp();
    const me = await createTestProfile(t.ctx, { dateOfBirth: null });
    expect((await kyc(t, me, '1988-07-07')).statusCode).toBe(200);
    const given = await t.app.inject({
      method: 'POST',
      url: '/api/rg/date-of-birth',
      headers: { authorization: `Bearer ${me.token}` },
      payload: { date_of_birth: '1989-07-07' },
    });
    expect(given.statusCode).toBe(200);
    const checked = await verify(t, me);
    expect(checked.json()).toMatchObject({
      status: 'failed',
      message: expect.stringContaining('the date of birth on your ID does not match your account'),
      data: { kyc: { status: '3' } },
    });
    expect(await birth(t, me)).toEqual({ dob: '1989-07-07', confirmed: false });
    expect(await events(t, me)).toContain('kyc_date_of_birth_mismatch');
  });
});
