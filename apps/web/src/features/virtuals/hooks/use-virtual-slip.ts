import { useMemo } from 'react';
import {
  invalidReason,
  placeButtonState,
  quoteBetslip,
  VIRTUAL_CLIENT_MAX_POSSIBLE_WIN,
  type CountryConfig,
  type PlaceButtonState,
  type PublicCountryConfig,
  type SlipQuote,
} from '@shangwe/domain';
import type { BetslipPick } from '../../../shared/betslip-store';
import { msg } from '../../../lib/i18n';

/** Texts of the virtual slip (spec 01 §2, §4, §5). */
export const VIRTUAL_SLIP_TEXTS = {
  empty: msg('You have no virtual bets in your betslip.'),
  goToVirtuals: msg('Go to virtual sports'),
  locked: msg('Locked'),
  maxWinReached: msg('Your possible win is capped at the maximum win.'),
} as const;

export interface VirtualPickView {
  pick: BetslipPick;
  /** The match-day kicked off (or the market is suspended): the pick cannot be placed. */
  locked: boolean;
}

export interface VirtualSlipView {
  picks: VirtualPickView[];
  quote: SlipQuote;
  button: PlaceButtonState;
  /** The lower of the country's maximumVirtualsWin and the client constant (spec 01 §9). */
  maximumWin: number;
  minStake: number;
}

/**
 * The virtual slip from its picks, stake and the country (pure; tested): every figure and rule
 * is the domain's virtual quote (virtual taxes, bonus, points, maximumVirtualsWin, validation).
 */
export function buildVirtualSlipView(input: {
  picks: readonly BetslipPick[];
  stake: unknown;
  config: PublicCountryConfig;
  loggedIn: boolean;
  placing: boolean;
  now: Date;
}): VirtualSlipView {
  const { picks, config, now } = input;
  // The quote reads no secret; the public configuration carries every figure it uses.
  const quote = quoteBetslip(
    'virtual',
    picks,
    { stake: input.stake, loggedIn: input.loggedIn, now },
    config as CountryConfig,
  );
  const button = placeButtonState({
    kind: 'virtual',
    picks,
    now,
    placing: input.placing,
    // A started virtual pick reads 'Remove Locked': virtual picks are Locked at kick-off.
    mini: true,
    failures: quote.failures,
  });
  return {
    picks: picks.map((pick) => ({ pick, locked: invalidReason(pick, now) !== null })),
    quote,
    button,
    maximumWin: Math.min(config.maximumVirtualsWin, VIRTUAL_CLIENT_MAX_POSSIBLE_WIN),
    minStake: config.minimumBetAmount,
  };
}

/** Memoised {@link buildVirtualSlipView}. */
export function useVirtualSlipView(input: Parameters<typeof buildVirtualSlipView>[0]) {
  const { picks, stake, config, loggedIn, placing, now } = input;
  return useMemo(
    () => buildVirtualSlipView({ picks, stake, config, loggedIn, placing, now }),
    [picks, stake, config, loggedIn, placing, now],
  );
}
