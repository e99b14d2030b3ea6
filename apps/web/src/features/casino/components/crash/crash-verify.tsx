import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatMultiplier } from '@shangwe/domain';
import { BottomSheet } from '../../../../components/ui';
import { crashRoundProofQuery } from '../../api/casino-queries';
import { checkCrashRound, type CrashCheck } from '../../verify';

/** Texts of the crash verification. */
export const CRASH_VERIFY_TEXT = {
  verified: 'Verified: this crash point was fixed before the round and follows from its seed.',
  failed: 'Not verified: the seed or the crash point does not match what was published.',
  pending: 'This round has not crashed yet: its seed is revealed when it does.',
  checking: 'Checking in your browser…',
} as const;

function Check({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  return (
    <li className={`verify-check verify-check--${ok ? 'ok' : 'bad'}`}>
      <span aria-hidden="true">{ok ? '✓' : '✗'}</span> {children}
    </li>
  );
}

/**
 * One crashed round's proof, recomputed here in the browser with the domain's functions: the
 * seed's SHA-256 against the hash published before the round, the seed against the chain's
 * terminating hash, and HMAC-SHA256(seed, salt) against the crash point played.
 */
export function CrashVerifySheet({
  roundId,
  onClose,
}: {
  roundId: number | null;
  onClose: () => void;
}) {
  const proof = useQuery({ ...crashRoundProofQuery(roundId ?? 0), enabled: roundId !== null });
  const [check, setCheck] = useState<CrashCheck | null>(null);
  const round = proof.data?.round ?? null;
  const chain = proof.data?.chain ?? null;

  useEffect(() => {
    setCheck(null);
    if (!round || !chain) return;
    // After a paint: hashing a long chain takes a moment on a small phone.
    const timer = setTimeout(() => setCheck(checkCrashRound(round, chain)), 30);
    return () => clearTimeout(timer);
  }, [round, chain]);

  return (
    <BottomSheet
      state={roundId === null ? 'close' : 'open'}
      onClose={onClose}
      title={`Verify round #${roundId ?? ''}`}
      testId="crash-verify-sheet"
    >
      {proof.isPending ? <p>{CRASH_VERIFY_TEXT.checking}</p> : null}
      {proof.isError ? <p role="alert">The proof could not be loaded. Try again.</p> : null}
      {proof.data && !round ? <p>{CRASH_VERIFY_TEXT.pending}</p> : null}
      {round && chain ? (
        <div className="verify">
          <dl className="verify__facts">
            <dt>Crash point played</dt>
            <dd>{formatMultiplier(Math.round(round.crash_point * 100))}</dd>
            <dt>Seed hash (published before the round)</dt>
            <dd>
              <code>{round.seed_hash}</code>
            </dd>
            <dt>Seed (revealed after the crash)</dt>
            <dd>
              <code>{round.seed}</code>
            </dd>
            <dt>
              Chain #{chain.chain_id}, position {round.chain_position} of {chain.length}
            </dt>
            <dd>
              Terminating hash <code>{chain.terminating_hash}</code>
            </dd>
            <dt>Salt</dt>
            <dd>
              <code>{chain.salt}</code>
            </dd>
          </dl>
          {check ? (
            <>
              <ul className="verify__checks">
                <Check ok={check.seedHashMatches}>
                  SHA-256 of the seed is the published seed hash
                </Check>
                <Check ok={check.chainValid}>
                  The seed hashed {round.chain_position} times is the chain’s terminating hash
                </Check>
                <Check ok={check.pointMatches}>
                  HMAC-SHA256(seed, salt) gives {formatMultiplier(check.crashPoint)}
                </Check>
              </ul>
              <p
                className={`verify__verdict${check.verified ? '' : ' verify__verdict--bad'}`}
                data-testid="crash-verify-verdict"
              >
                {check.verified ? CRASH_VERIFY_TEXT.verified : CRASH_VERIFY_TEXT.failed}
              </p>
            </>
          ) : (
            <p>{CRASH_VERIFY_TEXT.checking}</p>
          )}
        </div>
      ) : null}
    </BottomSheet>
  );
}
