import type { Market, MatchSummary, Odd } from '@shangwe/contract';
import { outcomeName, outcomeShortKey } from '@shangwe/domain';
import { useCallback } from 'react';
import { OddsButton } from '../../../components/ui/odds-button';
import { useBetslipStore, useIsPicked } from '../../../shared/betslip-store';
import { notify } from '../../../shared/notice-store';
import { useRecommendationsStore } from '../../../shared/recommendations-store';
import { isMarketLocked, toBetslipPick, usePickMatch } from '../../../shared/slip-picks';
import { t, tAny } from '../../../lib/i18n';

/** The outcomes a 1X2 row shows when the match has no such market: each a dash. */
const EMPTY_ROW = ['1', 'X', '2'];

/** An odd that cannot be picked because it is absent: a dash (spec 02 §3.8). */
function AbsentOdd({ label }: { label: string }) {
  return (
    <span className="recs-odd recs-odd--absent" aria-label={`${label} no odds`}>
      <span className="recs-odd__label">{label}</span>
      <span className="recs-odd__value">-</span>
    </span>
  );
}

/** One outcome of a recommended match: picking it adds it to the normal slip and is tracked. */
function RecommendationOdd({
  match,
  market,
  odd,
}: {
  match: MatchSummary;
  market: Market;
  odd: Odd;
}) {
  const pickMatch = usePickMatch(match);
  const label = outcomeShortKey(odd.odd_key, market.name);
  const selected = useIsPicked(
    'main',
    match.parent_match_id,
    market.sub_type_id,
    odd.odd_key,
    odd.special_bet_value,
  );
  const onPick = useCallback(() => {
    const result = useBetslipStore
      .getState()
      .addPick('main', toBetslipPick(pickMatch, market, odd));
    if (!result.ok) {
      notify({ type: 'warning', message: result.message });
      return;
    }
    if (result.action !== 'removed')
      useRecommendationsStore.getState().markAdded(match.parent_match_id);
  }, [pickMatch, market, odd, match.parent_match_id]);
  if (!(odd.odd_value > 0)) return <AbsentOdd label={label} />;
  const locked = isMarketLocked(match, market);
  return (
    <OddsButton
      label={label}
      oddValue={odd.odd_value}
      selected={selected}
      locked={locked}
      onPick={onPick}
      className="recs-odd"
      ariaLabel={`${tAny(outcomeName(odd.display))} ${locked ? t('Locked') : odd.odd_value.toFixed(2)}`}
      testId={`recommendation-odd-${match.parent_match_id}-${odd.odd_key}`}
    />
  );
}

/** The 1X2 odds of a recommended match; a dash for each odd the match does not offer. */
export function RecommendationOddsRow({ match }: { match: MatchSummary }) {
  const market = match.markets.find((m) => m.sub_type_id === 1 && m.special_bet_value === '');
  return (
    <div className="recs-odds" role="group" aria-label={t('Odds')}>
      {market && market.odds.length > 0
        ? market.odds.map((odd) => (
            <RecommendationOdd key={odd.odd_key} match={match} market={market} odd={odd} />
          ))
        : EMPTY_ROW.map((label) => <AbsentOdd key={label} label={label} />)}
    </div>
  );
}
