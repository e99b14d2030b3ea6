import { boEndpoints, type BoCannedReply } from '@shangwe/contract/backoffice';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { boRequest } from '../lib/api';
import { CHAT_QUERY_KEY } from './agent-socket';
import { errorMessage } from '../components/error-line';

/** One canned reply: a new one (no `reply`) or an edit of one. */
function ReplyForm({ reply }: { reply?: BoCannedReply }) {
  const client = useQueryClient();
  const [title, setTitle] = useState(reply?.title ?? '');
  const [body, setBody] = useState(reply?.body ?? '');
  const save = useMutation({
    mutationFn: () =>
      reply
        ? boRequest(boEndpoints.cannedReplyUpdate, {
            params: { id: reply.id },
            body: { title, body },
          })
        : boRequest(boEndpoints.cannedReplyCreate, { body: { title, body } }),
    onSuccess: async () => {
      if (!reply) {
        setTitle('');
        setBody('');
      }
      await client.invalidateQueries({ queryKey: [...CHAT_QUERY_KEY, 'canned'] });
    },
  });
  const remove = useMutation({
    mutationFn: () => boRequest(boEndpoints.cannedReplyDelete, { params: { id: reply!.id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...CHAT_QUERY_KEY, 'canned'] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const label = reply ? `Canned reply ${reply.title}` : 'New canned reply';
  return (
    <form className="bo-action" onSubmit={submit} aria-label={label}>
      <label>
        Title
        <input value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} />
      </label>
      <label>
        Reply
        <textarea
          value={body}
          rows={3}
          maxLength={2000}
          onChange={(e) => setBody(e.target.value)}
        />
      </label>
      <button type="submit" className="bo-primary" disabled={save.isPending}>
        {reply ? 'Save' : 'Add'}
      </button>
      {reply && (
        <button type="button" onClick={() => remove.mutate()} disabled={remove.isPending}>
          Delete
        </button>
      )}
      {(save.error ?? remove.error) && (
        <p className="bo-error" role="alert">
          {errorMessage(save.error ?? remove.error)}
        </p>
      )}
    </form>
  );
}

/** Admins write the answers agents pick from in the chat. */
export default function CannedRepliesPage() {
  const result = useQuery({
    queryKey: [...CHAT_QUERY_KEY, 'canned'],
    queryFn: () => boRequest(boEndpoints.cannedReplies),
  });
  return (
    <div>
      <h1>Canned replies</h1>
      <div className="bo-actions">
        <ReplyForm />
        {result.data?.items.map((r) => (
          <ReplyForm key={`${r.id}-${r.updated_at}`} reply={r} />
        ))}
      </div>
      {result.error && <p className="bo-error">{errorMessage(result.error)}</p>}
    </div>
  );
}
