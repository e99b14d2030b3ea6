import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { BoApiError } from '../lib/api';

/**
 * What the trading page's forms share: a labelled field, a market's type and line, the reason
 * with the submit button and the refusal, and a list of things in force with a Lift button.
 */

/** The server's own sentence for a refusal, else the fallback. */
export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof BoApiError ? error.message : fallback;

interface FieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  numeric?: 'numeric' | 'decimal';
  placeholder?: string;
  required?: boolean;
}

export function Field({ label, value, onChange, numeric, placeholder, required }: FieldProps) {
  return (
    <label>
      {label}
      <input
        inputMode={numeric}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        required={required}
      />
    </label>
  );
}

/** A market of a match: its type (1 = 1X2) and its line ('total=2.5', empty for none). */
export function useMarketFields() {
  const [subType, setSubType] = useState('1');
  const [line, setLine] = useState('');
  const fields = (
    <>
      <Field label="Market type" numeric="numeric" value={subType} onChange={setSubType} />
      <Field label="Line" value={line} onChange={setLine} placeholder="total=2.5" />
    </>
  );
  return { sub_type_id: Number(subType), special_bet_value: line, fields };
}

/**
 * A trading change: sent with the reason typed, the reason cleared and every trading view
 * read again once saved; `form` gives the reason field, the submit button and the refusal.
 */
export function useTradingChange<T>(
  send: (reason: string) => Promise<T>,
  labels: { submit: string; failed: string },
  onSaved?: (answer: T) => void,
) {
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const change = useMutation({
    mutationFn: () => send(reason),
    onSuccess: (answer) => {
      setReason('');
      onSaved?.(answer);
      void client.invalidateQueries({ queryKey: ['bo', 'trading'] });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate();
  };
  const footer = (more?: ReactNode) => (
    <>
      <Field label="Reason" value={reason} onChange={setReason} required />
      <div className="bo-filter-actions">
        <button type="submit" className="bo-primary" disabled={change.isPending}>
          {labels.submit}
        </button>
        {more}
      </div>
      {change.error && (
        <p className="bo-error" role="alert">
          {errorMessage(change.error, labels.failed)}
        </p>
      )}
    </>
  );
  return { onSubmit, footer, data: change.data };
}

interface LiftListProps<T extends { id: number }> {
  /** The region's name, and its heading. */
  label: string;
  title: string;
  empty: string;
  items: readonly T[];
  describe: (item: T) => ReactNode;
  lift: (item: T) => Promise<unknown>;
  failed: string;
}

/** Things in force (suspensions, result locks), each with its Lift button. */
export function LiftList<T extends { id: number }>(props: LiftListProps<T>) {
  const client = useQueryClient();
  const lift = useMutation({
    mutationFn: props.lift,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['bo', 'trading'] }),
  });
  return (
    <section aria-label={props.label}>
      <h2>{props.title}</h2>
      {props.items.length === 0 && <p>{props.empty}</p>}
      <ul className="bo-list">
        {props.items.map((item) => (
          <li key={item.id}>
            {props.describe(item)}{' '}
            <button type="button" onClick={() => lift.mutate(item)} disabled={lift.isPending}>
              Lift
            </button>
          </li>
        ))}
      </ul>
      {lift.error && (
        <p className="bo-error" role="alert">
          {errorMessage(lift.error, props.failed)}
        </p>
      )}
    </section>
  );
}
