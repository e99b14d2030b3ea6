import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ErrorLine } from './error-line';

/**
 * One staff action: its fields, a submit button, the server's error or a done message (`done`,
 * or the answer's own `message`, or "Saved."). Refreshes the bettor's page after it.
 */
export function ActionForm(props: {
  title: string;
  submit: string;
  done?: string;
  run: () => Promise<unknown>;
  children: ReactNode;
  onDone?: () => void;
}) {
  const client = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: props.run,
    onSuccess: async (answer) => {
      setDone(props.done ?? (answer as { message?: string } | undefined)?.message ?? 'Saved.');
      props.onDone?.();
      await client.invalidateQueries({ queryKey: ['bo', 'bettor'] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    mutation.mutate();
  };
  return (
    <form className="bo-action" onSubmit={submit} aria-label={props.title}>
      <h3>{props.title}</h3>
      {props.children}
      <button type="submit" className="bo-primary" disabled={mutation.isPending}>
        {props.submit}
      </button>
      <ErrorLine error={mutation.error} />
      {done && !mutation.error && <p className="bo-muted">{done}</p>}
    </form>
  );
}

/** The reason a staff action is taken for (kept in the audit log). */
export function ReasonField(props: { value: string; onChange: (v: string) => void }) {
  return (
    <label>
      Reason
      <input value={props.value} onChange={(e) => props.onChange(e.target.value)} />
    </label>
  );
}
