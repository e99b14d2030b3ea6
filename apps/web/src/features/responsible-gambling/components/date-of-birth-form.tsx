import { validateDateOfBirth } from '@shangwe/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui';
import { useRgChange } from '../api/rg-api';
import { t, tAny } from '../../../lib/i18n';

/** Asks an account made before dates of birth were asked for one; bets wait for it. */
export function DateOfBirthForm() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useRgChange();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = validateDateOfBirth(value, new Date());
    if (!valid.ok) {
      setError(valid.failure.message);
      return;
    }
    setError(null);
    change.mutate({ call: 'dob', date_of_birth: valid.value });
  };
  return (
    <form className="rg-card" onSubmit={submit} data-testid="rg-dob" noValidate>
      <h2>{t('Your date of birth')}</h2>
      <p>{t('Only adults may bet. Please tell us your date of birth before you place a bet.')}</p>
      <label htmlFor="rg-dob-input">{t('Date of birth')}</label>
      <input
        id="rg-dob-input"
        type="date"
        autoComplete="bday"
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      {error || change.error ? (
        <p className="rg-alert" role="alert">
          {tAny(error ?? change.error?.message)}
        </p>
      ) : null}
      <Button type="submit" loading={change.isPending}>
        {t('Save')}
      </Button>
    </form>
  );
}
