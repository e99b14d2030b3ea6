/**
 * Notices (toasts and notification banners): one shows at a time, in order, each closing after
 * its duration or via its close mark (spec 02 §4.3).
 */
import { create } from 'zustand';

/** Notice styles of spec 02 §4.3. */
export type NoticeType = 'info' | 'success' | 'warning' | 'error';

/** An optional action: an internal route (`to`) or an external link (`href`). */
export interface NoticeAction {
  label: string;
  to?: string;
  href?: string;
  onClick?: () => void;
}

/** A notice to show. */
export interface Notice {
  id: number;
  type: NoticeType;
  title?: string;
  message: string;
  action?: NoticeAction;
  /** Milliseconds before it closes by itself; 0 keeps it until closed. Default 5000. */
  duration: number;
  /**
   * News the server sent on its own (an in-app notification), not the answer to something the
   * bettor just did. The answer to their own action (a placed bet, a deposit) goes ahead of it.
   */
  ambient?: boolean;
}

/** What callers pass to {@link notify}. */
export type NoticeInput = Omit<Notice, 'id' | 'duration' | 'type'> & {
  type?: NoticeType;
  duration?: number;
};

interface NoticeState {
  queue: Notice[];
  push: (notice: NoticeInput) => number;
  dismiss: (id: number) => void;
  clear: () => void;
}

let nextId = 1;

/** The notice queue; the first element is the one on screen. */
export const useNoticeStore = create<NoticeState>()((set) => ({
  queue: [],
  push: (input) => {
    const notice: Notice = { type: 'info', duration: 5000, ...input, id: nextId++ };
    set((s) => {
      if (notice.ambient) return { queue: [...s.queue, notice] };
      // A bettor waits for the answer to what they just did: it shows now, and the server's own
      // news (kept in the queue) shows again when it closes.
      const firstAmbient = s.queue.findIndex((n) => n.ambient);
      if (firstAmbient < 0) return { queue: [...s.queue, notice] };
      return {
        queue: [...s.queue.slice(0, firstAmbient), notice, ...s.queue.slice(firstAmbient)],
      };
    });
    return notice.id;
  },
  dismiss: (id) => set((s) => ({ queue: s.queue.filter((n) => n.id !== id) })),
  clear: () => set({ queue: [] }),
}));

/** Shows a notice from anywhere (React or not). Returns its id. */
export function notify(notice: NoticeInput): number {
  return useNoticeStore.getState().push(notice);
}
