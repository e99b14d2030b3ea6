import type { AuditEntry } from '@shangwe/contract/backoffice';
import type { z } from 'zod';
import type { boAuditQuerySchema } from '@shangwe/contract/backoffice';
import type { Queryable } from '../db/database';

/** Who did it: a staff member, or an operator task (staff id null, e.g. 'task:create-admin'). */
export interface AuditActor {
  id: number | null;
  email: string;
}

export interface StaffAction {
  staff: AuditActor;
  /** What was done, `<object>.<verb>`: 'staff.create', 'bettor.lock', 'wallet.adjust'. */
  action: string;
  /** The kind of object it touched: 'staff', 'bettor', 'withdrawal'. */
  objectType: string;
  objectId: string | number;
  /** The object before and after (what changed), null when there is no such state. */
  before?: unknown;
  after?: unknown;
  /** The staff member's reason, when the action asks for one. */
  reason?: string | null | undefined;
  /** When it happened: the action's own clock (ctx.now()). */
  at: Date;
}

/**
 * Appends one row to the audit log. Call it with the transaction of the action itself, so the
 * action and its audit row are committed together or not at all. The table refuses UPDATE and
 * DELETE (trigger of migration 0085): a row, once written, stays as it is.
 */
export async function recordStaffAction(tx: Queryable, action: StaffAction): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO staff_audit (at, staff_id, staff_email, action, object_type, object_id, before, after, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      action.at,
      action.staff.id,
      action.staff.email,
      action.action,
      action.objectType,
      String(action.objectId),
      action.before === undefined ? null : JSON.stringify(action.before),
      action.after === undefined ? null : JSON.stringify(action.after),
      action.reason ?? null,
    ],
  );
  return rows[0]!.id;
}

type AuditQuery = z.output<typeof boAuditQuerySchema>;

interface AuditRow {
  id: number;
  at: Date;
  staff_id: number | null;
  staff_email: string;
  action: string;
  object_type: string;
  object_id: string;
  before: unknown;
  after: unknown;
  reason: string | null;
}

/**
 * One page of the audit log matching the filters: `staff` is a part of the email, `action` a
 * prefix ('staff.' finds every staff action), `object_type`/`object_id` exact, `from`/`to` the
 * period (to exclusive).
 */
export async function searchAudit(
  db: Queryable,
  query: AuditQuery,
): Promise<{ items: AuditEntry[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (query.staff) add('staff_email ILIKE ?', `%${escapeLike(query.staff)}%`);
  if (query.action) add('action LIKE ?', `${escapeLike(query.action)}%`);
  if (query.object_type) add('object_type = ?', query.object_type);
  if (query.object_id) add('object_id = ?', query.object_id);
  if (query.from) add('at >= ?', new Date(query.from));
  if (query.to) add('at < ?', new Date(query.to));
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const order = query.order === 'asc' ? 'ASC' : 'DESC';
  const total = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM staff_audit ${clause}`,
    params,
  );
  const page = await db.query<AuditRow>(
    `SELECT id, at, staff_id, staff_email, action, object_type, object_id, before, after, reason
     FROM staff_audit ${clause} ORDER BY at ${order}, id ${order}
     LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`,
    params,
  );
  return {
    total: total.rows[0]?.n ?? 0,
    items: page.rows.map((r) => ({
      ...r,
      at: new Date(r.at).toISOString(),
      before: r.before ?? null,
      after: r.after ?? null,
    })),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
