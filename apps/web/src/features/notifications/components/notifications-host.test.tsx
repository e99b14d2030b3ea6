import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoticeHost } from '../../../components/ui';
import { useCountsStore } from '../../../shared/counts-store';
import { useNoticeStore } from '../../../shared/notice-store';
import { useSessionStore } from '../../../shared/session-store';
import { mockFetch } from '../../../test/render-screen';
import type { RealtimeDeps } from '../hooks/use-realtime-notifications';
import { NotificationsHost } from './notifications-host';

/** A socket client stand-in: records emits, fires server events and (re)connects. */
function fakeSocket() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const hooks = new Set<() => void>();
  const emits: { event: string; payload: unknown; ack?: (answer: unknown) => void }[] = [];
  const socket: RealtimeDeps['socket'] = {
    on: <T,>(event: string, listener: (payload: T) => void) => {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener as (payload: unknown) => void);
      return () => set.delete(listener as (payload: unknown) => void);
    },
    onConnect: (hook) => {
      hooks.add(hook);
      return () => hooks.delete(hook);
    },
    emit: (event, payload, ack) => {
      emits.push({ event, payload, ack });
      return true;
    },
  };
  return {
    socket,
    emits,
    connect: () => hooks.forEach((hook) => hook()),
    fire: (event: string, payload: unknown) => listeners.get(event)?.forEach((l) => l(payload)),
    listening: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  };
}

function renderHost(realtime: RealtimeDeps) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationsHost realtime={realtime} />
        <NoticeHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const broadcast = (id: number, overrides: Record<string, unknown> = {}) => ({
  room: 'user:12',
  message: {
    notification_id: id,
    message: 'Your live bet ABC123 was accepted.',
    title: 'Bet Placement Successful',
    type: 'bet placement',
    level: 'success',
    status: 'unread',
    audience: 'user',
    created_at: '2026-11-24T10:00:00.000Z',
    ...overrides,
  },
  params: { bet_id: 41, bet_ref: 'r-41', free_bet_id: null },
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
  useNoticeStore.getState().clear();
  useCountsStore.getState().setCounts({ unreadNotifications: 0 });
});

describe('NotificationsHost', () => {
  it('counts, registers, announces the device, acks and shows each notification in-app', async () => {
    useSessionStore.getState().login({ token: 'tok', user: { id: 12, mobile: '254712345678' } });
    const counted: URLSearchParams[] = [];
    mockFetch((url, body) => {
      if (url.endsWith('/api/notifications/notifications_count')) {
        counted.push(body);
        return { body: [{ total_count: 3 }] };
      }
      return { status: 404, body: {} };
    });
    const fake = fakeSocket();
    const register = vi.fn().mockResolvedValue(55);
    const realtime: RealtimeDeps = {
      socket: fake.socket,
      register,
      userAgent: () => 'UA/1',
      ackDelayMs: () => 50,
    };
    renderHost(realtime);

    // The bell and the menu read the count of POST notifications_count (first item).
    await waitFor(() => expect(useCountsStore.getState().unreadNotifications).toBe(3));
    expect(counted[0]?.get('profile_id')).toBe('12');
    expect(register).toHaveBeenCalledWith(12, 'tok');

    // Every (re)connect sends `update` with the device payload plus user_agent.
    await waitFor(() => expect(fake.listening()).toBe(2));
    act(() => fake.connect());
    const update = fake.emits.find((e) => e.event === 'update');
    expect(update?.payload).toMatchObject({
      client_id: 2,
      user_device_id: 55,
      profile_id: 12,
      status: 1,
      token: 'tok',
      user_agent: 'UA/1',
    });
    expect(typeof (update?.payload as { device_id: unknown }).device_id).toBe('string');
    act(() => update?.ack?.({ ok: true, total_count: 4, pending: 0 }));
    await waitFor(() => expect(useCountsStore.getState().unreadNotifications).toBe(4));

    // A notification is shown, and acked a moment later (not at once: the acks of a broadcast
    // spread out) with room, notification_id, user_device_id.
    act(() => fake.fire('notification', broadcast(901)));
    expect(fake.emits.find((e) => e.event === 'ack')).toBeUndefined();
    await waitFor(() =>
      expect(fake.emits.find((e) => e.event === 'ack')?.payload).toEqual({
        room: 'user:12',
        notification_id: 901,
        user_device_id: 55,
      }),
    );
    const title = await screen.findByText('Bet Placement Successful');
    expect(title).toBeVisible();
    expect(screen.getByRole('link', { name: 'View Bet' })).toHaveAttribute('href', '/mybets/41');

    // The count follows the server's live count events.
    act(() => fake.fire('notifications_count', { total_count: 5 }));
    await waitFor(() => expect(useCountsStore.getState().unreadNotifications).toBe(5));
  });

  it('shows the bet decision once when the betslip announces it too', async () => {
    useSessionStore.getState().login({ token: 'tok', user: { id: 12, mobile: '254712345678' } });
    mockFetch(() => ({ body: [{ total_count: 0 }] }));
    const fake = fakeSocket();
    const realtime: RealtimeDeps = {
      socket: fake.socket,
      register: vi.fn().mockResolvedValue(55),
      userAgent: () => 'UA/1',
      ackDelayMs: () => 0,
    };
    renderHost(realtime);
    await waitFor(() => expect(fake.listening()).toBe(2));
    act(() => fake.fire('notification', broadcast(902)));
    await screen.findByText('Bet Placement Successful');
    // The betslip's own follow-up of the same bet arrives later: taken back, not shown twice.
    act(() => {
      useNoticeStore.getState().push({
        type: 'success',
        title: 'Bet Placement Successful',
        message: 'Bet ABC123 accepted.',
        action: { label: 'View Bet', to: '/mybets/41' },
      });
    });
    await waitFor(() => expect(useNoticeStore.getState().queue).toHaveLength(1));
    // Another bet's decision is news and stays queued.
    act(() => {
      useNoticeStore.getState().push({
        type: 'success',
        title: 'Bet Placement Successful',
        message: 'Bet XYZ accepted.',
        action: { label: 'View Bet', to: '/mybets/42' },
      });
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(useNoticeStore.getState().queue).toHaveLength(2);
  });

  it('sends the acks still waiting when the bettor leaves (what arrived was received)', async () => {
    useSessionStore.getState().login({ token: 'tok', user: { id: 12, mobile: '254712345678' } });
    mockFetch(() => ({ body: [{ total_count: 0 }] }));
    const fake = fakeSocket();
    const view = renderHost({
      socket: fake.socket,
      register: vi.fn().mockResolvedValue(55),
      userAgent: () => 'UA/1',
      ackDelayMs: () => 60_000,
    });
    await waitFor(() => expect(fake.listening()).toBe(2));
    act(() => fake.connect());
    await waitFor(() => expect(fake.emits.some((e) => e.event === 'update')).toBe(true));
    act(() => fake.fire('notification', broadcast(903)));
    expect(fake.emits.filter((e) => e.event === 'ack')).toHaveLength(0);
    view.unmount();
    expect(fake.emits.filter((e) => e.event === 'ack').map((e) => e.payload)).toEqual([
      { room: 'user:12', notification_id: 903, user_device_id: 55 },
    ]);
  });

  it('does nothing for a visitor and ignores a failed device registration', async () => {
    const fetchMock = mockFetch(() => ({ body: [{ total_count: 9 }] }));
    const fake = fakeSocket();
    const realtime: RealtimeDeps = {
      socket: fake.socket,
      register: vi.fn().mockRejectedValue(new Error('down')),
      userAgent: () => 'UA/1',
      ackDelayMs: () => 0,
    };
    const view = renderHost(realtime);
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(fake.listening()).toBe(0);
    expect(useCountsStore.getState().unreadNotifications).toBe(0);
    view.unmount();

    useSessionStore.getState().login({ token: 'tok', user: { id: 12, mobile: '254712345678' } });
    renderHost(realtime);
    await waitFor(() => expect(useCountsStore.getState().unreadNotifications).toBe(9));
    act(() => fake.connect());
    expect(fake.emits.filter((e) => e.event === 'update')).toHaveLength(0);
  });
});
