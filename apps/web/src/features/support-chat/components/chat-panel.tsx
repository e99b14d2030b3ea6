import type { SupportChatMessage } from '@shangwe/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-client';
import { t, tAny } from '../../../lib/i18n';
import { fetchAttachment, fetchChat, photoData, sendChat, watchChat } from '../chat-client';
import '../support-chat.css';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

function Photo({ id }: { id: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetchAttachment(id)
      .then((a) => live && setSrc(`data:${a.content_type};base64,${a.data_base64}`))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id]);
  return src ? (
    <img className="support-chat-photo" src={src} alt={t('Photo sent in the chat')} />
  ) : null;
}

/** The conversation with support: messages, what to expect, and the box to write in. */
export function ChatPanel({ onClose }: { onClose?: () => void }) {
  const [messages, setMessages] = useState<SupportChatMessage[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const watch = useRef<ReturnType<typeof watchChat> | null>(null);
  const end = useRef<HTMLLIElement>(null);

  const add = (m: SupportChatMessage) =>
    setMessages((all) => (all.some((x) => x.id === m.id) ? all : [...all, m]));

  useEffect(() => {
    const load = () =>
      fetchChat()
        .then((state) => {
          setMessages(state.messages);
          setNotice(state.availability.notice);
          setClosed(state.conversation?.status === 'closed');
        })
        .catch(() => setError(t('The chat could not be loaded. Please try again.')));
    void load();
    watch.current = watchChat(add, () => void load());
    return () => watch.current?.stop();
  }, []);
  useEffect(() => end.current?.scrollIntoView?.({ block: 'end' }), [messages.length]);

  const send = async (body: Parameters<typeof sendChat>[0]) => {
    setSending(true);
    setError(null);
    try {
      const answer = await sendChat(body);
      add(answer.message);
      setClosed(false);
      watch.current?.rejoin();
      return true;
    } catch (e) {
      setError(
        isApiError(e) ? tAny(e.message) : t('Your message could not be sent. Please try again.'),
      );
      return false;
    } finally {
      setSending(false);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || sending) return;
    if (await send({ text })) setText('');
  };
  const attach = async (file: File | undefined) => {
    if (!file) return;
    try {
      await send({ image: { data_base64: await photoData(file) } });
    } catch {
      setError(t('This photo could not be read. Choose another one.'));
    }
  };

  return (
    <section className="support-chat" aria-label={t('Support chat')}>
      <header className="support-chat-head">
        <h2>{t('Chat with us')}</h2>
        {onClose ? (
          <button
            type="button"
            className="support-chat-close"
            aria-label={t('Close chat')}
            onClick={onClose}
          >
            ×
          </button>
        ) : null}
      </header>
      {notice ? (
        <p className="support-chat-notice" role="status">
          {tAny(notice)}
        </p>
      ) : null}
      <ol className="support-chat-messages" aria-label={t('Messages')}>
        {messages.length === 0 ? (
          <li className="support-chat-muted">
            {t('Write your question below. You do not need to log in.')}
          </li>
        ) : null}
        {messages.map((m) => (
          <li key={m.id} className={`support-chat-message support-chat-${m.author}`}>
            <span className="support-chat-meta">
              {m.author === 'agent' ? m.agent_name : t('You')} · {time(m.created_at)}
            </span>
            {m.text ? <p>{m.text}</p> : null}
            {m.attachment_id !== null ? <Photo id={m.attachment_id} /> : null}
          </li>
        ))}
        {closed ? (
          <li className="support-chat-muted">
            {t('This conversation was closed. Write again to start a new one.')}
          </li>
        ) : null}
        <li ref={end} aria-hidden="true" />
      </ol>
      {error ? (
        <p className="support-chat-error" role="alert">
          {error}
        </p>
      ) : null}
      <form className="support-chat-form" onSubmit={(e) => void submit(e)}>
        <label className="support-chat-attach">
          <span>{t('Add a photo')}</span>
          <input
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            disabled={sending}
            onChange={(e) => {
              void attach(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        <textarea
          aria-label={t('Your message')}
          rows={2}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void submit(e);
            }
          }}
        />
        <button type="submit" className="support-chat-send" disabled={sending || !text.trim()}>
          {t('Send')}
        </button>
      </form>
    </section>
  );
}
