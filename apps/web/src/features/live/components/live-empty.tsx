import { msg, t, tAny } from '../../../lib/i18n';

/** Spec 01 §8: the live sports empty state. */
export const LIVE_EMPTY_MESSAGE = msg('Live sports not available');

/** Empty state of the live list with a Refresh button. */
export function LiveEmpty({
  onRefresh,
  refreshing,
}: {
  onRefresh: () => void;
  refreshing?: boolean;
}) {
  return (
    <div className="live-empty" role="status">
      <p className="live-empty__text">{tAny(LIVE_EMPTY_MESSAGE)}</p>
      <button
        type="button"
        className="live-empty__button"
        onClick={onRefresh}
        disabled={refreshing}
      >
        {t('Refresh')}
      </button>
    </div>
  );
}
