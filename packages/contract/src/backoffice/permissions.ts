/**
 * The back office's roles and what each may do: the ONE policy of the back office. The server's
 * guard (apps/server/src/backoffice/guard.ts) refuses a call whose permission the staff
 * member's role lacks; the back-office web hides what the role cannot do with the same table.
 *
 * To add a permission: add one line below (permission → the roles that hold it), name it on
 * the endpoint (`staff: 'my.permission'` in endpoints.ts) and on the page's nav entry.
 * Admin holds every permission.
 */
export const STAFF_ROLES = [
  'support',
  'kyc',
  'payments',
  'trading',
  'compliance',
  'finance',
  'marketing',
  'admin',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = {
  /** Read the audit log (every staff action). */
  'audit.read': ['compliance', 'finance', 'admin'],
  /** List staff accounts. */
  'staff.read': ['admin'],
  /** Create staff accounts and give them a role. */
  'staff.create': ['admin'],
  /** Look bettors up and open their 360 page. */
  'bettors.read': ['support', 'kyc', 'payments', 'compliance', 'finance', 'admin'],
  /** Lock / unlock a bettor, reset their password. */
  'bettors.manage': ['support', 'compliance', 'admin'],
  /** Impose limits and exclusions on a bettor. */
  'bettors.limits': ['compliance', 'admin'],
  /** Correct a balance through a compensating ledger movement. */
  'wallet.adjust': ['finance', 'admin'],
  /** Review KYC documents. */
  'kyc.review': ['kyc', 'compliance', 'admin'],
  /** Approve or reject withdrawals waiting for approval. */
  'withdrawals.approve': ['payments', 'admin'],
  /** Answer the support chat. */
  'chat.answer': ['support', 'admin'],
  /** Write and edit the support chat's canned replies. */
  'chat.canned': ['admin'],
  /** Manage markets, odds and settlement corrections. */
  'trading.manage': ['trading', 'admin'],
  /** Send an operator broadcast to bettors. */
  'broadcast.send': ['marketing', 'admin'],
  /** Read financial reports. */
  'reports.read': ['finance', 'compliance', 'admin'],
  /** Export bets, transactions and players of a period (CSV, audited). */
  'exports.run': ['finance', 'compliance', 'admin'],
  /** Reconcile payments with the rails: query a provider again, mark a payment failed. */
  'payments.reconcile': ['payments', 'finance', 'admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type Permission = keyof typeof PERMISSIONS;

export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

/** True when `role` holds `permission`. */
export function can(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** Every permission `role` holds (what /api/bo/me answers, what the web reads). */
export function permissionsOf(role: StaffRole): Permission[] {
  return ALL_PERMISSIONS.filter((p) => can(role, p));
}
