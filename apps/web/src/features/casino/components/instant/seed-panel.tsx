import { useEffect, useState } from 'react';
import { isValidClientSeed } from '@shangwe/domain';
import type { CasinoSeedsResponse } from '@shangwe/contract';
import { errorMessageOf, isApiError } from '../../../../lib/api-client';
import { useChangeClientSeed } from '../../hooks/use-instant-play';
import { msg, t, tAny } from '../../../../lib/i18n';

/** Texts of the seed panel. */
export const SEED_TEXT = {
  invalid: msg('The client seed must be 1 to 64 letters, digits, - or _'),
  changed: msg('Client seed changed. The previous server seed is revealed below.'),
} as const;

/**
 * The bettor's seed pair: the SHA-256 of the server seed the next bet uses (shown before the
 * bet), the client seed they may change (which retires and reveals the server seed), the nonce,
 * and the last retired pair with its server seed revealed.
 */
export function SeedPanel({ seeds }: { seeds: CasinoSeedsResponse }) {
  const change = useChangeClientSeed();
  const [draft, setDraft] = useState(seeds.client_seed);
  useEffect(() => setDraft(seeds.client_seed), [seeds.client_seed]);
  const valid = isValidClientSeed(draft.trim());
  const changed = draft.trim() !== seeds.client_seed;
  const error = change.error
    ? isApiError(change.error)
      ? errorMessageOf(change.error.body, change.error.message)
      : errorMessageOf(null)
    : null;

  return (
    <div className="seed-panel" data-testid="seed-panel">
      <dl className="verify__facts">
        <dt>{t('Server seed hash (next bet)')}</dt>
        <dd>
          <code data-testid="server-seed-hash">{seeds.server_seed_hash}</code>
        </dd>
        <dt>{t('Nonce (next bet)')}</dt>
        <dd data-testid="seed-nonce">{seeds.nonce}</dd>
      </dl>
      <form
        className="seed-panel__form"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid && changed) change.mutate(draft.trim());
        }}
      >
        <label htmlFor="client-seed">{t('Client seed')}</label>
        <div className="seed-panel__row">
          <input
            id="client-seed"
            value={draft}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={!valid || undefined}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button
            type="submit"
            className="btn btn-secondary"
            disabled={!valid || !changed || change.isPending}
          >
            {t('Change')}
          </button>
        </div>
        {!valid ? (
          <p className="stake-field__error" role="alert">
            {tAny(SEED_TEXT.invalid)}
          </p>
        ) : null}
        {error ? (
          <p className="stake-field__error" role="alert">
            {tAny(error)}
          </p>
        ) : null}
        {change.isSuccess ? <p role="status">{tAny(SEED_TEXT.changed)}</p> : null}
      </form>
      {seeds.previous ? (
        <dl className="verify__facts" data-testid="previous-seeds">
          <dt>{t('Previous server seed (revealed)')}</dt>
          <dd>
            <code>{seeds.previous.server_seed}</code>
          </dd>
          <dt>{t('Its hash · client seed · bets')}</dt>
          <dd>
            <code>{seeds.previous.server_seed_hash}</code> · {seeds.previous.client_seed} ·{' '}
            {seeds.previous.nonce}
          </dd>
        </dl>
      ) : null}
    </div>
  );
}

/** A random client seed (16 hex digits), for "change my seed" in one tap. */
export function randomClientSeed(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
