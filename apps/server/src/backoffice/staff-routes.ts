import { boStaffAdminEndpoints, boStaffEndpoints } from '@shangwe/contract/backoffice';
import type { RouteModule } from '../routes';
import { boRoute, staffOf } from './guard';
import { createStaff } from './staff-service';
import { disableStaff, listStaff, resetStaffTotp } from './staff-admin';

/** Staff accounts (admin). */
export const boStaffRoutes: RouteModule = async (app, ctx) => {
  boRoute(app, ctx, boStaffEndpoints.createStaff, async (request, reply) => {
    const { staff, initial_password, otpauth_uri } = await createStaff(
      ctx,
      staffOf(request),
      request.body,
    );
    return reply.status(201).send({ staff, initial_password, otpauth_uri });
  });
  const e = boStaffAdminEndpoints;
  const actor = (staff: { id: number; email: string }) => ({ id: staff.id, email: staff.email });
  boRoute(app, ctx, e.staffList, async (request) => {
    const { page, per_page } = request.query;
    return { ...(await listStaff(ctx, page, per_page)), page, per_page };
  });
  boRoute(app, ctx, e.staffDisable, async (request) => {
    await disableStaff(ctx, actor(staffOf(request)), request.params.id, request.body.reason);
    return { ok: true as const };
  });
  boRoute(app, ctx, e.staffResetTotp, async (request) =>
    resetStaffTotp(ctx, actor(staffOf(request)), request.params.id, request.body.reason),
  );
};
