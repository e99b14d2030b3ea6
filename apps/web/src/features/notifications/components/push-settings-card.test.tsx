import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session-store';
import { useSettingsStore } from '../../../shared/settings-store';
import type { PushEnvironment } from '../push/push-permission';
import { PUSH_BUTTONS, PushSettingsCard } from './push-settings-card';

const ENDPOINT = 'https://push.example.test/wpush/v2/sub-abc_123';
const KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'c2VjcmV0LWF1dGgtMTIzNA' };

/** A browser with the Notification API, a service worker and PushManager, all under test control. */
function fakeBrowser(permission: string, answer: string = permission) {
  let subscription: (PushSubscription & { unsubscribe: ReturnType<typeof vi.fn> }) | null = null;
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => {
    subscription = {
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    } as unknown as PushSubscription & { unsubscribe: ReturnType<typeof vi.fn> };
    return subscription;
  });
  const registration = {
    pushManager: { getSubscription: async () => subscription, subscribe },
  } as unknown as ServiceWorkerRegistration;
  const env: PushEnvironment = {
    Notification: notification,
    serviceWorker: {
      getRegistration: async () => registration,
      register: vi.fn(),
      ready: Promise.resolve(registration),
    } as unknown as ServiceWorkerContainer,
    PushManager: function PushManager() {},
  };
  return { env, notification, subscribe, current: () => subscription };
}

/** Answers the push calls; records them. */
function pushServer(status = 201) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url.endsWith('/api/push/vapid-public-key')) {
      return Response.json({ public_key: 'BPub_key-123' });
    }
    if (url.endsWith('/api/push/users')) {
      return status < 300
        ? Response.json({ user_id: 'sub-abc_123', profile_id: 12, created: true }, { status })
        : Response.json(
            {
              error: {
                code: 'PUSH_SUBSCRIPTION_INVALID',
                message: 'This push subscription is not valid',
              },
            },
            { status },
          );
    }
    if (method === 'DELETE') return Response.json({ user_id: 'sub-abc_123', deleted: true });
    return Response.json({}, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
  useSettingsStore.getState().setNotifications(false);
});

const status = () => screen.getByTestId('push-status');

describe('PushSettingsCard (spec 02 §4.5)', () => {
  it('unsupported: says the browser does not support notifications, offers nothing', () => {
    render(<PushSettingsCard env={{}} />);
    expect(status()).toHaveTextContent('Your browser does not support notifications');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('denied: says notifications are blocked, with how to allow them', async () => {
    render(<PushSettingsCard env={fakeBrowser('denied').env} />);
    expect(status()).toHaveTextContent('You have blocked notifications');
    expect(screen.getByText(/allow notifications/)).toBeVisible();
    await new Promise((r) => setTimeout(r, 10));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('an unknown permission value reads Notifications not set', () => {
    render(<PushSettingsCard env={fakeBrowser('prompt-ish').env} />);
    expect(status()).toHaveTextContent('Notifications not set');
  });

  it('default: set to ask; refusing in the prompt shows the blocked message', async () => {
    const browser = fakeBrowser('default', 'denied');
    render(<PushSettingsCard env={browser.env} />);
    expect(status()).toHaveTextContent('Notifications set to ask');
    await userEvent.click(await screen.findByRole('button', { name: PUSH_BUTTONS.on }));
    expect(await screen.findByTestId('push-error')).toHaveTextContent(
      'You have blocked push notifications.',
    );
    expect(status()).toHaveTextContent('You have blocked notifications');
  });

  it('default: dismissing the prompt reads Access not granted', async () => {
    render(<PushSettingsCard env={fakeBrowser('default', 'default').env} />);
    await userEvent.click(await screen.findByRole('button', { name: PUSH_BUTTONS.on }));
    expect(await screen.findByTestId('push-error')).toHaveTextContent('Access not granted');
  });

  it('subscribes with the VAPID key, sends the subscription with the bettor, then unsubscribes', async () => {
    useSessionStore.getState().login({ token: 'tok', user: { id: 12, mobile: '254712345678' } });
    const calls = pushServer();
    const browser = fakeBrowser('default', 'granted');
    render(<PushSettingsCard env={browser.env} />);
    await userEvent.click(await screen.findByRole('button', { name: PUSH_BUTTONS.on }));

    expect(await screen.findByRole('button', { name: PUSH_BUTTONS.off })).toBeVisible();
    expect(status()).toHaveTextContent('Thank you for granting notifications');
    const key = browser.subscribe.mock.calls[0]![0] as unknown as {
      userVisibleOnly: boolean;
      applicationServerKey: Uint8Array;
    };
    expect(key.userVisibleOnly).toBe(true);
    expect([...key.applicationServerKey]).toEqual(
      [...atob('BPub/key+123')].map((c) => c.charCodeAt(0)),
    );
    const post = calls.find((c) => c.url.endsWith('/api/push/users'));
    expect(post?.method).toBe('POST');
    expect(post?.body).toMatchObject({
      user_id: 'sub-abc_123',
      subscription: { endpoint: ENDPOINT, keys: KEYS },
      profile_id: 12,
      mobile: '254712345678',
    });
    expect(useSettingsStore.getState().notifications).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: PUSH_BUTTONS.off }));
    expect(await screen.findByRole('button', { name: PUSH_BUTTONS.on })).toBeVisible();
    const removal = calls.find((c) => c.method === 'DELETE');
    expect(removal?.url).toMatch(/\/api\/push\/user\/sub-abc_123$/);
    expect(browser.current()).toBeNull();
    expect(useSettingsStore.getState().notifications).toBe(false);
  });

  it('an anonymous browser subscribes without profile_id and mobile', async () => {
    const calls = pushServer();
    render(<PushSettingsCard env={fakeBrowser('granted').env} />);
    expect(status()).toHaveTextContent('Thank you for granting notifications');
    await userEvent.click(await screen.findByRole('button', { name: PUSH_BUTTONS.on }));
    await screen.findByRole('button', { name: PUSH_BUTTONS.off });
    const body = calls.find((c) => c.url.endsWith('/api/push/users'))?.body as object;
    expect(body).not.toHaveProperty('profile_id');
    expect(body).not.toHaveProperty('mobile');
  });

  it('a refused subscription reads Error occurred while enabling push plus the reason', async () => {
    pushServer(400);
    render(<PushSettingsCard env={fakeBrowser('granted').env} />);
    await userEvent.click(await screen.findByRole('button', { name: PUSH_BUTTONS.on }));
    expect(await screen.findByTestId('push-error')).toHaveTextContent(
      'Error occurred while enabling push: This push subscription is not valid',
    );
  });

  it('names what the browser lacks: push, or a service worker', async () => {
    const noPush = fakeBrowser('granted');
    delete noPush.env.PushManager;
    const view = render(<PushSettingsCard env={noPush.env} />);
    await userEvent.click(await screen.findByRole('button', { name: PUSH_BUTTONS.on }));
    expect(await screen.findByTestId('push-error')).toHaveTextContent(
      "Sorry, Push notification isn't supported in your browser.",
    );
    view.unmount();

    const noWorker = fakeBrowser('granted');
    delete noWorker.env.serviceWorker;
    render(<PushSettingsCard env={noWorker.env} />);
    await userEvent.click(await screen.findByRole('button', { name: PUSH_BUTTONS.on }));
    expect(await screen.findByTestId('push-error')).toHaveTextContent(
      'Service worker is not supported',
    );
  });
});
