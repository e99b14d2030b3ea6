import '../support-chat.css';
import { lazy, Suspense, useState } from 'react';
import { t } from '../../../lib/i18n';

const ChatPanel = lazy(() => import('./chat-panel').then((m) => ({ default: m.ChatPanel })));

/** Desktop: the bottom-corner button; the conversation loads when it is opened. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  return (
    <>
      {open ? (
        <div className="support-chat-popup" role="dialog" aria-label={t('Chat with us')}>
          <Suspense fallback={<p className="support-chat-muted">{t('Loading…')}</p>}>
            <ChatPanel onClose={() => setOpen(false)} />
          </Suspense>
        </div>
      ) : null}
      <button
        type="button"
        className="support-chat-launcher"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? t('Close chat') : t('Chat with us')}
      </button>
    </>
  );
}
