import { endpoints } from '@shangwe/contract';
import {
  freeBetGrantTerms,
  getCountryConfig,
  isCountryCode,
  FREE_BET_OFFERS,
  losingAccaQualification,
} from '@shangwe/domain';
import type { FastifyInstance } from 'fastify';
import { requestCountry } from '../accounts/request-country';
import { bettorOf } from '../auth/session-plugin';
import type { AppContext } from '../platform/context';
import { route } from '../platform/contract-routes';
import { DomainError, forbidden, notFound } from '../platform/errors';
import { refuseOffersWhileExcluded } from '../responsible-gambling/rg-guard';
import { judgeFreeBetForSlip } from './free-bet-qualification';
import { findFreeBet, listFreeBets } from './free-bet-repository';
import { grantByOperator, operatorGrantsEnabled } from './free-bet-ops';
import { presentCategory, presentFreeBet, presentPromo } from './presenters';
import {
  closeOptIn,
  findPromo,
  listPromoCategories,
  listRunningPromos,
  optedInPromoIds,
  optIn,
} from './promo-repository';
import { promoTimeProblem } from '@shangwe/domain';

const PROMO_NOT_FOUND = 'This promotion was not found';

/** Free bets and promotions (issue 16; offers/README.md). */
export async function offerRoutes(app: FastifyInstance, ctx: AppContext) {
  route(
    app,
    endpoints.freeBetsProfile,
    async (request, reply) => {
      const bettor = bettorOf(request);
      const now = ctx.now();
      const rows = await listFreeBets(ctx.db, bettor.profileId, {
        product: request.body.product ?? null,
        activeOnly: request.body.status === 'active',
        now,
      });
      const data = rows.map((row) => presentFreeBet(row, now));
      reply.header('cache-control', 'no-store');
      return { data, count: data.filter((f) => f.status === 'active').length };
    },
    { session: 'required' },
  );

  route(
    app,
    endpoints.freeBetQualification,
    async (request) => {
      const bettor = bettorOf(request);
      const body = request.body;
      const config = getCountryConfig(isCountryCode(bettor.country) ? bettor.country : 'KE');
      const messages: string[] = [];
      let qualified = true;
      // An applied free bet first: may this slip use it?
      if (body.fbpid !== undefined) {
        const problems = await judgeFreeBetForSlip(ctx.db, bettor, body, ctx.now());
        if (problems.length > 0) {
          qualified = false;
          messages.push(...problems);
        }
      }
      // The free-bet offer the slip asks about (free_bet_id 3, the default): the losing acca.
      const offer = body.free_bet_id ?? FREE_BET_OFFERS.losingAcca;
      if (offer === FREE_BET_OFFERS.losingAcca) {
        const acca = losingAccaQualification(freeBetGrantTerms(config.code), config, {
          betAmount: body.bet_amount,
          selections: body.selections ?? 1,
        });
        qualified &&= acca.qualified;
        messages.push(...acca.messages);
      } else if (body.fbpid === undefined) {
        // Other offers are granted by their own events (a deposit, a promotion, an operator).
        return { qualified: false, messages: [] };
      }
      return { qualified, messages };
    },
    { session: 'required' },
  );

  route(
    app,
    endpoints.freeBet,
    async (request) => {
      const bettor = bettorOf(request);
      const row = await findFreeBet(ctx.db, request.params.id);
      if (!row || row.profile_id !== bettor.profileId) {
        throw notFound('This free bet was not found', 'FREEBET_NOT_FOUND');
      }
      return { data: presentFreeBet(row, ctx.now()) };
    },
    { session: 'required' },
  );

  route(app, endpoints.freeBetGrant, async (request, reply) => {
    if (!operatorGrantsEnabled()) {
      throw forbidden(
        'Free bet grants by operators are not enabled on this server',
        'FREEBET_GRANTS_DISABLED',
      );
    }
    const now = ctx.now();
    const { freeBet, created } = await ctx.db.transaction((tx) =>
      grantByOperator(tx, request.body, now),
    );
    reply.code(created ? 201 : 200);
    return { data: presentFreeBet(freeBet, now) };
  });

  route(app, endpoints.promos, async (request, reply) => {
    const country = request.query.country?.toUpperCase();
    const code = country && isCountryCode(country) ? country : requestCountry(request, ctx).code;
    const [promos, categories] = await Promise.all([
      listRunningPromos(ctx.db, code, ctx.now()),
      listPromoCategories(ctx.db),
    ]);
    reply.header('cache-control', 'public, max-age=60');
    return {
      categories: categories.map(presentCategory),
      data: promos.map((p) => presentPromo(p, false)),
    };
  });

  route(
    app,
    endpoints.promosProfile,
    async (request, reply) => {
      const bettor = bettorOf(request);
      const [promos, categories, optedIn] = await Promise.all([
        listRunningPromos(ctx.db, bettor.country, ctx.now()),
        listPromoCategories(ctx.db),
        optedInPromoIds(ctx.db, bettor.profileId),
      ]);
      reply.header('cache-control', 'no-store');
      return {
        categories: categories.map(presentCategory),
        data: promos.map((p) => presentPromo(p, optedIn.has(p.id))),
      };
    },
    { session: 'required' },
  );

  route(app, endpoints.promo, async (request) => {
    const promo = await findPromo(ctx.db, request.params.promoId);
    if (!promo) throw notFound(PROMO_NOT_FOUND, 'PROMO_NOT_FOUND');
    const category = (await listPromoCategories(ctx.db)).find((c) => c.id === promo.category_id);
    if (!category) throw notFound(PROMO_NOT_FOUND, 'PROMO_NOT_FOUND');
    return { data: presentPromo(promo, false), category: presentCategory(category) };
  });

  route(
    app,
    endpoints.promoOptIn,
    async (request) => {
      const bettor = bettorOf(request);
      const now = ctx.now();
      const promo = await findPromo(ctx.db, request.body.promo_id);
      if (!promo || promo.country !== bettor.country) {
        throw notFound(PROMO_NOT_FOUND, 'PROMO_NOT_FOUND');
      }
      // No promotions during a time-out or self-exclusion (issue 31).
      await refuseOffersWhileExcluded(ctx.db, bettor.profileId, bettor.country, now, 'bettor');
      const { timezone } = getCountryConfig(isCountryCode(promo.country) ? promo.country : 'KE');
      const problem = promoTimeProblem({ ...promo, promo_id: promo.id }, now, timezone);
      if (problem) throw new DomainError(problem.code, problem.message);
      await optIn(ctx.db, promo.id, bettor.profileId, now);
      return {
        message: `You have opted in to ${promo.promo_name}`,
        promo_id: promo.id,
        opted_in: true,
      };
    },
    { session: 'required' },
  );

  route(
    app,
    endpoints.promoOptOut,
    async (request) => {
      const bettor = bettorOf(request);
      const promo = await findPromo(ctx.db, request.body.promo_id);
      if (!promo || promo.country !== bettor.country) {
        throw notFound(PROMO_NOT_FOUND, 'PROMO_NOT_FOUND');
      }
      await closeOptIn(ctx.db, promo.id, bettor.profileId, 'opted_out', ctx.now());
      return {
        message: `You have opted out of ${promo.promo_name}`,
        promo_id: promo.id,
        opted_in: false,
      };
    },
    { session: 'required' },
  );
}
