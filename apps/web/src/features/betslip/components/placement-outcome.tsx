import { usePlacementStore } from '../stores/placement-store';
import { t, tAny } from '../../../lib/i18n';

/**
 * The outcome of the last placement: 'Bet placement successful' with the server's message
 * (closes after a few seconds), 'Bet placement failed' with the message until dismissed, or,
 * while an unanswered placement is asked again, that its answer is being checked.
 */
export function PlacementOutcomeNote() {
  const outcome = usePlacementStore((s) => s.outcome);
  const setOutcome = usePlacementStore((s) => s.setOutcome);
  if (!outcome) return null;
  return (
    <div
      className={`slip-outcome slip-outcome--${outcome.type}`}
      role={outcome.type === 'error' ? 'alert' : 'status'}
      data-testid="placement-outcome"
    >
      <div>
        <strong>{tAny(outcome.title)}</strong>
        <p>{tAny(outcome.message)}</p>
      </div>
      <button
        type="button"
        className="slip-outcome__close"
        aria-label={t('Dismiss')}
        onClick={() => setOutcome(null)}
      >
        ×
      </button>
    </div>
  );
}
