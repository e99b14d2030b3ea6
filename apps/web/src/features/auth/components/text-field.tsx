import { useId, type InputHTMLAttributes } from 'react';
import { tAny } from '../../../lib/i18n';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The validation message shown under the input (spec wording). */
  error?: string | null;
}

/** A labelled input with its validation message, wired for screen readers. */
export function TextField({ label, error, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`auth-field${error ? ' auth-field--invalid' : ''} ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p className="auth-field__error" id={errorId} role="alert">
          {tAny(error)}
        </p>
      ) : null}
    </div>
  );
}
