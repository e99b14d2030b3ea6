import {
  formatOdds,
  groupByMatch,
  placeButtonState,
  quoteSlip,
  shikishaOtherMatch,
  slipFailures,
  type CountryConfig,
  type PickGroup,
  type PublicCountryConfig,
  type ValidationFailure,
} from '@shangwe/domain';
import type { BetslipPick } from '../../../shared/betslip-store';

/** The joint price as the slip knows it now. */
export interface JointPrice {
  totalOdd: number | null;
  refusal: string | null;
  pending: boolean;
}

/** Everything the Shikisha slip shows, from the picks, the stake and the server's joint price. */
export interface ShikishaSlipView {
  groups: PickGroup<BetslipPick>[];
  pickCount: number;
  /** Total Odds as shown: the joint price, '…' while asked for, '-' with fewer than 2 picks. */
  totalOddsText: string;
  totalOdds: number | null;
  minTotalOdd: number;
  /** The server's reason for refusing the combination, or the one-match rule. */
  refusal: string | null;
  stake: number;
  exciseTax: number;
  possibleWin: number;
  withholdingTax: number;
  bonus: number;
  bonusPercent: number;
  finalPayout: number;
  points: number;
  /** Rules shown when Place Bet is pressed (amount limits, picks, login), in the spec's order. */
  failures: ValidationFailure[];
  button: { label: string; disabled: boolean; action: 'place' | 'placing' | 'removeInvalid' };
}

const PLACE = 'Place Bet';

/**
 * The Shikisha slip (spec 01 §5, §9): Total Odds is the server's joint price of the picks (the
 * picks' own odds count only for the bonus); bonus, points, taxes, payout and every rule come
 * from the domain's quote. The button is disabled while the price is unknown or refused.
 */
export function buildShikishaSlipView(input: {
  picks: readonly BetslipPick[];
  stake: number;
  config: PublicCountryConfig;
  loggedIn: boolean;
  placing: boolean;
  now: Date;
  price: JointPrice;
}): ShikishaSlipView {
  const { picks, config, price } = input;
  const oneMatch = shikishaOtherMatch(picks);
  // With one pick its own odd is its price; the joint price needs two.
  const joint =
    picks.length >= 2 ? (price.totalOdd ?? undefined) : (picks[0]?.odd.odd_value ?? undefined);
  const quote = quoteSlip(
    {
      kind: 'shikisha',
      picks: picks.map((p) => ({ odd_value: p.odd.odd_value, live: p.live })),
      stake: Number.isFinite(input.stake) ? input.stake : '',
      loggedIn: input.loggedIn,
      jointOdds: joint ?? 0,
      slipFailures: slipFailures(picks, input.now),
    },
    config as CountryConfig,
  );
  const known = picks.length < 2 || (price.totalOdd !== null && !price.pending);
  const button = placeButtonState({
    kind: 'shikisha',
    picks,
    now: input.now,
    placing: input.placing,
    failures: quote.failures,
  });
  const refusal = oneMatch ?? (picks.length >= 2 ? price.refusal : null);
  const blocked = refusal !== null || !known;
  const action =
    button.action === 'placing'
      ? 'placing'
      : button.action === 'removeInvalid'
        ? 'removeInvalid'
        : 'place';
  const hidden = new Set(['BETSLIP_EMPTY', 'INVALID_PICKS', 'ODDS_CHANGED']);
  return {
    groups: groupByMatch(picks),
    pickCount: picks.length,
    totalOdds: picks.length >= 2 && known && !refusal ? quote.totalOdds : null,
    totalOddsText: picks.length < 2 ? '-' : refusal ? '-' : known ? quote.totalOddsDisplay : '…',
    minTotalOdd: config.minTotalOdd,
    refusal,
    stake: quote.stake,
    exciseTax: quote.exciseTax,
    possibleWin: quote.possibleWinnings,
    withholdingTax: quote.withholdingTax,
    bonus: quote.bonusAmount,
    bonusPercent: quote.bonus.percent,
    finalPayout: blocked ? 0 : quote.finalPayout,
    points: blocked ? 0 : quote.points,
    failures: quote.failures.filter((f) => !hidden.has(f.code)),
    // While the joint price is asked for or refused, no rule about it can be judged yet.
    button:
      action === 'place' && blocked && picks.length >= 2
        ? { label: PLACE, disabled: true, action }
        : { label: button.label ?? '', disabled: action === 'place' && button.disabled, action },
  };
}

/** A pick's own price as shown on its leg (2 decimals). */
export const legOdd = (p: BetslipPick) => formatOdds(p.odd.odd_value);
