import {
  boEndpoints,
  type BoChatConversation,
  type BoChatDetail,
} from '@shangwe/contract/backoffice';
import type { SupportChatMessage } from '@shangwe/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Bettor360 } from '../bettors/bettor-page';
import { utc } from '../components/list-table';
import { boRequest } from '../lib/api';
import { hasPermission, useStaff } from '../lib/session';
import { CHAT_QUERY_KEY, refreshChat, useAgentSocket } from './agent-socket';
import { errorMessage } from '../components/error-line';
import { ErrorLine } from '../components/error-line';

function who(c: BoChatConversation) {
  return c.mobile ? `+${c.mobile}` : `Visitor #${c.id}`;
}

/** The queue: open conversations, unassigned first, then the longest waiting. */
function Queue(props: {
  status: 'open' | 'closed';
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const result = useQuery({
    queryKey: [...CHAT_QUERY_KEY, 'queue', props.status],
    queryFn: () => boRequest(boEndpoints.chatQueue, { query: { status: props.status } }),
  });
  if (result.error) return <p className="bo-error">{errorMessage(result.error)}</p>;
  if (!result.data) return <p className="bo-muted">Loading…</p>;
  if (result.data.items.length === 0)
    return <p className="bo-muted">No {props.status} conversation.</p>;
  return (
    <ul className="bo-chat-queue" aria-label="Conversations">
      {result.data.items.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            aria-current={c.id === props.selected ? 'true' : undefined}
            onClick={() => props.onSelect(c.id)}
          >
            <strong>{who(c)}</strong>
            <span className="bo-muted">
              {c.assigned_staff_name ? `· ${c.assigned_staff_name}` : '· Unassigned'}
            </span>
            {c.waiting_since && <span className="bo-chat-waiting">Waiting</span>}
            <span className="bo-chat-preview">{c.last_message}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** An image of a message, fetched with the staff session and shown from memory. */
function Attachment({ id }: { id: number }) {
  const result = useQuery({
    queryKey: [...CHAT_QUERY_KEY, 'attachment', id],
    queryFn: () => boRequest(boEndpoints.chatAttachment, { params: { id } }),
    staleTime: Infinity,
  });
  if (!result.data) return <span className="bo-muted">Image…</span>;
  return (
    <img
      className="bo-chat-image"
      alt="Image sent in the chat"
      src={`data:${result.data.content_type};base64,${result.data.data_base64}`}
    />
  );
}

function Message({ m }: { m: SupportChatMessage }) {
  return (
    <li className={`bo-chat-message bo-chat-${m.author}`}>
      <span className="bo-muted">
        {m.author === 'agent' ? m.agent_name : 'Bettor'} · {utc(m.created_at)}
      </span>
      {m.text && <p>{m.text}</p>}
      {m.attachment_id !== null && <Attachment id={m.attachment_id} />}
    </li>
  );
}

function Conversation({ id }: { id: number }) {
  const client = useQueryClient();
  const staff = useStaff().data;
  const [text, setText] = useState('');
  const [handTo, setHandTo] = useState('');
  const end = useRef<HTMLLIElement>(null);
  const detail = useQuery({
    queryKey: [...CHAT_QUERY_KEY, 'conversation', id],
    queryFn: () => boRequest(boEndpoints.chatConversation, { params: { id } }),
  });
  const canned = useQuery({
    queryKey: [...CHAT_QUERY_KEY, 'canned'],
    queryFn: () => boRequest(boEndpoints.cannedReplies),
    staleTime: 60_000,
  });
  const agents = useQuery({
    queryKey: [...CHAT_QUERY_KEY, 'agents'],
    queryFn: () => boRequest(boEndpoints.chatAgents),
    staleTime: 60_000,
  });
  const after = () => refreshChat(client);
  const action = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: after,
  });
  const count = detail.data?.messages.length ?? 0;
  useEffect(() => end.current?.scrollIntoView?.({ block: 'end' }), [count]);

  if (detail.error) return <p className="bo-error">{errorMessage(detail.error)}</p>;
  const data: BoChatDetail | undefined = detail.data;
  if (!data) return <p className="bo-muted">Loading…</p>;
  const c = data.conversation;
  const open = c.status === 'open';
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    action.mutate(() => boRequest(boEndpoints.chatReply, { params: { id }, body: { text } }), {
      onSuccess: () => setText(''),
    });
  };
  return (
    <section className="bo-chat-conversation" aria-label={`Conversation with ${who(c)}`}>
      <header className="bo-chat-head">
        <h2>{who(c)}</h2>
        <span className="bo-muted">
          {open
            ? c.assigned_staff_name
              ? `Assigned to ${c.assigned_staff_name}`
              : 'Unassigned'
            : 'Closed'}
        </span>
        {open && c.assigned_staff_id === null && (
          <button
            type="button"
            onClick={() => action.mutate(() => boRequest(boEndpoints.chatTake, { params: { id } }))}
          >
            Take
          </button>
        )}
        {open && (
          <form
            className="bo-chat-inline"
            onSubmit={(e) => {
              e.preventDefault();
              if (handTo)
                action.mutate(() =>
                  boRequest(boEndpoints.chatHandover, {
                    params: { id },
                    body: { staff_id: Number(handTo) },
                  }),
                );
            }}
          >
            <label>
              Hand over to
              <select value={handTo} onChange={(e) => setHandTo(e.target.value)}>
                <option value="">Choose an agent</option>
                {agents.data?.items
                  .filter((a) => a.id !== c.assigned_staff_id)
                  .map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name}
                    </option>
                  ))}
              </select>
            </label>
            <button type="submit">Hand over</button>
          </form>
        )}
        {open && (
          <button
            type="button"
            onClick={() =>
              action.mutate(() => boRequest(boEndpoints.chatClose, { params: { id }, body: {} }))
            }
          >
            Close conversation
          </button>
        )}
      </header>
      <ErrorLine error={action.error} />
      <ol className="bo-chat-messages" aria-label="Messages">
        {data.messages.map((m) => (
          <Message key={m.id} m={m} />
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
      {open && (
        <form className="bo-chat-compose" onSubmit={send} aria-label="Answer">
          {canned.data && canned.data.items.length > 0 && (
            <label>
              Canned reply
              <select
                value=""
                onChange={(e) => {
                  const reply = canned.data.items.find((r) => String(r.id) === e.target.value);
                  if (reply) setText(reply.body);
                }}
              >
                <option value="">Choose…</option>
                {canned.data.items.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.title}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label>
            Your answer
            <textarea
              value={text}
              rows={3}
              maxLength={2000}
              onChange={(e) => setText(e.target.value)}
            />
          </label>
          <button type="submit" className="bo-primary" disabled={action.isPending}>
            Send
          </button>
        </form>
      )}
      {c.profile_id !== null && hasPermission(staff, 'bettors.read') && (
        <aside className="bo-chat-bettor" aria-label="Bettor 360">
          <Bettor360 id={c.profile_id} />
        </aside>
      )}
    </section>
  );
}

/** Support chat console: the queue, one conversation, and the bettor beside it. */
export default function ChatPage() {
  const live = useAgentSocket();
  const [params, setParams] = useSearchParams();
  const selected = params.get('c') ? Number(params.get('c')) : null;
  const status = params.get('status') === 'closed' ? 'closed' : 'open';
  const select = (id: number) => setParams({ status, c: String(id) });
  return (
    <div className="bo-chat">
      <h1>Support chat</h1>
      <p className="bo-muted" role="status">
        {live ? 'Live: new messages appear as they arrive.' : 'Connecting to live updates…'}
      </p>
      <div className="bo-chat-layout">
        <nav className="bo-chat-side" aria-label="Queue">
          <div className="bo-chat-tabs">
            <button
              type="button"
              aria-pressed={status === 'open'}
              onClick={() => setParams({ status: 'open' })}
            >
              Open
            </button>
            <button
              type="button"
              aria-pressed={status === 'closed'}
              onClick={() => setParams({ status: 'closed' })}
            >
              Closed
            </button>
          </div>
          <Queue status={status} selected={selected} onSelect={select} />
        </nav>
        {selected ? (
          <Conversation key={selected} id={selected} />
        ) : (
          <p className="bo-muted">Choose a conversation.</p>
        )}
      </div>
    </div>
  );
}
