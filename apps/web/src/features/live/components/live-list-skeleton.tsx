import { t } from '../../../lib/i18n';

/** Rows of the loading skeleton of the live list (spec 01 §2: a skeleton of 10 rows). */
export const LIVE_SKELETON_ROWS = 10;

/** Placeholder rows shown while the live list loads. */
export function LiveListSkeleton() {
  return (
    <ul className="live-skeleton" aria-busy="true" aria-label={t('Loading live matches')}>
      {Array.from({ length: LIVE_SKELETON_ROWS }, (_, i) => (
        <li key={i} className="live-skeleton__row" data-testid="live-skeleton-row">
          <span className="live-skeleton__bar live-skeleton__bar--wide" />
          <span className="live-skeleton__bar" />
          <span className="live-skeleton__odds">
            <span className="live-skeleton__odd" />
            <span className="live-skeleton__odd" />
            <span className="live-skeleton__odd" />
          </span>
        </li>
      ))}
    </ul>
  );
}
