import { useQuery } from '@tanstack/react-query';
import { endpoints, type BetSummary } from '@shangwe/contract';
import { api } from '../../../lib/api-client';
import { SeedHash, SeedProof } from '../../../shared/virtual-seed-proof';
import { t, tAny } from '../../../lib/i18n';

/**
 * A virtual bet's picks with the match-day (round) it is on and that round's seed proof: the
 * published hash while it plays, the revealed seed and its Verify check once it ended.
 */
export function VirtualBetRound({ bet }: { bet: BetSummary }) {
  // A virtual leg's parent_match_id is its parent_virtual_id; all legs share one match-day.
  const virtualId = bet.legs[0]?.parent_match_id;
  const round = useQuery({
    queryKey: ['virtuals', 'markets', virtualId],
    queryFn: () => api.call(endpoints.virtualMarkets, { query: { id: virtualId! } }),
    enabled: virtualId !== undefined,
    staleTime: bet.status === 'open' ? 5_000 : Infinity,
  }).data?.round;
  return (
    <div className="bet-card__legs" data-testid="virtual-bet-legs">
      {round && (
        <p>
          {t('Virtual · Match-day {day} · Round {round}', {
            day: round.match_day,
            round: round.round_id,
          })}
        </p>
      )}
      <ul className="bet-card__leg-list">
        {bet.legs.map((l) => (
          <li key={`${l.parent_match_id}|${l.market_name}|${l.display}`} data-status={l.status}>
            {l.match_name} · {tAny(l.market_name)}: {tAny(l.display)}
            {l.result ? ` · ${l.result}` : ''}
          </li>
        ))}
      </ul>
      {round &&
        (round.seed ? (
          <SeedProof roundId={round.round_id} seed={round.seed} seedHash={round.seed_hash} />
        ) : (
          <SeedHash hash={round.seed_hash} />
        ))}
    </div>
  );
}
