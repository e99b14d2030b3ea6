import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createTestProfile } from '../accounts/test-factories';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('campaign attribution and analytics client (spec 01 §7)', () => {
  it('keeps the campaign a bettor came from once, for their own profile only', async () => {
    t = await buildTestApp();
    const bettor = await createTestProfile(t.ctx);
    const other = await createTestProfile(t.ctx);
    const post = (payload: unknown, token?: string) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/campaign/hoid',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: payload as Record<string, unknown>,
      });
    expect((await post({ hoid: 'spring-26' })).statusCode).toBe(401);
    const ok = await post(
      { hoid: 'spring-26', profile_id: bettor.profileId, platform_id: 'MOBILE_WEB' },
      bettor.token,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok' });
    // Again: still one row.
    expect((await post({ hoid: 'spring-26' }, bettor.token)).statusCode).toBe(200);
    const bad = await post({ hoid: 'no spaces <b>' }, bettor.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'hoid' });
    const mismatch = await post({ hoid: 'x1', profile_id: other.profileId }, bettor.token);
    expect(mismatch.statusCode).toBe(403);
    const { rows } = await t.ctx.db.query<{ profile_id: string; hoid: string }>(
      'SELECT profile_id, hoid, platform_id FROM campaign_hoids ORDER BY hoid',
    );
    expect(rows.map((r) => ({ ...r, profile_id: Number(r.profile_id) }))).toEqual([
      { profile_id: bettor.profileId, hoid: 'spring-26', platform_id: 'MOBILE_WEB' },
    ]);
  });

  it('keeps a browser analytics client id, then its bettor, and answers as GET does', async () => {
    t = await buildTestApp();
    const bettor = await createTestProfile(t.ctx);
    const post = (token?: string) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/userinfo',
        headers: { 'x-country': 'GH', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload: { client_id: '1234567890.1732660000' },
      });
    const anonymous = await post();
    expect(anonymous.statusCode).toBe(200);
    const get = await t.app.inject({ method: 'GET', url: '/api/userinfo' });
    expect(anonymous.json()).toEqual(get.json());
    expect((await post(bettor.token)).statusCode).toBe(200);
    const { rows } = await t.ctx.db.query<{ profile_id: string | null; country: string }>(
      'SELECT profile_id, country FROM analytics_clients',
    );
    expect(rows.map((r) => ({ ...r, profile_id: Number(r.profile_id) }))).toEqual([
      { profile_id: bettor.profileId, country: 'GH' },
    ]);
    const empty = await t.app.inject({ method: 'POST', url: '/api/userinfo', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'client_id' });
  });
});
