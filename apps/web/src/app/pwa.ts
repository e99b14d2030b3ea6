import { whenIdle } from '../lib/use-idle';
import { liteModeNow } from '../shared/lite-mode';

/** The worker vite-plugin-pwa generates (vite.config.ts: `filename`). */
const SERVICE_WORKER_URL = '/service-worker.js';

/**
 * Registers the build-generated service worker (service-worker.js) in production builds, once
 * the page has loaded and the main thread is idle: installing it downloads the precached shell,
 * which must never compete with the first view. Not in lite mode: installing downloads the shell
 * again (about 70 KB), data a bettor on a slow or expensive connection has not asked for.
 *
 * The browser's own API, not vite-plugin-pwa's `registerSW` (which loads workbox-window, two
 * more scripts on every page's first load) with the same behaviour as its `autoUpdate` mode:
 * the worker skips waiting and claims the page (generated that way), and when a new version
 * takes over a page an older one controlled, the page reloads to run the new build.
 * Returns a cancel function.
 */
export function registerServiceWorker(): () => void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || liteModeNow()) {
    return () => undefined;
  }
  return whenIdle(() => {
    const container = navigator.serviceWorker;
    const hadController = !!container.controller;
    let reloading = false;
    container.addEventListener('controllerchange', () => {
      if (!hadController || reloading) return;
      reloading = true;
      window.location.reload();
    });
    container.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
  });
}
