import { boBroadcastEndpoints } from '@shangwe/contract/backoffice';
import { broadcaster } from '../notifications/broadcaster';
import type { RouteModule } from '../routes';
import { recordStaffAction } from './audit';
import { boRoute, staffOf } from './guard';

/**
 * The operator's broadcast (role admin or marketing): a notification to every bettor of a
 * country or of all, stored and pushed at once (notifications/broadcaster.ts), audited
 * 'broadcast.send' in the same transaction. A repeat with the same `key` sends nothing (200).
 */
export const boBroadcastRoutes: RouteModule = async (app, ctx) => {
  boRoute(app, ctx, boBroadcastEndpoints.broadcast, async (request, reply) => {
    const staff = staffOf(request);
    const { reason, ...input } = request.body;
    const notice = await broadcaster(ctx, input, async (tx, written) => {
      await recordStaffAction(tx, {
        staff: { id: staff.id, email: staff.email },
        action: 'broadcast.send',
        objectType: 'notification',
        objectId: written.item.notification_id,
        after: {
          country: input.country,
          title: input.title,
          message: input.message,
          level: input.level,
          ...(input.key && { key: input.key }),
        },
        reason,
        at: ctx.now(),
      });
    });
    return reply.status(notice ? 201 : 200).send({
      sent: notice !== null,
      notification_id: notice?.item.notification_id ?? null,
      room: notice?.room ?? null,
    });
  });
};
