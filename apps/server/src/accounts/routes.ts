import { endpoints } from '@shangwe/contract';
import { normalizePhone, validateLoginPhone } from '@shangwe/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deviceCookie, deviceTokenFrom } from '../auth/known-devices';
import type { Caller } from '../auth/rate-limit';
import { requireSession, revokeSession } from '../auth/session';
import { route } from '../platform/contract-routes';
import type { AppContext } from '../platform/context';
import { notFound } from '../platform/errors';
import { getBalances } from '../wallet/ledger';
import {
  ACCOUNT_MESSAGES,
  forgotPassword,
  handleCode,
  logIn,
  registerAccount,
  resetPassword,
} from './account-service';
import { findProfileById, listSmsOutbox } from './accounts-repository';
import { submitKyc, verifyKyc } from './kyc-service';
import { presentUser } from './presenters';
import { profileCountry, requestCountry } from './request-country';

/** The address and user agent of a call, for the services' rate limits and sessions. */
const callerOf = (request: FastifyRequest): Caller => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  device: deviceTokenFrom(request.headers.cookie),
});

/** A login's answer; the browser keeps the known-device cookie it earned (auth/known-devices). */
function withDevice<O extends { answer: unknown; device: string | undefined }>(
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: O,
): O['answer'] {
  if (outcome.device) {
    reply.header('set-cookie', deviceCookie(outcome.device, request.protocol === 'https'));
  }
  return outcome.answer;
}

/** Registration, login, codes, password reset, logout, balance, profile and KYC (spec 01 §7). */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, endpoints.signup, async (request, reply) => {
    const result = await registerAccount(
      ctx,
      callerOf(request),
      requestCountry(request, ctx),
      request.body,
    );
    return reply.status(201).send(result);
  });

  route(app, endpoints.login, async (request, reply) =>
    withDevice(
      request,
      reply,
      await logIn(ctx, callerOf(request), requestCountry(request, ctx), request.body),
    ),
  );

  route(app, endpoints.code, async (request, reply) =>
    withDevice(
      request,
      reply,
      await handleCode(ctx, callerOf(request), requestCountry(request, ctx), request.body),
    ),
  );

  route(app, endpoints.forgotPassword, async (request) =>
    forgotPassword(ctx, callerOf(request), requestCountry(request, ctx), request.body),
  );

  route(app, endpoints.resetPassword, async (request) =>
    resetPassword(ctx, callerOf(request), requestCountry(request, ctx), request.body),
  );

  route(app, endpoints.logout, async (request) => {
    const user = await requireSession(request, ctx);
    await revokeSession(ctx.db, user.token, ctx.now());
    return { success: { message: ACCOUNT_MESSAGES.loggedOut } };
  });

  const balance = async (profileId: number) => {
    const profile = await findProfileById(ctx.db, profileId);
    if (!profile) throw notFound('Profile not found');
    const balances = await getBalances(ctx.db, profileId);
    const user = presentUser(profile, balances, profileCountry(profile.country, ctx).currency);
    return {
      data: {
        balance: user.balance,
        bonus: user.bonus,
        points: user.points,
        has_kyc: user.has_kyc,
        kyc: user.kyc,
        currency: user.currency,
        user,
      },
    };
  };

  route(app, endpoints.balance, async (request, reply) => {
    const user = await requireSession(request, ctx);
    reply.header('cache-control', 'no-store');
    return balance(user.profileId);
  });

  /** The logged-in user (same shape as data.user of /api/login). */
  const profile = async (request: Parameters<typeof requireSession>[0]) => {
    const user = await requireSession(request, ctx);
    const { data } = await balance(user.profileId);
    return { data: { user: data.user } };
  };
  route(app, endpoints.profile, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return profile(request);
  });
  route(app, endpoints.profilePost, async (request) => profile(request));

  route(app, endpoints.addKyc, async (request) => {
    const user = await requireSession(request, ctx);
    const body = request.body;
    const config = profileCountry(user.country, ctx);
    return submitKyc(ctx, user, config, body, (raw) => {
      const login = validateLoginPhone(raw, config);
      return login.ok ? login.value : normalizePhone(raw, config);
    });
  });

  route(app, endpoints.verifyKyc, async (request) => {
    const user = await requireSession(request, ctx);
    return verifyKyc(ctx, user);
  });

  if (ctx.env.smsOutboxApi) {
    /**
     * Operators and tests read what the SMS gateway was asked to send. Served only when
     * SMS_OUTBOX_API=1 or NODE_ENV is not 'production' (it shows one-time codes).
     */
    route(app, endpoints.smsOutbox, async (request, reply) => {
      const query = request.query;
      let mobile: string | null = null;
      if (query.mobile) {
        const login = validateLoginPhone(query.mobile, requestCountry(request, ctx));
        mobile = login.ok ? login.value : query.mobile.replace(/\D/g, '');
      }
      const limit = Math.min(Math.max(Number(query.limit) || 20, 1), 200);
      const rows = await listSmsOutbox(ctx.db, mobile, limit);
      reply.header('cache-control', 'no-store');
      return {
        data: rows.map((r) => ({
          id: r.id,
          mobile: r.mobile,
          message: r.message,
          purpose: r.purpose,
          created_at: new Date(r.created_at).toISOString(),
        })),
      };
    });
  }
}
