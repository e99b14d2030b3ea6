import { t } from '../../lib/i18n';
/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** Number of placeholder rows. */
  rows?: number;
  /** Height of each row in px. */
  height?: number;
}

/** Grey placeholder rows shown while content loads (e.g. 10 rows for the live list). */
export function Skeleton({ rows = 3, height = 48 }: SkeletonProps) {
  return (
    <div className="skeleton" aria-busy="true" aria-label={t('Loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton-row" style={{ height }} />
      ))}
    </div>
  );
}
