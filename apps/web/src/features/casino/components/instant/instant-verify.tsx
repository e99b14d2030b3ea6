import { useMemo } from 'react';
import { formatCurrency } from '@shangwe/domain';
import type { CasinoBet } from '@shangwe/contract';
import { BottomSheet } from '../../../../components/ui';
import { useCountryConfig } from '../../../../shared/country-store';
import { checkInstant, diceTermsOf } from '../../verify';
import { msg, t, tAny } from '../../../../lib/i18n';

/** Texts of the instant verification. */
export const INSTANT_VERIFY_TEXT = {
  verified: msg(
    'Verified: this result follows from the seeds, and the server seed is the one whose hash you saw before the bet.',
  ),
  failed: msg('Not verified: the seeds do not give the result that was played.'),
} as const;

/**
 * One instant bet recomputed in the browser with the domain's functions: the revealed server
 * seed against the hash shown before the bet, then HMAC-SHA256(server seed, client seed:nonce)
 * read as the game's result, compared with the result played.
 */
export function InstantVerifySheet({
  bet,
  onClose,
}: {
  bet: CasinoBet | null;
  onClose: () => void;
}) {
  const config = useCountryConfig();
  const check = useMemo(() => {
    if (
      !bet ||
      !bet.server_seed ||
      !bet.server_seed_hash ||
      bet.client_seed === null ||
      bet.nonce === null
    )
      return null;
    if (bet.game !== 'dice' && bet.game !== 'wheel') return null;
    const terms = bet.game === 'dice' ? diceTermsOf(bet) : null;
    return checkInstant({
      game: bet.game,
      serverSeed: bet.server_seed,
      serverSeedHash: bet.server_seed_hash,
      clientSeed: bet.client_seed,
      nonce: bet.nonce,
      target: terms?.target,
      direction: terms?.direction,
    });
  }, [bet]);
  const resultMatches =
    !!bet &&
    !!check &&
    check.won === (bet.status === 'won') &&
    Math.abs(check.multiplier - (bet.multiplier ?? 0)) < 0.00005;
  const verified = !!check && check.seedHashMatches && resultMatches;

  return (
    <BottomSheet
      state={bet ? 'open' : 'close'}
      onClose={onClose}
      title={t('Verify bet #{bet}', { bet: bet?.bet_id ?? '' })}
      testId="instant-verify-sheet"
    >
      {bet && check ? (
        <div className="verify">
          <dl className="verify__facts">
            <dt>{t('Bet')}</dt>
            <dd>
              {bet.detail} · {t('stake {amount}', { amount: formatCurrency(bet.stake, config) })} ·{' '}
              {t('paid {amount}', { amount: formatCurrency(bet.payout, config) })}
            </dd>
            <dt>{t('Server seed (revealed)')}</dt>
            <dd>
              <code>{bet.server_seed}</code>
            </dd>
            <dt>{t('Server seed hash (shown before the bet)')}</dt>
            <dd>
              <code>{bet.server_seed_hash}</code>
            </dd>
            <dt>{t('Client seed · nonce')}</dt>
            <dd>
              <code>{bet.client_seed}</code> · {bet.nonce}
            </dd>
            <dt>HMAC-SHA256(server seed, “client seed:nonce”)</dt>
            <dd>
              <code>{check.hmac}</code>
            </dd>
          </dl>
          <ul className="verify__checks">
            <li className={`verify-check verify-check--${check.seedHashMatches ? 'ok' : 'bad'}`}>
              <span aria-hidden="true">{check.seedHashMatches ? '✓' : '✗'}</span>{' '}
              {t('SHA-256 of the server seed is the hash shown before the bet')}
            </li>
            <li className={`verify-check verify-check--${resultMatches ? 'ok' : 'bad'}`}>
              <span aria-hidden="true">{resultMatches ? '✓' : '✗'}</span>{' '}
              {bet.game === 'dice'
                ? check.won
                  ? t('The seeds roll {roll}: a win at {multiplier}x', {
                      roll: check.outcome.toFixed(2),
                      multiplier: check.multiplier,
                    })
                  : t('The seeds roll {roll}: no win', { roll: check.outcome.toFixed(2) })
                : t('The wheel stops on segment {segment}: {multiplier}x', {
                    segment: (check.segment ?? 0) + 1,
                    multiplier: check.multiplier.toFixed(2),
                  })}
            </li>
          </ul>
          <p
            className={`verify__verdict${verified ? '' : ' verify__verdict--bad'}`}
            data-testid="instant-verify-verdict"
          >
            {tAny(verified ? INSTANT_VERIFY_TEXT.verified : INSTANT_VERIFY_TEXT.failed)}
          </p>
        </div>
      ) : null}
    </BottomSheet>
  );
}
