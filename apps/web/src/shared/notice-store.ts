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
    set((s) => ({ queue: [...s.queue, notice] }));
    return notice.id;
  },
  dismiss: (id) => set((s) => ({ queue: s.queue.filter((n) => n.id !== id) })),
  clear: () => set({ queue: [] }),
}));

/** Shows a notice from anywhere (React or not). Returns its id. */
export function notify(notice: NoticeInput): number {
  return useNoticeStore.getState().push(notice);
}
