import { t } from '../../lib/i18n';
import { useEffect, useId, type ReactNode } from 'react';

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}

/** A centred dialog; Escape and the backdrop close it. */
export function Modal({ open, onClose, title, children, footer, testId }: ModalProps) {
  const titleId = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="modal-layer" data-testid={testId}>
      <div className="sheet-backdrop" onClick={onClose} aria-hidden="true" />
      <section
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
      >
        <header className="sheet-header">
          {title ? <h2 id={titleId}>{title}</h2> : <span />}
          <button type="button" className="icon-btn" aria-label={t('Close')} onClick={onClose}>
            ×
          </button>
        </header>
        <div className="modal-body">{children}</div>
        {footer ? <footer className="modal-footer">{footer}</footer> : null}
      </section>
    </div>
  );
}
