import { t } from '../../lib/i18n';
import { useEffect, useId, type ReactNode } from 'react';

/** Bottom sheet states (spec 02 §4.2): open, half, close. */
export type SheetState = 'open' | 'half' | 'close';

/** Props of {@link BottomSheet}. */
export interface BottomSheetProps {
  state: SheetState;
  /** Called when the bettor closes the sheet (backdrop, close mark, Escape). */
  onClose?: () => void;
  title?: ReactNode;
  children: ReactNode;
  /** Hides the close mark (e.g. the start-up country sheet that must be answered). */
  dismissable?: boolean;
  testId?: string;
}

/** A sheet sliding up from the bottom; 'half' shows it at half the screen height. */
export function BottomSheet({
  state,
  onClose,
  title,
  children,
  dismissable = true,
  testId,
}: BottomSheetProps) {
  const titleId = useId();
  useEffect(() => {
    if (state === 'close' || !dismissable || !onClose) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [state, dismissable, onClose]);

  if (state === 'close') return null;
  return (
    <div className="sheet-layer" data-testid={testId}>
      <div
        className="sheet-backdrop"
        onClick={dismissable ? onClose : undefined}
        aria-hidden="true"
      />
      <section
        className={`sheet sheet-${state}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
      >
        <div className="sheet-grip" aria-hidden="true" />
        {title || (dismissable && onClose) ? (
          <header className="sheet-header">
            {title ? <h2 id={titleId}>{title}</h2> : <span />}
            {dismissable && onClose ? (
              <button type="button" className="icon-btn" aria-label={t('Close')} onClick={onClose}>
                ×
              </button>
            ) : null}
          </header>
        ) : null}
        <div className="sheet-body">{children}</div>
      </section>
    </div>
  );
}
