import {
  boEndpoints,
  RECONCILIATION_STATES,
  type BoReconciliationLine,
} from '@shangwe/contract/backoffice';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { BoApiError, boRequest } from '../lib/api';
import { ErrorLine } from '../components/error-line';

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const money = (n: number) =>
  n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const STATE_LABELS = {
  settled: 'Settled',
  pending: 'Pending',
  failed: 'Failed',
  unmatched: 'Unmatched',
} as const;

/** One waiting payment's actions: ask the rail again, or mark it failed with a reason. */
function Resolve({ line, day }: { line: BoReconciliationLine; day: string }) {
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: ['bo', 'reconciliation', day] });
  const params = { kind: line.kind, reference: line.reference };
  const query = useMutation({
    mutationFn: () => boRequest(boEndpoints.paymentQuery, { params }),
    onSuccess: (r) => {
      setMessage(r.changed ? `The rail says ${r.status}` : 'The rail has no answer yet');
      void refresh();
    },
    onError: (e) => setMessage(e instanceof BoApiError ? e.message : 'The rail could not be asked'),
  });
  const fail = useMutation({
    mutationFn: () => boRequest(boEndpoints.paymentFail, { params, body: { reason } }),
    onSuccess: () => {
      setMessage('Marked failed');
      void refresh();
    },
    onError: (e) =>
      setMessage(e instanceof BoApiError ? e.message : 'The payment could not be marked failed'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    fail.mutate();
  };
  return (
    <form className="bo-resolve" onSubmit={submit} aria-label={`Resolve ${line.reference}`}>
      <button type="button" onClick={() => query.mutate()} disabled={query.isPending}>
        Ask the rail again
      </button>
      <label>
        Reason
        <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
      </label>
      <button type="submit" disabled={fail.isPending || reason.trim().length < 3}>
        Mark failed
      </button>
      {message && <span role="status">{message}</span>}
    </form>
  );
}

/**
 * The daily payments report (`npm run payments:report`) on a screen: every rail's settled,
 * pending, failed and unmatched payments against the ledger; a payment still waiting can be
 * asked about again or marked failed (audited; a withdrawal's money goes back through the
 * wallet). An unmatched settled payment is corrected on the bettor's page (balance adjustment).
 */
export default function ReconciliationPage() {
  const [draft, setDraft] = useState(yesterday());
  const [day, setDay] = useState(yesterday());
  const [state, setState] = useState<string>('');
  const result = useQuery({
    queryKey: ['bo', 'reconciliation', day],
    queryFn: () => boRequest(boEndpoints.reconciliation, { query: { day } }),
    placeholderData: keepPreviousData,
  });
  const lines = (result.data?.lines ?? []).filter((l) => !state || l.state === state);
  return (
    <section>
      <h1>Payment reconciliation</h1>
      <form
        className="bo-filters"
        onSubmit={(e) => {
          e.preventDefault();
          if (draft) setDay(draft);
        }}
      >
        <label>
          Day (UTC)
          <input type="date" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </label>
        <label>
          Show
          <select value={state} onChange={(e) => setState(e.target.value)}>
            <option value="">Every payment</option>
            {RECONCILIATION_STATES.map((s) => (
              <option key={s} value={s}>
                {STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <div className="bo-filter-actions">
          <button type="submit" className="bo-primary">
            Show
          </button>
        </div>
      </form>
      <ErrorLine error={result.error} fallback={'The reconciliation could not be loaded'} />
      <div className="bo-table-scroll">
        <table className="bo-table" aria-label="Rails">
          <thead>
            <tr>
              <th scope="col">Rail</th>
              {RECONCILIATION_STATES.map((s) => (
                <th key={s} scope="col">
                  {STATE_LABELS[s]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(result.data?.rails ?? []).map((r) => (
              <tr key={r.provider}>
                <th scope="row">{r.provider === '-' ? 'No payment' : r.provider}</th>
                {RECONCILIATION_STATES.map((s) => (
                  <td key={s}>
                    {r[s].count} · {money(r[s].amount)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="bo-table-scroll">
        <table className="bo-table" aria-label="Payments">
          <thead>
            <tr>
              <th scope="col">Payment</th>
              <th scope="col">Rail</th>
              <th scope="col">State</th>
              <th scope="col">Amount</th>
              <th scope="col">Ledger</th>
              <th scope="col">Receipt</th>
              <th scope="col">Bettor</th>
              <th scope="col">Resolve</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={`${l.kind}:${l.reference}:${l.state}`}>
                <td>
                  {l.kind} {l.reference}
                </td>
                <td>{l.provider}</td>
                <td>
                  {STATE_LABELS[l.state]}
                  {l.problem && <div className="bo-muted">{l.problem}</div>}
                </td>
                <td>{money(l.amount)}</td>
                <td>{money(l.ledger)}</td>
                <td>{l.receipt ?? '—'}</td>
                <td>
                  {l.profile_id ? <Link to={`/bettors/${l.profile_id}`}>{l.profile_id}</Link> : '—'}
                </td>
                <td>{l.state === 'pending' ? <Resolve line={l} day={day} /> : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {result.data && lines.length === 0 && <p className="bo-muted">No payment to show.</p>}
    </section>
  );
}
