/**
 * Start-up work done before React's first render, while the static frame of index.html is on
 * screen: for a returning bettor, have the country configuration and the landing page's chunks
 * ready so the first render shows the page itself rather than loaders.
 */
import { resolveCountryCode } from '@shangwe/domain';
import { readSavedLanguage, setLanguage } from '../lib/i18n';
import { isDesktopNow } from '../lib/use-breakpoint';
import {
  fetchCountryConfig,
  readCachedConfig,
  readSavedCountryCode,
} from '../shared/country-store';
import { rewriteLegacyHashUrl } from './legacy-hash';
import { prepareLanding } from './router';
import { withTimeout } from './screen-loading';

/** How long start-up may wait for the configuration before rendering anyway. */
const CONFIG_WAIT_MS = 5000;

/** Runs the start-up work; never rejects (CountryStartup handles whatever is still missing). */
export async function boot(): Promise<void> {
  rewriteLegacyHashUrl();
  // A Kiswahili bettor's catalog loads alongside the configuration (English loads nothing).
  const language =
    readSavedLanguage() === 'sw' ? setLanguage('sw', false).catch(() => undefined) : null;
  await landing();
  await language;
}

async function landing(): Promise<void> {
  const saved = readSavedCountryCode();
  if (!saved) return; // first visit: the country sheet comes first (spec 02 §4.1)
  const resolution = resolveCountryCode(saved);
  if (resolution.action !== 'apply') return;
  try {
    const config =
      readCachedConfig(resolution.code) ??
      (await withTimeout(fetchCountryConfig(resolution.code), CONFIG_WAIT_MS));
    await prepareLanding(config, window.location.pathname, isDesktopNow());
  } catch {
    // rendering goes ahead; start-up shows its loader or retry screen
  }
}
