import { useNoticeStore, type Notice } from '../../../shared/notice-store';
import type { NotificationView } from '../model/notification-view';
import type { InAppDisplay } from './in-app-queue';

/** How long a shown notification silences the same news from another source. */
const ECHO_WINDOW_MS = 120_000;

type NewsLike = { title?: string; message: string; action?: { to?: string } | null };

/**
 * The same news: the same title about the same thing, i.e. the same page behind the action
 * (/mybets/{bet_id}, /betslip?ref={bet_ref}); without an action, the same title and text.
 */
function sameNews(a: NewsLike, b: NewsLike) {
  if (a.title !== b.title) return false;
  if (a.action?.to || b.action?.to) return a.action?.to === b.action?.to;
  return a.message === b.message;
}

/**
 * Shows in-app notifications through the app's one notice host, so only one popup is ever on
 * screen (spec 02 §4.3). The queue owns the timing: notices are shown without a duration of
 * their own and closed by the queue after 30000 ms.
 *
 * A live bet's decision is also announced by the betslip's own follow-up of the bet (its
 * fallback when no socket is open). The bettor is told once: a notification already on screen
 * or queued is not shown again, and a notice with the same news that arrives while (or soon
 * after) ours showed is taken back.
 */
export function createNoticeDisplay(now: () => number = Date.now): InAppDisplay & {
  dispose(): void;
} {
  const shown: { view: NotificationView; at: number }[] = [];
  const ours = new Set<number>();

  const unsubscribe = useNoticeStore.subscribe((state, previous) => {
    const before = new Set(previous.queue.map((n) => n.id));
    const cutoff = now() - ECHO_WINDOW_MS;
    for (const notice of state.queue) {
      if (before.has(notice.id) || ours.has(notice.id)) continue;
      const echo = shown.some((s) => s.at >= cutoff && sameNews(s.view, notice));
      if (echo) queueMicrotask(() => useNoticeStore.getState().dismiss(notice.id));
    }
  });

  const queued = (): Notice[] => useNoticeStore.getState().queue;

  return {
    show(view) {
      const id = useNoticeStore.getState().push({
        type: view.level,
        title: view.title,
        message: view.message,
        action: view.action ? { label: view.action.label, to: view.action.to } : undefined,
        duration: 0,
        ambient: true,
      });
      ours.add(id);
      shown.push({ view, at: now() });
      while (shown.length > 20) shown.shift();
      return id;
    },
    isShowing(handle) {
      return queued().some((n) => n.id === handle);
    },
    close(handle) {
      ours.delete(handle);
      useNoticeStore.getState().dismiss(handle);
    },
    busy() {
      return queued().length > 0;
    },
    alreadyShown(view) {
      const cutoff = now() - ECHO_WINDOW_MS;
      return (
        queued().some((n) => sameNews(n, view)) ||
        shown.some((s) => s.at >= cutoff && sameNews(s.view, view))
      );
    },
    dispose() {
      unsubscribe();
    },
  };
}
