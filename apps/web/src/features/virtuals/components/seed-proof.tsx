import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiBase } from '../../../lib/api-client';
import { verifyQuery } from '../api/virtual-queries';

/** "Result fixed in advance": the published SHA-256 of a match-day's seed. */
export function SeedHash({ hash }: { hash: string }) {
  return (
    <p className="vseed">
      Result fixed in advance: sha256 <code className="vseed__hash">{hash}</code>
    </p>
  );
}

/**
 * The seed proof of a finished match-day: the revealed seed and a check that anybody can
 * repeat (the server recomputes the results from the seed with the documented algorithm).
 */
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
  const verify = useQuery({ ...verifyQuery(roundId), enabled: asked });
  const proof = verify.data;
  return (
    <div className="vproof">
      <SeedHash hash={seedHash} />
      <p className="vseed">
        Seed revealed: <code className="vseed__hash">{seed}</code>
      </p>
      {!asked && (
        <button type="button" className="vlink" onClick={() => setAsked(true)}>
          Verify
        </button>
      )}
      {asked && verify.isPending && <p className="vnote">Checking…</p>}
      {asked && verify.isError && <p className="vnote">The check could not run, try again.</p>}
      {proof && (
        <p
          className={`vproof__verdict${proof.hash_matches && proof.results_match ? '' : ' vproof__verdict--bad'}`}
          role="status"
        >
          {proof.hash_matches && proof.results_match
            ? `Verified: the seed's SHA-256 is the published hash and all ${proof.matches.length} results follow from it.`
            : 'Not verified: the seed or the results do not match what was published.'}
        </p>
      )}
      <a className="vlink" href={`${apiBase('base')}virtuals/verify?round=${roundId}`}>
        Proof data
      </a>
    </div>
  );
}
