/**
 * The browser's add-to-home-screen (PWA install) prompt (spec 02 §4.5). Chrome offers it once
 * per page load through `beforeinstallprompt`; it is kept here so the app-install card can offer
 * "Install" instead of a download link, and each step (prompted, dismissed, accepted) is told to
 * the watchers (analytics records them).
 */
import { useSyncExternalStore } from 'react';

/** What the bettor did with the prompt, as spec 02 §4.5 tracks it. */
export type InstallPromptOutcome = 'prompted' | 'dismissed' | 'accepted';

/** The part of Chrome's BeforeInstallPromptEvent used here. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const outcomeWatchers = new Set<(outcome: InstallPromptOutcome) => void>();
const availabilityWatchers = new Set<() => void>();

function tell(outcome: InstallPromptOutcome) {
  for (const watch of outcomeWatchers) watch(outcome);
}

function setDeferred(event: BeforeInstallPromptEvent | null) {
  deferred = event;
  for (const watch of availabilityWatchers) watch();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The app's own card asks at a moment that does not cover the page, not the browser's bar.
    event.preventDefault();
    setDeferred(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setDeferred(null));
}

/** Calls `watch` with every outcome of the prompt; returns the unsubscribe. */
export function watchInstallPrompt(watch: (outcome: InstallPromptOutcome) => void): () => void {
  outcomeWatchers.add(watch);
  return () => outcomeWatchers.delete(watch);
}

/** Whether the browser lets the app ask to be installed now. */
export function canPromptInstall(): boolean {
  return deferred !== null;
}

/** React view of {@link canPromptInstall}. */
export function useCanPromptInstall(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      availabilityWatchers.add(onChange);
      return () => availabilityWatchers.delete(onChange);
    },
    canPromptInstall,
    () => false,
  );
}

/** Shows the browser's install prompt; resolves with the bettor's choice (null: not offered). */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | null> {
  const event = deferred;
  if (!event) return null;
  // The prompt can be shown once per event.
  setDeferred(null);
  tell('prompted');
  await event.prompt();
  const { outcome } = await event.userChoice;
  tell(outcome);
  return outcome;
}
