import { accountErrorMessage } from '../api/account-error';
import { TextField } from './text-field';
import { msg, t, tAny } from '../../../lib/i18n';

interface FieldProps {
  value: string;
  error?: string | null | undefined;
  onChange(value: string): void;
}

/** The phone number input of the account forms, with the country's sample number as hint. */
export function PhoneField({ sample, ...field }: FieldProps & { sample: string }) {
  return (
    <TextField
      label={t('Phone number')}
      name="mobile"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={sample}
      value={field.value}
      error={field.error}
      onChange={(e) => field.onChange(e.target.value)}
    />
  );
}

/**
 * A password input. `isNew` marks one being chosen (registration, reset), so password managers
 * offer to generate and save it rather than fill the current one.
 */
export function PasswordField({
  label = msg('Password'),
  isNew = false,
  ...field
}: FieldProps & { label?: string; isNew?: boolean }) {
  return (
    <TextField
      label={tAny(label)}
      name="password"
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      value={field.value}
      error={field.error}
      onChange={(e) => field.onChange(e.target.value)}
    />
  );
}

/** Date of birth (YYYY-MM-DD): registration and accounts asked before they bet (issue 31). */
export function DateOfBirthField(field: FieldProps) {
  return (
    <TextField
      label={t('Date of birth')}
      name="date_of_birth"
      type="date"
      autoComplete="bday"
      value={field.value}
      error={field.error}
      onChange={(e) => field.onChange(e.target.value)}
    />
  );
}

/** The server's refusal of an account request, worded for the bettor; nothing while none. */
export function RequestError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p className="auth-alert" role="alert">
      {tAny(accountErrorMessage(error))}
    </p>
  );
}
