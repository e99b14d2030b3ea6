import { useEffect } from 'react';
import { Link } from '../../lib/app-link';
import { useNoticeStore } from '../../shared/notice-store';
import { t, tAny } from '../../lib/i18n';

/**
 * Renders the first queued notice (one at a time, spec 02 §4.3). Mounted once by the app
 * shell; screens call `notify()` from `stores/notice-store`.
 */
export function NoticeHost() {
  const notice = useNoticeStore((s) => s.queue[0]);
  const dismiss = useNoticeStore((s) => s.dismiss);

  useEffect(() => {
    if (!notice || notice.duration <= 0) return;
    const timer = window.setTimeout(() => dismiss(notice.id), notice.duration);
    return () => window.clearTimeout(timer);
  }, [notice, dismiss]);

  if (!notice) return null;
  const { action } = notice;
  const actionLabel = action ? tAny(action.label) : null;
  return (
    <div className="notice-host" aria-live="polite">
      <div className={`notice notice-${notice.type}`} role="alert" data-testid="notice">
        <div className="notice-text">
          {notice.title ? <strong className="notice-title">{tAny(notice.title)}</strong> : null}
          <span>{tAny(notice.message)}</span>
          {action ? (
            action.to ? (
              <Link
                className="notice-action"
                to={action.to}
                onClick={() => {
                  action.onClick?.();
                  dismiss(notice.id);
                }}
              >
                {actionLabel}
              </Link>
            ) : action.href ? (
              <a className="notice-action" href={action.href} target="_blank" rel="noreferrer">
                {actionLabel}
              </a>
            ) : (
              <button
                type="button"
                className="notice-action link-btn"
                onClick={() => {
                  action.onClick?.();
                  dismiss(notice.id);
                }}
              >
                {actionLabel}
              </button>
            )
          ) : null}
        </div>
        <button
          type="button"
          className="icon-btn"
          aria-label={t('Close notice')}
          onClick={() => dismiss(notice.id)}
        >
          ×
        </button>
      </div>
    </div>
  );
}
