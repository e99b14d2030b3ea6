import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import { errorBody, HttpError } from '../platform/errors';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createSession, hashToken, requireSession, revokeSession, SESSION_TTL_MS } from './session';

describe('sessions', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function probe(ctx: TestApp['ctx']) {
    const app = Fastify();
    app.setErrorHandler(async (error, _request, reply) => {
      const e = error as HttpError;
      return reply.status(e.statusCode).send(errorBody(e.message, e.code));
    });
    app.all('/whoami', async (request) => requireSession(request, ctx));
    await app.ready();
    return app;
  }

  it('resolves the token from body or Authorization: Bearer, never from the query string', async () => {
    t = await buildTestApp();
    const user = await createTestProfile(t.ctx, { kycStatus: '1' });
    const app = await probe(t.ctx);
    const expected = {
      profileId: user.profileId,
      mobile: user.mobile,
      country: 'KE',
      hasKyc: true,
      kycStatus: '1',
      token: user.token,
      // Responsible gambling (issue 31): no limit or break set, and when the session began.
      rgGuarded: false,
      startedAt: expect.any(String),
    };
    const viaBody = await app.inject({
      method: 'POST',
      url: '/whoami',
      payload: { token: user.token },
    });
    expect(viaBody.json()).toEqual(expected);
    const viaQuery = await app.inject({ method: 'GET', url: `/whoami?token=${user.token}` });
    expect(viaQuery.statusCode).toBe(401);
    expect(viaQuery.json().error.code).toBe('SESSION_EXPIRED');
    const viaHeader = await app.inject({
      method: 'GET',
      url: '/whoami',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(viaHeader.json()).toEqual(expected);
    await app.close();
  });

  it('answers 401 SESSION_EXPIRED for a missing, unknown, expired or revoked token', async () => {
    t = await buildTestApp();
    const { ctx } = t;
    const user = await createTestProfile(ctx);
    const app = await probe(ctx);
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const expectExpired = async (token?: string) => {
      const res = await app.inject({
        method: 'GET',
        url: '/whoami',
        headers: token ? bearer(token) : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        message: 'Your session has expired. Please login again',
        error: { message: 'Your session has expired. Please login again', code: 'SESSION_EXPIRED' },
      });
    };
    await expectExpired();
    await expectExpired('not-a-real-token');

    const past = new Date(ctx.now().getTime() - SESSION_TTL_MS.standard - 1000);
    const old = await createSession(ctx.db, {
      profileId: user.profileId,
      remember: false,
      now: past,
    });
    await expectExpired(old.token);
    const remembered = await createSession(ctx.db, {
      profileId: user.profileId,
      remember: true,
      now: past,
    });
    expect(
      (await app.inject({ method: 'GET', url: '/whoami', headers: bearer(remembered.token) }))
        .statusCode,
    ).toBe(200);

    expect(await revokeSession(ctx.db, user.token, ctx.now())).toBe(true);
    await expectExpired(user.token);
    expect(await revokeSession(ctx.db, user.token, ctx.now())).toBe(false);
    await app.close();
  });

  it('stores only the sha256 of a token', async () => {
    t = await buildTestApp();
    const user = await createTestProfile(t.ctx);
    const { rows } = await t.ctx.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions WHERE profile_id = $1',
      [user.profileId],
    );
    expect(rows).toEqual([{ token_hash: hashToken(user.token) }]);
    expect(rows[0]!.token_hash).not.toContain(user.token);
    expect(user.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
