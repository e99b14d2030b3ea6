import { whenIdle } from '../lib/use-idle';

/**
 * Registers the build-generated service worker (service-worker.js) in production builds, once
 * the page has loaded and the main thread is idle: installing it downloads the precached shell,
 * which must never compete with the first view. Returns a cancel function.
 */
export function registerServiceWorker(): () => void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return () => undefined;
  return whenIdle(() => {
    void import('virtual:pwa-register')
      .then(({ registerSW }) => registerSW({ immediate: true }))
      .catch(() => undefined);
  });
}
