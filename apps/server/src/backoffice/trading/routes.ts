import { boTradingEndpoints } from '@shangwe/contract/backoffice';
import type { RouteModule } from '../../routes';
import { boRoute, staffOf } from '../guard';
import { liability } from './liability';
import { listLimits, setLimit, setStakeFactor } from './limits';
import { liftSuspension, listSuspensions, suspend } from './suspensions';
import { correctResult, listCorrections } from './resettlement';
import { listPriceOverrides, setPrice } from './prices';
import { tradingAlerts } from './alerts';
import { priceHistory } from './price-history';
import { liftResultLock, listResultLocks } from './result-locks';

/** Trading: liability, suspensions, limits and stake factors (README.md beside this file). */
export const boTradingRoutes: RouteModule = async (app, ctx) => {
  boRoute(app, ctx, boTradingEndpoints.tradingSuspend, async (request, reply) => {
    return reply.status(201).send(await suspend(ctx, staffOf(request), request.body));
  });
  boRoute(app, ctx, boTradingEndpoints.tradingSuspensions, async () => ({
    items: await listSuspensions(ctx.db),
  }));
  boRoute(app, ctx, boTradingEndpoints.tradingLiftSuspension, async (request) =>
    liftSuspension(ctx, staffOf(request), request.params.id, request.body.reason),
  );
  boRoute(app, ctx, boTradingEndpoints.tradingSetLimit, async (request) => ({
    limit: await setLimit(ctx, staffOf(request), request.body),
  }));
  boRoute(app, ctx, boTradingEndpoints.tradingLiability, async (request) => {
    const { page, per_page } = request.query;
    return { ...(await liability(ctx.db, page, per_page)), page, per_page };
  });
  boRoute(app, ctx, boTradingEndpoints.tradingLimits, async () => ({
    items: await listLimits(ctx.db),
  }));
  boRoute(app, ctx, boTradingEndpoints.tradingSetStakeFactor, async (request) =>
    setStakeFactor(
      ctx,
      staffOf(request),
      request.params.profile_id,
      request.body.factor,
      request.body.reason,
    ),
  );
  boRoute(app, ctx, boTradingEndpoints.tradingCorrectResult, async (request, reply) => {
    return reply.status(201).send(await correctResult(ctx, staffOf(request), request.body));
  });
  boRoute(app, ctx, boTradingEndpoints.tradingResultCorrections, async (request) => ({
    items: await listCorrections(ctx.db, request.query.parent_match_id),
  }));
  boRoute(app, ctx, boTradingEndpoints.tradingResultLocks, async () => ({
    items: await listResultLocks(ctx.db),
  }));
  boRoute(app, ctx, boTradingEndpoints.tradingLiftResultLock, async (request) =>
    liftResultLock(ctx, staffOf(request), request.params.id, request.body.reason),
  );
  boRoute(app, ctx, boTradingEndpoints.tradingSetPrice, async (request) =>
    setPrice(ctx, staffOf(request), request.body),
  );
  boRoute(app, ctx, boTradingEndpoints.tradingPrices, async () => ({
    items: await listPriceOverrides(ctx.db),
  }));
  boRoute(app, ctx, boTradingEndpoints.tradingAlerts, async (request) => ({
    items: await tradingAlerts(ctx.db, ctx.now(), request.query),
  }));
  boRoute(app, ctx, boTradingEndpoints.tradingPriceHistory, async (request) =>
    priceHistory(ctx.db, request.query),
  );
};
