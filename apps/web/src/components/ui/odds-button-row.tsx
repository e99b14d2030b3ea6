import type { Market, Odd } from '@shangwe/contract';
import { outcomeName, outcomeShortKey } from '@shangwe/domain';
import { memo } from 'react';
import { useOddPick, type PickMatch } from '../../shared/slip-picks';
import { OddsButton } from './odds-button';
import { t, tAny } from '../../lib/i18n';

/** An odds button bound to the normal betslip: highlighted when picked, toggles on tap. */
export const MarketOddsButton = memo(function MarketOddsButton({
  match,
  market,
  odd,
  label,
  detail,
}: {
  match: PickMatch;
  market: Market;
  odd: Odd;
  label?: string;
  detail?: string;
}) {
  const { selected, locked, onPick } = useOddPick(match, market, odd);
  return (
    <OddsButton
      label={label}
      detail={detail}
      oddValue={odd.odd_value}
      selected={selected}
      locked={locked}
      onPick={onPick}
      ariaLabel={`${tAny(market.name)} ${tAny(outcomeName(odd.display))} ${locked ? t('Locked') : odd.odd_value.toFixed(2)}`}
      testId={`odd-${match.parent_match_id}-${market.sub_type_id}-${odd.odd_key}`}
    />
  );
});

/**
 * The outcomes of one market side by side (a list row's main market). Buttons are labelled with
 * the short outcome key (1, X, 2; 1X, 12, X2) that fits a phone row; the accessible name has the
 * full text. `columns` keeps rows aligned when a market is missing: that many locked placeholders.
 */
export function OddsButtonRow({
  match,
  market,
  showLabels = true,
  columns,
}: {
  match: PickMatch;
  market: Market | undefined;
  showLabels?: boolean;
  columns?: number;
}) {
  if (!market || market.odds.length === 0) {
    return (
      <div className="odds-button-row">
        {Array.from({ length: columns ?? 3 }, (_, i) => (
          <OddsButton key={i} oddValue={null} locked />
        ))}
      </div>
    );
  }
  return (
    <div className="odds-button-row">
      {market.odds.map((odd) => (
        <MarketOddsButton
          key={odd.odd_key}
          match={match}
          market={market}
          odd={odd}
          label={showLabels ? outcomeShortKey(odd.odd_key, market.name) : undefined}
        />
      ))}
    </div>
  );
}
