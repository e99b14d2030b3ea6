import { useQuery } from '@tanstack/react-query';
import { CRASH_HOUSE_EDGE_PERCENT } from '@shangwe/domain';
import type { CrashRound } from '@shangwe/contract';
import { casinoGamesQuery } from '../../api/casino-queries';
import { t, tAny } from '../../../../lib/i18n';

/**
 * The crash game's fairness details: how a crash point is fixed, the house edge, the seed hash
 * of the round now, and how to check any past round (tap a crash point above the stage).
 */
export function CrashFairness({ round }: { round: CrashRound }) {
  const games = useQuery(casinoGamesQuery());
  const text = games.data?.games.find((g) => g.id === 'crash')?.fairness;
  return (
    <div className="casino-fairness">
      {text ? <p>{tAny(text)}</p> : null}
      <p>
        {t('House edge:')} <strong>{CRASH_HOUSE_EDGE_PERCENT}%</strong>.{' '}
        {t(
          'Crash point = max(1.00, floor(97 ÷ (1 − X)) ÷ 100), where X is the first 52 bits of HMAC-SHA256(round seed, chain salt) divided by 2^52.',
        )}
      </p>
      <dl className="verify__facts">
        <dt>
          {t('Round #{round}: seed hash, published before bets open', { round: round.round_id })}
        </dt>
        <dd>
          <code data-testid="crash-seed-hash">{round.seed_hash}</code>
        </dd>
        <dt>{t('Chain')}</dt>
        <dd>
          {t('#{chain}, position {position}', {
            chain: round.chain_id,
            position: round.chain_position,
          })}
        </dd>
      </dl>
      <p>{t('Tap any crash point in the history strip to check that round in your browser.')}</p>
    </div>
  );
}
