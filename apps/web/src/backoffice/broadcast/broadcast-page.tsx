import { boEndpoints } from '@shangwe/contract/backoffice';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { boRequest } from '../lib/api';
import { ErrorLine } from '../components/error-line';

type Country = 'all' | 'KE' | 'GH' | 'NG';
type Level = 'info' | 'success' | 'warning' | 'error';

/**
 * The operator's broadcast: a notification to every bettor of a country (or all), stored and
 * pushed to open sessions at once. Audited. A key makes a repeat send nothing.
 */
export default function BroadcastPage() {
  const [country, setCountry] = useState<Country>('all');
  const [level, setLevel] = useState<Level>('info');
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [key, setKey] = useState('');
  const send = useMutation({
    mutationFn: () =>
      boRequest(boEndpoints.broadcast, {
        body: { country, level, title, message, ...(key.trim() && { key: key.trim() }) },
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  return (
    <section>
      <h1>Broadcast</h1>
      <form className="bo-action" onSubmit={submit} aria-label="Send a broadcast">
        <label>
          Country
          <select value={country} onChange={(e) => setCountry(e.target.value as Country)}>
            <option value="all">All countries</option>
            <option value="KE">Kenya</option>
            <option value="GH">Ghana</option>
            <option value="NG">Nigeria</option>
          </select>
        </label>
        <label>
          Level
          <select value={level} onChange={(e) => setLevel(e.target.value as Level)}>
            <option value="info">Information</option>
            <option value="success">Good news</option>
            <option value="warning">Warning</option>
            <option value="error">Problem</option>
          </select>
        </label>
        <label>
          Title
          <input value={title} maxLength={80} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label>
          Message
          <textarea
            value={message}
            rows={4}
            maxLength={500}
            onChange={(e) => setMessage(e.target.value)}
          />
        </label>
        <label>
          Key (optional: a repeat with the same key sends nothing)
          <input value={key} maxLength={100} onChange={(e) => setKey(e.target.value)} />
        </label>
        <button type="submit" className="bo-primary" disabled={send.isPending}>
          Send to bettors
        </button>
        <ErrorLine error={send.error} />
        {send.data && (
          <p className="bo-muted" role="status">
            {send.data.sent
              ? `Sent (notification ${send.data.notification_id}).`
              : 'A broadcast with this key was sent before: nothing was sent again.'}
          </p>
        )}
      </form>
    </section>
  );
}
