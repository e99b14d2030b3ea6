import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@shangwe/contract';
import { api, apiBase } from '../lib/api-client';
import './virtual-seed-proof.css';
import { t } from '../lib/i18n';

/**
 * The fairness proof of a virtual match-day (issue 14), for the virtual screens and My Bets:
 * the SHA-256 of its seed published when betting opens, the seed revealed when it ends, and a
 * check anybody can repeat (the server recomputes the results from the seed).
 */

export const virtualVerifyQuery = (roundId: number) =>
  queryOptions({
    queryKey: ['virtuals', 'verify', roundId],
    queryFn: () => api.call(endpoints.virtualVerify, { query: { round: roundId } }),
    // A finished round never changes.
    staleTime: Infinity,
  });

/** "Result fixed in advance": the published SHA-256 of a match-day's seed. */
export function SeedHash({ hash }: { hash: string }) {
  return (
    <p className="seed-proof__line">
      {t('Result fixed in advance: sha256')} <code className="seed-proof__hex">{hash}</code>
    </p>
  );
}

/** The revealed seed of a finished match-day with its Verify check. */
export function SeedProof({
  roundId,
  seed,
  seedHash,
}: {
  roundId: number;
  seed: string;
  seedHash: string;
}) {
  const [asked, setAsked] = useState(false);
  const verify = useQuery({ ...virtualVerifyQuery(roundId), enabled: asked });
  const proof = verify.data;
  const ok = proof ? proof.hash_matches && proof.results_match : false;
  return (
    <div className="seed-proof">
      <SeedHash hash={seedHash} />
      <p className="seed-proof__line">
        {t('Seed revealed:')} <code className="seed-proof__hex">{seed}</code>
      </p>
      {!asked && (
        <button type="button" className="seed-proof__link" onClick={() => setAsked(true)}>
          {t('Verify')}
        </button>
      )}
      {asked && verify.isPending && <p className="seed-proof__line">{t('Checking…')}</p>}
      {asked && verify.isError && (
        <p className="seed-proof__line">{t('The check could not run, try again.')}</p>
      )}
      {proof && (
        <p className={`seed-proof__verdict${ok ? '' : ' seed-proof__verdict--bad'}`}>
          {ok
            ? t(
                "Verified: the seed's SHA-256 is the published hash and all {count} results follow from it.",
                { count: proof.matches.length },
              )
            : t('Not verified: the seed or the results do not match what was published.')}
        </p>
      )}
      <a className="seed-proof__link" href={`${apiBase('base')}virtuals/verify?round=${roundId}`}>
        {t('Proof data')}
      </a>
    </div>
  );
}
