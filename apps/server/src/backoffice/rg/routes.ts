import { boRgEndpoints } from '@shangwe/contract/backoffice';
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../platform/context';
import {
  bettorControls,
  bettorFile,
  imposeExclusion,
  imposeLimit,
  logInteraction,
} from '../../responsible-gambling/rg-operator';
import type { RouteModule } from '../../routes';
import { recordStaffAction } from '../audit';
import { boError } from '../errors';
import { boRoute, staffOf } from '../guard';

async function bettorExists(ctx: AppContext, id: number): Promise<void> {
  const { rows } = await ctx.db.query('SELECT 1 FROM profiles WHERE id = $1', [id]);
  if (rows.length === 0) throw boError('BETTOR_NOT_FOUND');
}

/**
 * Responsible gambling on the Bettor 360 page (issue 31), permission `bettors.limits`
 * (compliance, admin): the bettor's controls, markers and contacts; a limit or a break imposed
 * with a reason; a contact logged. The same services as the bettor's own calls
 * (`responsible-gambling/rg-operator.ts`); each change and its audit row commit together.
 */
export const boRgRoutes: RouteModule = async (app, ctx) => {
  const e = boRgEndpoints;
  boRoute(app, ctx, e.bettorRg, async (request) => {
    const id = request.params.id;
    await bettorExists(ctx, id);
    const [controls, file] = await Promise.all([bettorControls(ctx, id), bettorFile(ctx, id)]);
    return { ...controls, ...file };
  });
  boRoute(app, ctx, e.bettorRgLimit, async (request) => {
    const id = request.params.id;
    await bettorExists(ctx, id);
    const staff = staffOf(request);
    const { kind, period, amount, reason } = request.body;
    const message = await imposeLimit(
      ctx,
      { profileId: id, staff: staff.email, reason, kind, period, amount },
      (tx: Queryable) =>
        recordStaffAction(tx, {
          staff: { id: staff.id, email: staff.email },
          action: 'rg.limit',
          objectType: 'bettor',
          objectId: id,
          after: { kind, period, amount },
          reason,
          at: ctx.now(),
        }),
    );
    return { message };
  });
  boRoute(app, ctx, e.bettorRgExclusion, async (request) => {
    const id = request.params.id;
    await bettorExists(ctx, id);
    const staff = staffOf(request);
    const { kind, period, reason } = request.body;
    const message = await imposeExclusion(
      ctx,
      { profileId: id, staff: staff.email, reason, kind, period },
      (tx: Queryable) =>
        recordStaffAction(tx, {
          staff: { id: staff.id, email: staff.email },
          action: 'rg.exclusion',
          objectType: 'bettor',
          objectId: id,
          after: { kind, period },
          reason,
          at: ctx.now(),
        }),
    );
    return { message };
  });
  boRoute(app, ctx, e.bettorRgInteraction, async (request, reply) => {
    const id = request.params.id;
    await bettorExists(ctx, id);
    const staff = staffOf(request);
    const { channel, note } = request.body;
    await logInteraction(ctx, { profileId: id, staff: staff.email, channel, note }, (tx) =>
      recordStaffAction(tx, {
        staff: { id: staff.id, email: staff.email },
        action: 'rg.interaction',
        objectType: 'bettor',
        objectId: id,
        after: { channel },
        at: ctx.now(),
      }),
    );
    return reply.status(201).send({ ok: true as const });
  });
};
