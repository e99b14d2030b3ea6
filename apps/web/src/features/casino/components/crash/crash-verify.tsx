import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatMultiplier } from '@shangwe/domain';
import { BottomSheet } from '../../../../components/ui';
import { crashRoundProofQuery } from '../../api/casino-queries';
import { checkCrashRound, type CrashCheck } from '../../verify';
import { msg, t, tAny } from '../../../../lib/i18n';

/** Texts of the crash verification. */
export const CRASH_VERIFY_TEXT = {
  verified: msg('Verified: this crash point was fixed before the round and follows from its seed.'),
  failed: msg('Not verified: the seed or the crash point does not match what was published.'),
  pending: msg('This round has not crashed yet: its seed is revealed when it does.'),
  checking: msg('Checking in your browser…'),
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
      title={t('Verify round #{round}', { round: roundId ?? '' })}
      testId="crash-verify-sheet"
    >
      {proof.isPending ? <p>{tAny(CRASH_VERIFY_TEXT.checking)}</p> : null}
      {proof.isError ? <p role="alert">{t('The proof could not be loaded. Try again.')}</p> : null}
      {proof.data && !round ? <p>{tAny(CRASH_VERIFY_TEXT.pending)}</p> : null}
      {round && chain ? (
        <div className="verify">
          <dl className="verify__facts">
            <dt>{t('Crash point played')}</dt>
            <dd>{formatMultiplier(Math.round(round.crash_point * 100))}</dd>
            <dt>{t('Seed hash (published before the round)')}</dt>
            <dd>
              <code>{round.seed_hash}</code>
            </dd>
            <dt>{t('Seed (revealed after the crash)')}</dt>
            <dd>
              <code>{round.seed}</code>
            </dd>
            <dt>
              {t('Chain #{chain}, position {position} of {length}', {
                chain: chain.chain_id,
                position: round.chain_position,
                length: chain.length,
              })}
            </dt>
            <dd>
              {t('Terminating hash')} <code>{chain.terminating_hash}</code>
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
                  {t('SHA-256 of the seed is the published seed hash')}
                </Check>
                <Check ok={check.chainValid}>
                  {t('The seed hashed {times} times is the chain’s terminating hash', {
                    times: round.chain_position,
                  })}
                </Check>
                <Check ok={check.pointMatches}>
                  {t('HMAC-SHA256(seed, salt) gives {multiplier}', {
                    multiplier: formatMultiplier(check.crashPoint),
                  })}
                </Check>
              </ul>
              <p
                className={`verify__verdict${check.verified ? '' : ' verify__verdict--bad'}`}
                data-testid="crash-verify-verdict"
              >
                {tAny(check.verified ? CRASH_VERIFY_TEXT.verified : CRASH_VERIFY_TEXT.failed)}
              </p>
            </>
          ) : (
            <p>{tAny(CRASH_VERIFY_TEXT.checking)}</p>
          )}
        </div>
      ) : null}
    </BottomSheet>
  );
}
