import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './accounts/routes';
import { backofficeRoutes } from './backoffice/routes';
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
import { rgRoutes } from './responsible-gambling/routes';
import { walletRoutes } from './wallet/routes';
import { shareRoutes } from './share/routes';
import { shikishaRoutes } from './shikisha/routes';
import { smsRoutes } from './sms/routes';
import { supportChatRoutes } from './support-chat/routes';
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
  rgRoutes,
  // The back office's API under /api/bo/ (its own modules: backoffice/routes.ts).
  backofficeRoutes,
  smsRoutes,
  supportChatRoutes,
];
