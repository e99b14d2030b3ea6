import { boAuthEndpoints } from '@shangwe/contract/backoffice';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../auth/rate-limit';
import type { RouteModule } from '../routes';
import { boRoute, staffOf } from './guard';
import { staffLogin, staffLoginTotp, staffLogout } from './login-service';

const callerOf = (request: FastifyRequest): Caller => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Login (two steps), logout and who-am-I of the back office. */
export const boAuthRoutes: RouteModule = async (app, ctx) => {
  boRoute(app, ctx, boAuthEndpoints.login, async (request) =>
    staffLogin(ctx, callerOf(request), request.body),
  );
  boRoute(app, ctx, boAuthEndpoints.loginTotp, async (request) =>
    staffLoginTotp(ctx, callerOf(request), staffOf(request), request.body.totp),
  );
  boRoute(app, ctx, boAuthEndpoints.logout, async (request) => {
    await staffLogout(ctx, staffOf(request));
    return { ok: true as const };
  });
  boRoute(app, ctx, boAuthEndpoints.me, async (request) => {
    const { tokenHash: _hash, expiresAt, ...staff } = staffOf(request);
    return { staff, expires_at: expiresAt.toISOString() };
  });
};
