/**
 * Push handlers of the service worker. The build turns this file into `sw-push.js`, which the
 * generated `service-worker.js` loads with importScripts (vite.config.ts): the push shows with
 * its title and text, and a click focuses an open tab of the site on the push's page, or opens
 * one (spec 02 §4.5).
 */
import { clickTarget, pushNotificationSpec } from './push-message';

// The few worker types used here (the web app's TypeScript program has the DOM library, whose
// declarations clash with the webworker library's).
interface WorkerClient {
  url: string;
  focus(): Promise<WorkerClient>;
  navigate(url: string): Promise<WorkerClient | null>;
}
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification;
}
interface PushWorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WorkerClient[]>;
    openWindow(url: string): Promise<WorkerClient | null>;
  };
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const worker = self as unknown as PushWorkerScope;

worker.addEventListener('push', (event) => {
  const spec = pushNotificationSpec(event.data ? event.data.text() : null);
  event.waitUntil(worker.registration.showNotification(spec.title, spec.options));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const target = clickTarget(data?.url, worker.location.origin);
  event.waitUntil(
    (async () => {
      const tabs = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((client) => client.url.startsWith(worker.location.origin));
      if (tab) {
        try {
          const focused = await tab.focus();
          if (focused.url !== target) await focused.navigate(target);
          return;
        } catch {
          // A tab this worker does not control cannot be navigated: open the page instead.
        }
      }
      await worker.clients.openWindow(target);
    })(),
  );
});
