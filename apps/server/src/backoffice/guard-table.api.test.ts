import { can, PERMISSIONS, STAFF_ROLES, type StaffAccess } from '@shangwe/contract/backoffice';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProfile } from '../accounts/test-factories';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { BO_PREFIX } from './routes';
import { asStaff, createTestStaff, staffToken } from './test-staff';

/**
 * Every /api/bo/ route the server registers, read from Fastify as the app is built: a route a
 * feature adds later is in this table without anyone editing the test.
 */
const routes: { method: string; url: string; access: StaffAccess | undefined }[] = [];
let t: TestApp;
let tokens: { bettor: string; pending: string; byRole: Map<string, string> };

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      onRoute(route: RouteOptions) {
        if (!route.url.startsWith(BO_PREFIX)) return;
        for (const method of [route.method].flat()) {
          if (method === 'HEAD') continue;
          routes.push({ method, url: route.url, access: route.config?.staff });
        }
      },
    },
  );
  const bettor = await createTestProfile(t.ctx);
  const admin = await createTestStaff(t.ctx, 'admin');
  const byRole = new Map<string, string>();
  for (const role of STAFF_ROLES) {
    byRole.set(role, await staffToken(t.ctx, await createTestStaff(t.ctx, role)));
  }
  tokens = {
    bettor: bettor.token,
    pending: await staffToken(t.ctx, admin, { pending: true }),
    byRole,
  };
});
afterAll(async () => t?.close());

/** A path with every `:param` filled, so the request reaches the route. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');

const call = (route: (typeof routes)[number], headers: Record<string, string> = {}) =>
  t.app.inject({
    method: route.method as 'GET',
    url: concrete(route.url),
    headers,
    ...(route.method !== 'GET' && route.method !== 'DELETE' && { payload: {} }),
  });

describe('every back-office route is guarded', () => {
  it('finds the back-office routes, each declaring who may call it', () => {
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/bo/login',
        'GET /api/bo/me',
        'GET /api/bo/audit',
        'POST /api/bo/staff',
      ]),
    );
    for (const route of routes) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it('only the login itself is public', () => {
    expect(routes.filter((r) => r.access === 'public').map((r) => r.url)).toEqual([
      '/api/bo/login',
    ]);
  });

  it('refuses no token, a bettor token and a session without the second factor', async () => {
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const name = `${route.method} ${route.url}`;
      const none = await call(route);
      expect(none.statusCode, name).toBe(401);
      expect(none.json().error.code, name).toBe('STAFF_SESSION_EXPIRED');
      const bettor = await call(route, asStaff(tokens.bettor));
      expect(bettor.statusCode, name).toBe(401);
      expect(bettor.json().error.code, name).toBe('STAFF_SESSION_EXPIRED');
      if (route.access === 'pending') continue;
      const pending = await call(route, asStaff(tokens.pending));
      expect(pending.statusCode, name).toBe(401);
      expect(pending.json().error.code, name).toBe('STAFF_SECOND_FACTOR_REQUIRED');
    }
  });

  it('refuses every role without the permission and lets every role with it through the guard', async () => {
    for (const route of routes) {
      const access = route.access!;
      if (!(access in PERMISSIONS)) continue;
      const permission = access as keyof typeof PERMISSIONS;
      for (const role of STAFF_ROLES) {
        const res = await call(route, asStaff(tokens.byRole.get(role)!));
        const name = `${role} on ${route.method} ${route.url}`;
        if (can(role, permission)) {
          // Past the guard: whatever the handler answers to an empty request, not the guard's refusals.
          expect(res.statusCode, name).not.toBe(401);
          expect(res.statusCode, name).not.toBe(403);
        } else {
          expect(res.statusCode, name).toBe(403);
          expect(res.json().error.code, name).toBe('STAFF_FORBIDDEN');
        }
      }
    }
  });

  it('a permission-guarded route exists for each kind of refusal the table checks', () => {
    expect(routes.some((r) => r.access! in PERMISSIONS)).toBe(true);
  });
});
