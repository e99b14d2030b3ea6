/**
 * The KYC guard's 'Complete Your Application' notice (spec 02 §2.1). It waits in the notice
 * queue for its duration, so it leaves as soon as the session no longer needs KYC: otherwise it
 * would stay over (and before) the KYC screen's success notice.
 */
import { useNoticeStore, type NoticeInput } from '../../shared/notice-store';
import { needsKyc, useSessionStore } from '../../shared/session-store';

/** Shows `notice` while the session needs KYC; one at a time. Returns its id, or null. */
export function showKycNotice(notice: NoticeInput): number | null {
  const notices = useNoticeStore.getState();
  if (!needsKyc(useSessionStore.getState().user)) return null;
  const shown = notices.queue.find((n) => n.title === notice.title);
  if (shown) return shown.id;
  const id = notices.push(notice);
  const stop = () => {
    stopSession();
    stopNotices();
  };
  const stopSession = useSessionStore.subscribe((session) => {
    if (needsKyc(session.user)) return;
    stop();
    useNoticeStore.getState().dismiss(id);
  });
  // Closed by the bettor or by its duration: nothing left to watch.
  const stopNotices = useNoticeStore.subscribe((state) => {
    if (!state.queue.some((n) => n.id === id)) stop();
  });
  return id;
}
