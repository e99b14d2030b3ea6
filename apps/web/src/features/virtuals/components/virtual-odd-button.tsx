import type { VirtualMarket, VirtualMatch, VirtualOdd } from '@shangwe/contract';
import { useBetslipStore, useIsPicked } from '../../../shared/betslip-store';
import { notify } from '../../../shared/notice-store';
import { toVirtualPick } from '../api/virtual-pick';

interface Props {
  match: VirtualMatch;
  market: VirtualMarket;
  odd: VirtualOdd;
  /** Show the outcome's label above the price (markets page); lists show the price only. */
  labelled?: boolean;
}

/** One virtual outcome: adds it to (or removes it from) the virtual slip. */
export function VirtualOddButton({ match, market, odd, labelled = false }: Props) {
  const picked = useIsPicked(
    'virtual',
    match.parent_virtual_id,
    market.sub_type_id,
    odd.odd_key,
    market.special_bet_value,
  );
  const locked = market.bet_status !== 'active' || match.status !== 'open';
  const onClick = () => {
    const result = useBetslipStore
      .getState()
      .addPick('virtual', toVirtualPick(match, market, odd, market.special_bet_value));
    if (!result.ok) notify({ type: 'error', message: result.message });
  };
  return (
    <button
      type="button"
      className={`vodd${picked ? ' vodd--picked' : ''}`}
      aria-pressed={picked}
      aria-label={`${match.home_team} v ${match.away_team}, ${market.name} ${odd.display} at ${odd.odd_value.toFixed(2)}`}
      disabled={locked}
      onClick={onClick}
    >
      {labelled && <span className="vodd__label">{odd.display}</span>}
      <span className="vodd__price">{locked ? '🔒' : odd.odd_value.toFixed(2)}</span>
    </button>
  );
}
