import type { RouteModule } from '../routes';
import { boAuditRoutes } from './audit-routes';
import { boAuthRoutes } from './auth-routes';
import { boBettorRoutes } from './bettors/routes';
import { boStaffRoutes } from './staff-routes';
import { boReportsRoutes } from './reports/routes';
import { boTradingRoutes } from './trading/routes';
import { boQueueRoutes } from './queues/routes';
import { boBroadcastRoutes } from './broadcast-routes';
import { boSupportChatRoutes } from '../support-chat/bo-routes';
import { boRgRoutes } from './rg/routes';

/**
 * EXTENSION POINT: every back-office route module, one per feature. A feature adds its module
 * (`apps/server/src/backoffice/<feature>/routes.ts`, registering with `boRoute`) to this list.
 */
export const backofficeRouteModules: RouteModule[] = [
  boAuthRoutes,
  boStaffRoutes,
  boAuditRoutes,
  boBettorRoutes,
  boReportsRoutes,
  boTradingRoutes,
  boQueueRoutes,
  boBroadcastRoutes,
  boSupportChatRoutes,
  boRgRoutes,
];

export const BO_PREFIX = '/api/bo/';

/**
 * Registers the back office's API. Every /api/bo/ route must declare who may call it
 * (`config.staff`, which `boRoute` sets with the guard): a route added any other way makes the
 * server refuse to start, so no back-office call can exist without the guard.
 */
export const backofficeRoutes: RouteModule = async (app, ctx) => {
  app.decorateRequest('staff', null);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(BO_PREFIX) && !route.config?.staff) {
      throw new Error(
        `${route.method} ${route.url} is a back-office route without the staff guard`,
      );
    }
  });
  for (const register of backofficeRouteModules) await register(app, ctx);
};
