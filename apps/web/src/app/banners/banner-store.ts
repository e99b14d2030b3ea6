/**
 * Banner messages (spec 02 §3.6, §4.6): the top message for logged-in users is stored under
 * `banner`; each banner name can be dismissed forever (stored under `banner.dismissForever`).
 */
import { create } from 'zustand';
import { STORAGE_KEYS, readJson, removeKey, writeJson } from '../../lib/storage';

/** A banner message with the spec's fields. */
export interface BannerMessage {
  title: string;
  msg: string;
  actionLabel?: string;
  actionUrl?: string;
  image?: string;
  /** Shows a close mark. */
  dismissable?: boolean;
  /** Closing asks 'See this notification again?' first. */
  confirmDismissForever?: boolean;
  /** Basic mode: title, message, action, optional close. */
  basic?: boolean;
  /** Advanced mode: icon, title, message, action button, optional close. */
  advanced?: boolean;
}

interface BannerState {
  message: BannerMessage | null;
  dismissedForever: Record<string, boolean>;
  /** Banners closed for this visit only. */
  hiddenThisVisit: Record<string, boolean>;
  setMessage: (message: BannerMessage | null) => void;
  dismissForever: (name: string) => void;
  hideForVisit: (name: string) => void;
}

/** The banner store. */
export const useBannerStore = create<BannerState>()((set, get) => ({
  message: readJson<BannerMessage | null>(STORAGE_KEYS.banner, null),
  dismissedForever: readJson<Record<string, boolean>>(STORAGE_KEYS.bannerDismissed, {}),
  hiddenThisVisit: {},
  setMessage: (message) => {
    if (message) writeJson(STORAGE_KEYS.banner, message);
    else removeKey(STORAGE_KEYS.banner);
    set({ message });
  },
  dismissForever: (name) => {
    const dismissedForever = { ...get().dismissedForever, [name]: true };
    writeJson(STORAGE_KEYS.bannerDismissed, dismissedForever);
    set({ dismissedForever });
  },
  hideForVisit: (name) => set({ hiddenThisVisit: { ...get().hiddenThisVisit, [name]: true } }),
}));
