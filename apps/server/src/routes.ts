import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './accounts/routes';
import { bettingRoutes } from './betting/routes';
import { campaignRoutes } from './campaign/routes';
import { cashoutRoutes } from './cashout/routes';
import { casinoRoutes } from './casino/routes';
import { catalogRoutes } from './catalog/routes';
import { countryRoutes } from './countries/routes';
import { fixturesPrintRoutes } from './fixtures-print/routes';
import { jackpotRoutes } from './jackpots/routes';
import { notificationRoutes } from './notifications/routes';
import { offerRoutes } from './offers/routes';
import { opsRoutes } from './ops/routes';
import { paymentRoutes } from './payments/routes';
import type { AppContext } from './platform/context';
import { pushRoutes } from './push/routes';
import { recommendationRoutes } from './recommendations/routes';
import { walletRoutes } from './wallet/routes';
import { shareRoutes } from './share/routes';
import { shikishaRoutes } from './shikisha/routes';
import { virtualRoutes } from './virtuals/virtual-routes';

export type RouteModule = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/** Served by every role (health, readiness, metrics). */
export const opsRouteModules: RouteModule[] = [opsRoutes];

/** The public API, one module per capability. */
export const apiRouteModules: RouteModule[] = [
  countryRoutes,
  campaignRoutes,
  accountRoutes,
  paymentRoutes,
  walletRoutes,
  bettingRoutes,
  cashoutRoutes,
  shareRoutes,
  shikishaRoutes,
  virtualRoutes,
  jackpotRoutes,
  offerRoutes,
  casinoRoutes,
  notificationRoutes,
  pushRoutes,
  catalogRoutes,
  fixturesPrintRoutes,
  recommendationRoutes,
];
