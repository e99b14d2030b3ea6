import { BoApiError } from '../lib/api';

const DEFAULT = 'That did not work. Please try again';

/** What a staff member reads when a call fails: the server's message, never a stack. */
export const errorMessage = (error: unknown, fallback = DEFAULT) =>
  error instanceof BoApiError ? error.message : fallback;

/** A failed call's message, announced; nothing while there is no error. */
export function ErrorLine(props: { error: unknown; fallback?: string }) {
  if (!props.error) return null;
  return (
    <p className="bo-error" role="alert">
      {errorMessage(props.error, props.fallback)}
    </p>
  );
}
