import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { validateLoadCode } from '@shangwe/domain';
import { msg, t, tAny } from '../../../lib/i18n';

export const LOAD_CODE_PROMPT = msg('Do you have a shared betslip code? Enter it here.');

/**
 * The empty normal slip's box (spec 01 §2, §5): an empty code gives 'Please enter a code';
 * a code opens `/share/{code}`, whose screen loads the shared slip.
 */
export function LoadCodeBox() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateLoadCode(code);
    if (!result.ok) {
      setError(result.failure.message);
      return;
    }
    setError(null);
    void navigate(`/share/${encodeURIComponent(result.value.toUpperCase())}`);
  };

  return (
    <form className="load-code" onSubmit={submit} noValidate data-testid="load-betslip">
      <p>{tAny(LOAD_CODE_PROMPT)}</p>
      <input
        value={code}
        onChange={(event) => setCode(event.target.value)}
        placeholder={t('e.g. VBQ4D7K')}
        aria-label={t('Betslip code')}
        maxLength={12}
        autoCapitalize="characters"
      />
      {error && (
        <p className="load-code__error" role="alert">
          {tAny(error)}
        </p>
      )}
      <button type="submit" className="slip-button">
        {t('Load Betslip')}
      </button>
    </form>
  );
}
