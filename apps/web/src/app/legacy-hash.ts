/**
 * Links from messages and notifications still use hash-mode paths (spec 02 §2.3:
 * `#/mybets/{bet_id}?category=normal_bet`, `#/betslip?ref={bet_ref}`, `#/freebets`). The app runs
 * in history mode, so such a URL is rewritten to its path before the router starts.
 */
export function legacyHashTarget(hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  return hash.slice(1);
}

/** Replaces a hash-mode URL with its history-mode equivalent (no extra history entry). */
export function rewriteLegacyHashUrl(): void {
  const target = legacyHashTarget(window.location.hash);
  if (target) window.history.replaceState(window.history.state, '', target);
}
