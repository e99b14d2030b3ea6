/**
 * The premium-zone notice (spec 02 §2.6): before a rich, data-heavy section opens, a modal
 * says it consumes data and suggests WiFi, unless 'Don't show this notice again' was ticked.
 */
import { create } from 'zustand';
import { STORAGE_KEYS, readFlag, writeFlag } from '../lib/storage';

interface PremiumZoneState {
  /** The route waiting for Proceed, or null when the modal is closed. */
  pending: string | null;
  close: () => void;
  /** Proceeds: remembers the checkbox and returns the route to open. */
  proceed: (doNotShowAgain: boolean) => string | null;
}

/** The premium-zone modal state (rendered by the shell's PremiumZoneModal). */
export const usePremiumZoneStore = create<PremiumZoneState>()((set, get) => ({
  pending: null,
  close: () => set({ pending: null }),
  proceed: (doNotShowAgain) => {
    if (doNotShowAgain) writeFlag(STORAGE_KEYS.premiumZoneHidden, true);
    const to = get().pending;
    set({ pending: null });
    return to;
  },
}));

/**
 * Asks the premium-zone question before opening `to`. Returns true when the modal took over
 * (the caller must not navigate), false when the bettor opted out of the notice.
 */
export function openPremiumZone(to: string): boolean {
  if (readFlag(STORAGE_KEYS.premiumZoneHidden)) return false;
  usePremiumZoneStore.setState({ pending: to });
  return true;
}
