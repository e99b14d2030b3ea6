import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountsStore } from '../../../shared/counts-store';
import { useSessionStore } from '../../../shared/session-store';
import { renderScreen } from '../../../test/render-screen';
import { NotificationDetailsScreen } from './notification-details-screen';
import { NotificationsScreen } from './notifications-screen';

const item = (id: number, status: 'unread' | 'read', overrides: Record<string, unknown> = {}) => ({
  notification_id: id,
  message: `Message ${id}`,
  title: 'Bet Placement Successful',
  type: 'bet placement',
  level: 'success',
  status,
  audience: 'user',
  created_at: '2026-11-24T10:05:00.000Z',
  params: { bet_id: 40 + id, bet_ref: `r-${id}`, free_bet_id: null },
  ...overrides,
});

/** The notifications API over a small in-memory list (unread first, as the server orders). */
function notificationsServer() {
  const rows = [
    item(2, 'unread'),
    item(1, 'read', { type: 'deposit', level: 'success', title: 'Deposit Successful' }),
  ];
  const unread = () => rows.filter((r) => r.status === 'unread').length;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url.replace(/^.*\/api\//, '/api/')}`);
      if (url.includes('/api/notifications/list?')) {
        const sorted = [...rows].sort((a, b) =>
          a.status === b.status
            ? b.notification_id - a.notification_id
            : a.status === 'unread'
              ? -1
              : 1,
        );
        return Response.json({
          data: sorted,
          page: 1,
          limit: 20,
          total: rows.length,
          total_count: unread(),
        });
      }
      const read = /\/api\/notifications\/list\/(\d+)\/read$/.exec(url);
      if (read && method === 'POST') {
        const row = rows.find((r) => r.notification_id === Number(read[1]))!;
        row.status = 'read';
        return Response.json({ data: row, total_count: unread() });
      }
      const one = /\/api\/notifications\/list\/(\d+)$/.exec(url);
      if (one) {
        const row = rows.find((r) => r.notification_id === Number(one[1]));
        return row
          ? Response.json({ data: { ...row } })
          : Response.json(
              { error: { code: 'NOTIFICATION_NOT_FOUND', message: 'Notification not found' } },
              { status: 404 },
            );
      }
      if (url.endsWith('/api/notifications/read-all')) {
        const marked = unread();
        rows.forEach((r) => (r.status = 'read'));
        return Response.json({ marked, total_count: 0 });
      }
      return Response.json({}, { status: 404 });
    }),
  );
  return { rows, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
  useCountsStore.getState().setCounts({ unreadNotifications: 0 });
});

describe('/notifications', () => {
  it('lists unread first with the mapped titles; marking one read moves it and the bell follows', async () => {
    useSessionStore.getState().login({ token: 'tok', user: { id: 12, mobile: '254712345678' } });
    useCountsStore.getState().setCounts({ unreadNotifications: 1 });
    notificationsServer();
    renderScreen(<NotificationsScreen />, { path: '/notifications' });

    const rows = await screen.findAllByTestId('notification-row');
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['unread', 'read']);
    expect(rows[0]).toHaveTextContent('Bet Placement Successful');
    expect(rows[0]).toHaveTextContent('24/11 13:05'); // Nairobi time
    expect(rows[1]).toHaveTextContent('Deposit Successful');
    expect(rows[0]!.querySelector('a')).toHaveAttribute('href', '/notifications/details?id=2');

    await userEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(useCountsStore.getState().unreadNotifications).toBe(0));
    await waitFor(() =>
      expect(
        screen.getAllByTestId('notification-row').map((r) => r.getAttribute('data-status')),
      ).toEqual(['read', 'read']),
    );
    expect(screen.getByTestId('mark-all-read')).toBeDisabled();
  });

  it('Mark all as read sets the count to 0', async () => {
    useSessionStore.getState().login({ token: 'tok', user: { id: 12, mobile: '254712345678' } });
    useCountsStore.getState().setCounts({ unreadNotifications: 1 });
    const server = notificationsServer();
    renderScreen(<NotificationsScreen />, { path: '/notifications' });
    await screen.findAllByTestId('notification-row');
    await userEvent.click(screen.getByTestId('mark-all-read'));
    await waitFor(() => expect(useCountsStore.getState().unreadNotifications).toBe(0));
    expect(server.calls).toContain('POST /api/notifications/read-all');
  });
});

describe('/notifications/details', () => {
  it('shows the notification with its action and marks it read', async () => {
    useSessionStore.getState().login({ token: 'tok', user: { id: 12, mobile: '254712345678' } });
    useCountsStore.getState().setCounts({ unreadNotifications: 1 });
    const server = notificationsServer();
    renderScreen(<NotificationDetailsScreen />, { path: '/notifications/details?id=2' });
    expect(await screen.findByRole('heading', { name: 'Bet Placement Successful' })).toBeVisible();
    expect(screen.getByTestId('notification-action')).toHaveAttribute('href', '/mybets/42');
    expect(screen.getByTestId('notification-action')).toHaveTextContent('View Bet');
    await waitFor(() => expect(useCountsStore.getState().unreadNotifications).toBe(0));
    expect(server.calls).toContain('POST /api/notifications/list/2/read');
  });

  it('a plain-info notification has no action; an unknown or malformed id is not found', async () => {
    useSessionStore.getState().login({ token: 'tok', user: { id: 12, mobile: '254712345678' } });
    notificationsServer();
    const view = renderScreen(<NotificationDetailsScreen />, {
      path: '/notifications/details?id=1',
    });
    expect(await screen.findByRole('heading', { name: 'Deposit Successful' })).toBeVisible();
    expect(screen.queryByTestId('notification-action')).toBeNull();
    view.unmount();

    const missing = renderScreen(<NotificationDetailsScreen />, {
      path: '/notifications/details?id=99',
    });
    expect(await screen.findByText('Notification not found')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    missing.unmount();

    renderScreen(<NotificationDetailsScreen />, { path: '/notifications/details?id=abc' });
    expect(screen.getByText('Notification not found')).toBeVisible();
  });
});
