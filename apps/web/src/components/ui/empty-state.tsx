import type { ReactNode } from 'react';
import { tAny } from '../../lib/i18n';

/** The default text of an empty or failed component (spec 01 §8). */
export const DEFAULT_EMPTY_MESSAGE = 'An error occurred, please try again';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  message?: ReactNode;
  /** An action under the message, e.g. a Refresh button. */
  action?: ReactNode;
  icon?: ReactNode;
}

/** A centred message for empty lists and failed loads. */
export function EmptyState({ message = DEFAULT_EMPTY_MESSAGE, action, icon }: EmptyStateProps) {
  return (
    <div className="empty-state" role="status">
      {icon ? <div className="empty-icon">{icon}</div> : null}
      <p>{typeof message === 'string' ? tAny(message) : message}</p>
      {action}
    </div>
  );
}
