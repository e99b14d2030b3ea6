import {
  addKycBodySchema,
  codeBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  resetPasswordBodySchema,
  signupBodySchema,
} from '@shangwe/contract';
import { normalizePhone, validateLoginPhone } from '@shangwe/domain';
import type { FastifyInstance } from 'fastify';
import { requireSession, revokeSession } from '../auth/session';
import type { AppContext } from '../platform/context';
import { notFound } from '../platform/errors';
import { parseInput } from '../platform/validate';
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

/** Registration, login, codes, password reset, logout, balance, profile and KYC (spec 01 §7). */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/newsignup', async (request, reply) => {
    const body = parseInput(signupBodySchema, request.body);
    const result = await registerAccount(ctx, request, requestCountry(request, ctx), body);
    return reply.status(201).send(result);
  });

  app.post('/api/login', async (request) => {
    const body = parseInput(loginBodySchema, request.body);
    return logIn(ctx, request, requestCountry(request, ctx), body);
  });

  app.post('/api/code', async (request) => {
    const body = parseInput(codeBodySchema, request.body);
    return handleCode(ctx, request, requestCountry(request, ctx), body);
  });

  app.post('/api/forgot-password', async (request) => {
    const body = parseInput(forgotPasswordBodySchema, request.body);
    return forgotPassword(ctx, request, requestCountry(request, ctx), body);
  });

  app.post('/api/reset-password', async (request) => {
    const body = parseInput(resetPasswordBodySchema, request.body);
    return resetPassword(ctx, request, requestCountry(request, ctx), body);
  });

  app.post('/api/logout', async (request) => {
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

  app.post('/api/balance', async (request, reply) => {
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
  app.get('/api/profile', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return profile(request);
  });
  app.post('/api/profile', async (request) => profile(request));

  app.post('/api/add-kyc', async (request) => {
    const user = await requireSession(request, ctx);
    const body = parseInput(addKycBodySchema, request.body);
    const config = profileCountry(user.country, ctx);
    return submitKyc(ctx, user, config, body, (raw) => {
      const login = validateLoginPhone(raw, config);
      return login.ok ? login.value : normalizePhone(raw, config);
    });
  });

  app.post('/api/verify-kyc', async (request) => {
    const user = await requireSession(request, ctx);
    return verifyKyc(ctx, user);
  });

  if (ctx.env.smsOutboxApi) {
    /**
     * Operators and tests read what the SMS gateway was asked to send. Served only when
     * SMS_OUTBOX_API=1 or NODE_ENV is not 'production' (it shows one-time codes).
     */
    app.get('/api/ops/sms-outbox', async (request, reply) => {
      const query = request.query as { mobile?: string; limit?: string };
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
