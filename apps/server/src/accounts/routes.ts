import { endpoints } from '@shangwe/contract';
import { normalizePhone, validateLoginPhone } from '@shangwe/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deviceCookie, deviceTokenFrom } from '../auth/known-devices';
import type { Caller } from '../auth/rate-limit';
import { revokeSession } from '../auth/session';
import { bettorOf } from '../auth/session-plugin';
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
import { findProfileById, listSmsOutbox, updateProfileLanguage } from './accounts-repository';
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

  route(
    app,
    endpoints.logout,
    async (request) => {
      await revokeSession(ctx.db, bettorOf(request).token, ctx.now());
      return { success: { message: ACCOUNT_MESSAGES.loggedOut } };
    },
    { session: 'required' },
  );

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

  route(
    app,
    endpoints.balance,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return balance(bettorOf(request).profileId);
    },
    { session: 'required' },
  );

  /** The logged-in user (same shape as data.user of /api/login). */
  const profile = async (profileId: number) => {
    const { data } = await balance(profileId);
    return { data: { user: data.user } };
  };
  route(
    app,
    endpoints.profile,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return profile(bettorOf(request).profileId);
    },
    { session: 'required' },
  );
  route(
    app,
    endpoints.profilePost,
    async (request) => {
      const user = bettorOf(request);
      const language = request.body.language;
      if (language) await updateProfileLanguage(ctx.db, user.profileId, language);
      return profile(user.profileId);
    },
    { session: 'required' },
  );

  route(
    app,
    endpoints.addKyc,
    async (request) => {
      const user = bettorOf(request);
      const config = profileCountry(user.country, ctx);
      return submitKyc(ctx, user, config, request.body, (raw) => {
        const login = validateLoginPhone(raw, config);
        return login.ok ? login.value : normalizePhone(raw, config);
      });
    },
    { session: 'required' },
  );

  route(app, endpoints.verifyKyc, async (request) => verifyKyc(ctx, bettorOf(request)), {
    session: 'required',
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
