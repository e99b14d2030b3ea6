import { boBettorEndpoints } from '@shangwe/contract/backoffice';
import type { RouteModule } from '../../routes';
import { boError } from '../errors';
import { boRoute, staffOf } from '../guard';
import {
  addBettorNote,
  adjustBettorCash,
  lockBettor,
  resetBettorPassword,
  unlockBettor,
} from './bettor-actions';
import { BETTOR_PAGE_ROWS, loadBettor, searchBettors } from './bettors-repository';
import { searchAudit } from '../audit';

const actor = (staff: { id: number; email: string }) => ({ id: staff.id, email: staff.email });

/** Bettor 360: search, the one page, notes, lock/unlock, password reset, cash corrections. */
export const boBettorRoutes: RouteModule = async (app, ctx) => {
  const e = boBettorEndpoints;
  boRoute(app, ctx, e.bettorSearch, async (request) => {
    const { q, page, per_page } = request.query;
    const { items, total } = await searchBettors(ctx.db, q, page, per_page);
    return { items, total, page, per_page };
  });
  boRoute(app, ctx, e.bettor, async (request) => {
    const bettor = await loadBettor(ctx.db, request.params.id);
    if (!bettor) throw boError('BETTOR_NOT_FOUND');
    const trail = await searchAudit(ctx.db, {
      staff: undefined,
      action: undefined,
      from: undefined,
      to: undefined,
      object_type: 'bettor',
      object_id: String(request.params.id),
      order: 'desc',
      page: 1,
      per_page: BETTOR_PAGE_ROWS,
    });
    return { ...bettor, audit: trail.items };
  });
  boRoute(app, ctx, e.bettorNote, async (request, reply) => {
    await addBettorNote(ctx, actor(staffOf(request)), request.params.id, request.body.body);
    return reply.status(201).send({ ok: true as const });
  });
  boRoute(app, ctx, e.bettorLock, async (request) => {
    await lockBettor(ctx, actor(staffOf(request)), request.params.id, request.body.reason);
    return { ok: true as const };
  });
  boRoute(app, ctx, e.bettorUnlock, async (request) => {
    await unlockBettor(ctx, actor(staffOf(request)), request.params.id, request.body.reason);
    return { ok: true as const };
  });
  boRoute(app, ctx, e.bettorResetPassword, async (request) => {
    await resetBettorPassword(ctx, actor(staffOf(request)), request.params.id, request.body.reason);
    return { ok: true as const };
  });
  boRoute(app, ctx, e.bettorAdjust, async (request, reply) => {
    const result = await adjustBettorCash(
      ctx,
      actor(staffOf(request)),
      request.params.id,
      request.body,
    );
    return reply.status(201).send(result);
  });
};
