import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorLine } from '../components/error-line';

/**
 * Approve / reject of one queue item. A rejection needs a reason (the bettor reads it). After
 * either, the queue `queryKey` is refetched.
 */
export function Decision(props: {
  /** Names the item for screen readers and tests ('withdrawal W…', 'KYC of +2547…'). */
  label: string;
  queryKey: readonly unknown[];
  approve: () => Promise<unknown>;
  reject: (reason: string) => Promise<unknown>;
}) {
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: props.queryKey });
  const approve = useMutation({ mutationFn: props.approve, onSuccess: refresh });
  const reject = useMutation({ mutationFn: () => props.reject(reason), onSuccess: refresh });
  const busy = approve.isPending || reject.isPending;
  const error = approve.error ?? reject.error;
  const submitReject = (event: FormEvent) => {
    event.preventDefault();
    reject.mutate();
  };
  return (
    <form className="bo-decision" onSubmit={submitReject} aria-label={`Decide ${props.label}`}>
      <button type="button" className="bo-primary" disabled={busy} onClick={() => approve.mutate()}>
        Approve
      </button>
      <label>
        Reason for the bettor
        <input value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button type="submit" disabled={busy}>
        Reject
      </button>
      <ErrorLine error={error} />
    </form>
  );
}

/** The Waiting / Decided switch of a queue. */
export function QueueState(props: {
  state: 'waiting' | 'decided';
  onChange: (state: 'waiting' | 'decided') => void;
}) {
  return (
    <div className="bo-tabs" role="group" aria-label="Queue">
      {(['waiting', 'decided'] as const).map((s) => (
        <button
          key={s}
          type="button"
          aria-pressed={props.state === s}
          className={props.state === s ? 'bo-primary' : undefined}
          onClick={() => props.onChange(s)}
        >
          {s === 'waiting' ? 'Waiting' : 'Decided'}
        </button>
      ))}
    </div>
  );
}

export const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-GB', { timeZone: 'UTC' }) + ' UTC' : '—';
