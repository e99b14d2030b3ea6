import { boAuditEndpoints } from '@shangwe/contract/backoffice';
import type { RouteModule } from '../routes';
import { searchAudit } from './audit';
import { boRoute } from './guard';

/** The audit log, searchable and paged. */
export const boAuditRoutes: RouteModule = async (app, ctx) => {
  boRoute(app, ctx, boAuditEndpoints.audit, async (request) => {
    const { items, total } = await searchAudit(ctx.db, request.query);
    return { items, total, page: request.query.page, per_page: request.query.per_page };
  });
};
