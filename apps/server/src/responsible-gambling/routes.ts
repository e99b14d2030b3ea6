import { endpoints } from '@shangwe/contract';
import type { FastifyInstance } from 'fastify';
import { bettorOf } from '../auth/session-plugin';
import type { SessionUser } from '../auth/session';
import type { AppContext } from '../platform/context';
import { route } from '../platform/contract-routes';
import { forbidden } from '../platform/errors';
import { activityStatement } from './activity-statement';
import {
  bettorFile,
  imposeExclusion,
  imposeLimit,
  logInteraction,
  rgOpsEnabled,
} from './rg-operator';
import {
  confirmLimitChange,
  requestExclusionEnd,
  rgStatus,
  setDateOfBirth,
  setLimit,
  setRealityCheck,
  startExclusion,
} from './rg-service';

/** The bettor's responsible-gambling calls and the operator's (README.md). */
export async function rgRoutes(app: FastifyInstance, ctx: AppContext) {
  const status = (user: SessionUser) => rgStatus(ctx.db, user, ctx.now());
  const answer = async (user: SessionUser, message: string) => ({
    message,
    status: await status(user),
  });
  const bettor = { session: 'required' } as const;

  route(app, endpoints.rgStatus, async (request) => status(bettorOf(request)), bettor);

  route(
    app,
    endpoints.rgSetLimit,
    async (request) => {
      const user = bettorOf(request);
      return answer(user, await setLimit(ctx, user.profileId, request.body, { staff: null }));
    },
    bettor,
  );

  route(
    app,
    endpoints.rgConfirmLimit,
    async (request) => {
      const user = bettorOf(request);
      return answer(user, await confirmLimitChange(ctx, user.profileId, request.body));
    },
    bettor,
  );

  route(
    app,
    endpoints.rgExclude,
    async (request) => {
      const user = bettorOf(request);
      return answer(user, await startExclusion(ctx, user.profileId, request.body, { staff: null }));
    },
    bettor,
  );

  route(
    app,
    endpoints.rgEndExclusion,
    async (request) => {
      const user = bettorOf(request);
      return answer(user, await requestExclusionEnd(ctx, user.profileId));
    },
    bettor,
  );

  route(
    app,
    endpoints.rgRealityCheck,
    async (request) => {
      const user = bettorOf(request);
      return answer(user, await setRealityCheck(ctx, user.profileId, request.body.minutes));
    },
    bettor,
  );

  route(
    app,
    endpoints.rgDateOfBirth,
    async (request) => {
      const user = bettorOf(request);
      return answer(user, await setDateOfBirth(ctx, user, request.body.date_of_birth));
    },
    bettor,
  );

  route(
    app,
    endpoints.rgStatement,
    async (request) => activityStatement(ctx.db, bettorOf(request)),
    bettor,
  );

  const ops = () => {
    if (!rgOpsEnabled()) {
      throw forbidden('Operator calls are not enabled on this server', 'FORBIDDEN');
    }
  };

  route(app, endpoints.rgOpsImpose, async (request) => {
    ops();
    const { profile_id, staff, reason, limit, exclusion } = request.body;
    const messages: string[] = [];
    if (limit) {
      messages.push(await imposeLimit(ctx, { profileId: profile_id, staff, reason, ...limit }));
    }
    if (exclusion) {
      messages.push(
        await imposeExclusion(ctx, { profileId: profile_id, staff, reason, ...exclusion }),
      );
    }
    return { message: messages.join(' ') || 'Nothing to impose.' };
  });

  route(app, endpoints.rgOpsInteraction, async (request) => {
    ops();
    const { profile_id, staff, channel, note } = request.body;
    await logInteraction(ctx, { profileId: profile_id, staff, channel, note });
    return { message: 'Interaction logged.' };
  });

  route(app, endpoints.rgOpsMarkers, async (request) => {
    ops();
    return bettorFile(ctx, request.query.profile_id);
  });
}
