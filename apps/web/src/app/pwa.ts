import { whenIdle } from '../lib/use-idle';
import { liteModeNow } from '../shared/lite-mode';

/**
 * Registers the build-generated service worker (service-worker.js) in production builds, once
 * the page has loaded and the main thread is idle: installing it downloads the precached shell,
 * which must never compete with the first view. Not in lite mode: installing downloads the shell
 * again (about 110 KB), data a bettor on a slow or expensive connection has not asked for.
 * Returns a cancel function.
 */
export function registerServiceWorker(): () => void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || liteModeNow()) {
    return () => undefined;
  }
  return whenIdle(() => {
    void import('virtual:pwa-register')
      .then(({ registerSW }) => registerSW({ immediate: true }))
      .catch(() => undefined);
  });
}
