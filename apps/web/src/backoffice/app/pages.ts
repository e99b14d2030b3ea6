import type { Permission } from '@shangwe/contract/backoffice';
import type { ComponentType } from 'react';

/** One page of the back office: a nav entry and a lazily loaded screen, shown by permission. */
export interface BoPage {
  /** Path under /backoffice/ (no leading slash), e.g. 'bettors' or 'bettors/:id'. */
  path: string;
  /** The nav entry's text; pages without one (detail pages) are routes only. */
  label?: string;
  /** The permission the staff member's role needs to see the entry and open the page. */
  permission: Permission;
  /** The screen, in its own chunk. */
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * EXTENSION POINT: every page of the back office, in nav order. A feature adds its page here
 * (its screen in apps/web/src/backoffice/<feature>/, default export) with the permission its
 * endpoints need: the nav and the router both read this list.
 */
export const boPages: BoPage[] = [
  {
    path: 'bettors',
    label: 'Bettors',
    permission: 'bettors.read',
    load: () => import('../bettors/bettors-page'),
  },
  {
    path: 'bettors/:id',
    permission: 'bettors.read',
    load: () => import('../bettors/bettor-page'),
  },
  {
    path: 'audit',
    label: 'Audit log',
    permission: 'audit.read',
    load: () => import('../audit/audit-page'),
  },
  {
    path: 'trading',
    label: 'Trading',
    permission: 'trading.manage',
    load: () => import('../trading/trading-page'),
  },
  {
    path: 'withdrawals',
    label: 'Withdrawal approvals',
    permission: 'withdrawals.approve',
    load: () => import('../queues/withdrawals-page'),
  },
  {
    path: 'kyc',
    label: 'KYC review',
    permission: 'kyc.review',
    load: () => import('../queues/kyc-page'),
  },
  {
    path: 'broadcast',
    label: 'Broadcast',
    permission: 'broadcast.send',
    load: () => import('../broadcast/broadcast-page'),
  },
  {
    path: 'staff',
    label: 'Staff',
    permission: 'staff.read',
    load: () => import('../staff/staff-page'),
  },
  {
    path: 'support-chat',
    label: 'Support chat',
    permission: 'chat.answer',
    load: () => import('../support-chat/chat-page'),
  },
  {
    path: 'support-chat/canned',
    label: 'Canned replies',
    permission: 'chat.canned',
    load: () => import('../support-chat/canned-page'),
  },
  {
    path: 'reports',
    label: 'Reports',
    permission: 'reports.read',
    load: () => import('../reports/reports-page'),
  },
  {
    path: 'reconciliation',
    label: 'Reconciliation',
    permission: 'payments.reconcile',
    load: () => import('../reports/reconciliation-page'),
  },
];
